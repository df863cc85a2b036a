// The invitations panel (fetch scripted): loading then the list, accept and decline by their labelled
// buttons, the empty state, and an unverified email that verifies with the code before the list shows.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { AppToaster } from "../../web/src/components/toaster/app-toaster";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InvitationsPanel } from "../../web/src/features/invitations/invitations-panel";
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
  email: "capataz@campo.com",
  first_name: "Lucía",
  last_name: "Peón",
  phone: null,
  email_verified: true,
  phone_verified: false,
  is_super_admin: false,
  last_login: null,
  created_at: "2024-01-01T00:00:00Z",
  updated_at: "2024-01-01T00:00:00Z",
  user_organizations: [],
};

const invitation = (id: number, name: string) => ({
  id,
  organization_id: id * 10,
  organization_name: name,
  role: "admin",
  invited_by_first_name: "Marta",
  created_at: "2026-05-01T12:00:00.000Z",
  expires_at: "2026-05-15T12:00:00.000Z",
});

let verified: boolean;
let pending: ReturnType<typeof invitation>[];
let calls: string[];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  verified = true;
  pending = [invitation(7, "La Loma"), invitation(8, "El Ombú")];
  calls = [];
  appStore.set(tokenAtom, tokenExpiringIn(900, Date.now()));
  appStore.set(refreshTokenAtom, tokenExpiringIn(30 * 24 * 3600, Date.now()));
  appStore.set(currentUserAtom, user);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      if (method !== "GET") calls.push(`${method} ${url}`);
      const accept = /\/api\/invitation\/(\d+)\/(accept|decline)$/.exec(url);
      if (accept) {
        const found = pending.find((i) => i.id === Number(accept[1]))!;
        pending = pending.filter((i) => i !== found);
        return accept[2] === "accept"
          ? json({
              ok: true,
              message: `Te sumaste a ${found.organization_name}`,
              organization: { id: found.organization_id, name: found.organization_name, role: found.role },
            })
          : json({ ok: true, message: "Invitación rechazada" });
      }
      if (url.endsWith("/api/auth/send-code-email")) return json({ ok: true, message: "Enviado" });
      if (url.endsWith("/api/auth/verify-email")) {
        verified = true;
        return json({ ok: true, message: "Email verificado", email: user.email, email_verified: true });
      }
      if (url.endsWith("/api/invitation"))
        return json({ ok: true, email_verified: verified, invitations: verified ? pending : [] });
      return json({ ok: false, message: "inesperado" }, 500);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

function renderPanel() {
  render(
    <Provider store={appStore}>
      <InvitationsPanel />
      <AppToaster />
    </Provider>,
  );
}

describe("InvitationsPanel", () => {
  it("lists the pending invitations; accepting one joins it and drops it from the list", async () => {
    renderPanel();
    expect(screen.getByText("Cargando invitaciones")).toBeInTheDocument();
    expect(await screen.findByText("La Loma")).toBeInTheDocument();
    expect(screen.getAllByText("Como Administrador · Te invitó Marta")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Aceptar la invitación a La Loma" }));
    expect(await screen.findByText("Te sumaste a La Loma")).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText("La Loma")).not.toBeInTheDocument());
    expect(screen.getByText("El Ombú")).toBeInTheDocument();
    expect(calls).toEqual(["POST /api/invitation/7/accept"]);
  });

  it("declining removes the invitation; with none left the empty state shows", async () => {
    pending = [invitation(8, "El Ombú")];
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Rechazar la invitación a El Ombú" }));
    expect(await screen.findByText("No tenés invitaciones pendientes.")).toBeInTheDocument();
    expect(calls).toEqual(["POST /api/invitation/8/decline"]);
  });

  it("an unverified email verifies with the code first, then sees its invitations", async () => {
    verified = false;
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Verificar mi email" }));
    expect(await screen.findByRole("dialog", { name: "Verificá tu email" })).toBeInTheDocument();
    expect(screen.getByText(/Te enviamos un código de 6 dígitos a capataz@campo.com/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Código" }), "12");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByText("El código debe tener 6 dígitos")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Código" }), "3456");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByText("La Loma")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls).toEqual(["POST /api/auth/send-code-email", "POST /api/auth/verify-email"]);
  });
});
