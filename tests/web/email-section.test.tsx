// The configuration's email card (fetch scripted): a change of email gets one answer whether or not another
// account has the address, so the texts say the code arrives only if it is free, and the dialog offers no
// "Reenviar código" (that would mail the current address); a clash at verification shows the API's message.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { AppToaster } from "../../web/src/components/toaster/app-toaster";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EmailSection } from "../../web/src/features/configuration/email-section";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, currentUserAtom, refreshTokenAtom, tokenAtom, type CurrentUser } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

vi.mock("../../web/src/lib/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../web/src/lib/session")>()),
  refetchCurrentUser: vi.fn(async () => ({})),
  refetchOrganizations: vi.fn(async () => []),
}));

const user: CurrentUser = {
  id: 1,
  email: "ana@campo.com",
  first_name: "Ana",
  last_name: "Gómez",
  phone: null,
  email_verified: true,
  phone_verified: false,
  is_super_admin: false,
  last_login: null,
  created_at: "2024-01-01T00:00:00Z",
  updated_at: "2024-01-01T00:00:00Z",
  user_organizations: [],
};

const NEW_EMAIL = "nueva@campo.com";
let calls: string[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  calls = [];
  appStore.set(tokenAtom, tokenExpiringIn(900, Date.now()));
  appStore.set(refreshTokenAtom, tokenExpiringIn(30 * 24 * 3600, Date.now()));
  appStore.set(currentUserAtom, user);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(
        `${init.method ?? (input instanceof Request ? input.method : "GET")} ${new URL(url, "http://localhost").pathname}`,
      );
      if (url.endsWith("/api/auth/change-email"))
        return json({
          ok: true,
          message: `Si ${NEW_EMAIL} no está en uso por otra cuenta, te enviamos ahí un código. Ingresalo para confirmar el cambio.`,
          pending_email: NEW_EMAIL,
        });
      if (url.endsWith("/api/auth/verify-email"))
        return json({ ok: false, code: "EMAIL_TAKEN", message: "Ese email ya está en uso por otra cuenta" }, 409);
      return json({ ok: false, message: "inesperado" }, 500);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("EmailSection", () => {
  it("a change of email says the code arrives only if no other account has the address", async () => {
    render(
      <Provider store={appStore}>
        <EmailSection />
        <AppToaster />
      </Provider>,
    );
    await userEvent.type(screen.getByLabelText("Email nuevo"), NEW_EMAIL);
    await userEvent.type(screen.getByLabelText("Tu contraseña (para confirmar)"), "secreto123");
    await userEvent.click(screen.getByRole("button", { name: "Cambiar email" }));

    const dialog = await screen.findByRole("dialog", { name: "Verificá tu email" });
    expect(dialog).toHaveTextContent(
      `Si ${NEW_EMAIL} no está en uso por otra cuenta, te enviamos ahí un código de 6 dígitos. Ingresalo para confirmar el cambio.`,
    );
    expect(dialog).toHaveTextContent("¿No te llegó? Revisá que el email esté bien escrito y pedí el cambio de nuevo.");
    expect(screen.queryByRole("button", { name: "Reenviar código" })).not.toBeInTheDocument();
    expect(
      await screen.findByText("Si ese email no está en uso por otra cuenta, te enviamos ahí un código"),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Código"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByText("Ese email ya está en uso por otra cuenta")).toBeInTheDocument();
    // Nothing mailed the current address: no send-code-email on open.
    expect(calls).toEqual(["POST /api/auth/change-email", "POST /api/auth/verify-email"]);
  });
});
