// The log-in screen on its own, as the log-in page's entry draws it: no router (its links are plain
// anchors), the field rules, the server's refusal, and the call that stores the session's tokens.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logInTokens } from "../../web/src/data/api/log-in-call";
import { LogInScreen } from "../../web/src/features/auth/log-in-screen";
import { STORAGE_KEYS } from "../../web/src/lib/session/storage-keys";
import { storeSessionTokens } from "../../web/src/lib/session/store-tokens";

const button = () => screen.getByRole("button", { name: /Iniciar sesión|Ingresando/ });

async function fillAndSend(email: string, password: string) {
  await userEvent.type(screen.getByLabelText("Email"), email);
  await userEvent.type(screen.getByLabelText("Contraseña"), password);
  await userEvent.click(button());
}

/** The API's answer to POST /api/auth/log-in. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("LogInScreen", () => {
  it("renders without a router, with plain links that keep ?next= on the sign-up one", () => {
    render(<LogInScreen returnTo="/lots" send={vi.fn()} onLoggedIn={vi.fn()} />);
    expect(screen.getByRole("link", { name: "Crear cuenta" })).toHaveAttribute("href", "/sign-up?next=%2Flots");
    expect(screen.getByRole("link", { name: "¿Olvidaste tu contraseña?" })).toHaveAttribute("href", "/recovery");
  });

  it("asks for both fields and a valid email before sending anything", async () => {
    const send = vi.fn(async () => undefined);
    render(<LogInScreen returnTo={null} send={send} onLoggedIn={vi.fn()} />);
    await userEvent.click(button());
    expect(screen.getAllByText("Este campo es obligatorio")).toHaveLength(2);
    await fillAndSend("ana@campo", "x");
    expect(screen.getByText("Ingresá un email válido")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and gives the button back", async () => {
    answer(401, { ok: false, message: "Credenciales inválidas" });
    const onLoggedIn = vi.fn();
    render(
      <LogInScreen returnTo={null} send={async (e, p) => void (await logInTokens(e, p))} onLoggedIn={onLoggedIn} />,
    );
    await fillAndSend("ana@campo.com", "secreta");
    expect(await screen.findByRole("alert")).toHaveTextContent("Credenciales inválidas");
    expect(button()).toBeEnabled();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it("stores the tokens, leaves once, and stays busy until the page is gone", async () => {
    const fetchMock = answer(200, { ok: true, token: "access", refresh_token: "refresh" });
    const onLoggedIn = vi.fn();
    const send = async (email: string, password: string) => storeSessionTokens(await logInTokens(email, password));
    render(<LogInScreen returnTo={null} send={send} onLoggedIn={onLoggedIn} />);
    await fillAndSend(" ana@campo.com ", "secreta");
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/log-in");
    expect(JSON.parse(String(init.body))).toEqual({ email: "ana@campo.com", password: "secreta" });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("access");
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe("refresh");
    expect(button()).toBeDisabled();
  });
});
