// The whole SPA in jsdom: routes, redirects and guards (docs/client-rules.md) with a stubbed API.
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "../../web/src/app/app";
import {
  appStore,
  authenticatedAtom,
  currentUserAtom,
  sessionLoadingAtom,
  STORAGE_KEYS,
} from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

function at(path: string) {
  window.history.pushState({}, "", path);
}

function resetSession() {
  appStore.set(sessionLoadingAtom, true);
  appStore.set(authenticatedAtom, false);
  appStore.set(currentUserAtom, null);
}

// The shell and its pages are lazy chunks, and the landing page a large render: on a busy machine, transforming
// and rendering them takes longer than findBy's default second (the visitor's redirect failed so).
const slow = { timeout: 10_000 };

// The landing page is a lazy chunk too: loaded once up front, so the visitor's redirect is timed, not vite's
// first transform of the page (over a second on a loaded machine).
beforeAll(() => import("../../web/src/features/landing/landing-page"), 30_000);

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function stubApi(isSuperAdmin: boolean) {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/user")
        return json({
          ok: true,
          user: {
            id: 1,
            email: "u@x.co",
            first_name: "juan",
            last_name: "paz",
            is_super_admin: isSuperAdmin,
            user_organizations: [],
          },
        });
      if (url === "/api/organization/my-organizations")
        return json({ ok: true, organizations: [{ id: 4, name: "La Loma", role: "user", members: [] }] });
      if (url.startsWith("/api/user/all")) return json({ ok: true, users: [], total: 0 });
      // Herd data is not this test's business: the pages get an empty, failed answer.
      return new Response(JSON.stringify({ ok: false, message: "no disponible" }), { status: 503 });
    }),
  );
}

describe("routing", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
  });

  it("shows the log-in page at /log-in", async () => {
    at("/log-in");
    render(<App />);
    expect(await screen.findByRole("button", { name: "Iniciar sesión" }, slow)).toBeInTheDocument();
  });

  it("sends a visitor on a private page to / (the landing page)", async () => {
    at("/lots");
    render(<App />);
    expect(await screen.findByRole("heading", { level: 1, name: /La hacienda de tu campo/ }, slow)).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
  });

  it("sends an unknown path to /", async () => {
    at("/no-such-page");
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe("/"), slow);
  });

  it("sends a plain user typing /users to /, and shows the shell with their organization", async () => {
    stubApi(false);
    at("/users");
    render(<App />);
    expect(await screen.findByRole("button", { name: "Abrir menú" }, slow)).toBeInTheDocument();
    // The shell can show before the guard's redirect lands: wait for the redirect, not the first paint.
    await waitFor(() => expect(window.location.pathname).toBe("/"), slow);
    expect(await screen.findByRole("link", { name: "Inicio", current: "page" }, slow)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Usuarios" })).toBeNull();
    expect(await screen.findByRole("option", { name: "La Loma (Usuario)" }, slow)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Menú de usuario: Juan Paz/ })).toBeInTheDocument();
  });

  it("lets a super admin in, with the administration section in the navigation", async () => {
    stubApi(true);
    at("/users");
    render(<App />);
    expect(await screen.findByRole("heading", { level: 1, name: /Usuarios/ }, slow)).toBeInTheDocument();
    expect(window.location.pathname).toBe("/users");
    expect(screen.getByRole("link", { name: "Usuarios" })).toBeInTheDocument();
  });
});
