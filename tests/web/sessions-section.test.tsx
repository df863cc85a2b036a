// Active sessions (fetch scripted): listed from the sessions query, an error with a retry that
// loads them, and a revoked session gone after the list is fetched again.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppToaster } from "../../web/src/components/toaster/app-toaster";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionsSection } from "../../web/src/features/configuration/sessions-section";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, refreshTokenAtom, tokenAtom } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

const stamp = "2026-05-01T12:00:00.000Z";
const session = (id: number, device: string, current = false) => ({
  id,
  device,
  created_at: stamp,
  last_used_at: stamp,
  current,
});

let sessions: ReturnType<typeof session>[];
let failLoad: boolean;
let deleted: string[];

beforeEach(() => {
  sessions = [session(1, "Chrome en Linux", true), session(2, "Safari en iPhone")];
  failLoad = false;
  deleted = [];
  appStore.set(tokenAtom, tokenExpiringIn(900, Date.now()));
  appStore.set(refreshTokenAtom, tokenExpiringIn(30 * 24 * 3600, Date.now()));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === "DELETE") {
        deleted.push(url);
        sessions = sessions.filter((s) => !url.endsWith(`/${s.id}`));
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      }
      if (failLoad) return new Response(JSON.stringify({ ok: false, message: "caído" }), { status: 500 });
      return new Response(JSON.stringify({ ok: true, sessions }), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

function renderSection() {
  render(
    <>
      <SessionsSection />
      <AppToaster />
    </>,
  );
}

describe("SessionsSection", () => {
  it("lists the sessions and drops a revoked one after fetching the list again", async () => {
    renderSection();
    expect(screen.getByText("Cargando sesiones...")).toBeInTheDocument();
    expect(await screen.findByText("Safari en iPhone")).toBeInTheDocument();
    expect(screen.getByText("Esta sesión")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cerrar sesión: Safari en iPhone" }));
    expect(await screen.findByText("Sesión cerrada")).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText("Safari en iPhone")).not.toBeInTheDocument());
    expect(deleted).toEqual(["/api/auth/session/2"]);
  });

  it("shows the error with a retry that loads the sessions", async () => {
    failLoad = true;
    renderSection();
    expect(await screen.findByText("No se pudieron cargar las sesiones")).toBeInTheDocument();
    failLoad = false;
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText("Chrome en Linux")).toBeInTheDocument();
    expect(screen.queryByText("No se pudieron cargar las sesiones")).not.toBeInTheDocument();
  });
});
