// The sync status and the Conflictos screen (docs/offline.md) over a real IndexedDB (fake-indexeddb):
// waiting records are counted for screen readers, a conflict shows its reason and values, and
// discarding asks first.
import "fake-indexeddb/auto";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import SyncPage from "../../web/src/features/offline/sync-page";
import { SyncStatus } from "../../web/src/features/offline/sync-status";
import { offlineDb } from "../../web/src/lib/offline/offline-db";
import { resetOfflineDb } from "./offline-db-helpers";
import { enqueue, conflictsFor } from "../../web/src/lib/offline/outbox";
import { queryClient } from "../../web/src/lib/query/query-client";
import { STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

const body = { date: "2026-11-20", rodeo_id: 3, animals: [{ type: "Vaca", count: 8 }], client_id: "c-1-000000" };

beforeEach(() => {
  vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ ok: true, rodeos: [] }), { status: 200 })),
  );
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now(), { sub: "1" }));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now(), { sub: "1" }));
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await resetOfflineDb();
});

const wrap = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

it("the status tells offline and how many records wait", async () => {
  await enqueue({
    client_id: "c-2-000000",
    user_id: 1,
    organization_id: 7,
    kind: "BIRTH",
    path: "/movement/birth/7",
    body,
  });
  wrap(<SyncStatus />);
  expect(await screen.findByRole("status", { name: /Sin conexión, 1 registro pendiente/ })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Reintentar ahora" })).toBeDisabled();
});

it("a conflict shows the reason and values; discarding asks first", async () => {
  const db = await offlineDb();
  await db.put("conflicts", {
    client_id: "c-1-000000",
    user_id: 1,
    organization_id: 7,
    kind: "SELL",
    path: "/movement/sell/7",
    body,
    created_at: new Date().toISOString(),
    attempts: 0,
    status: 409,
    message: "No hay suficientes animales de la categoría Vaca",
    failed_at: new Date().toISOString(),
  });
  wrap(<SyncPage />);
  const conflicts = await screen.findByRole("region", { name: "Conflictos" });
  expect(await screen.findByRole("alert")).toHaveTextContent("No hay suficientes animales de la categoría Vaca");
  expect(conflicts).toHaveTextContent("Venta de animales");
  expect(conflicts).toHaveTextContent("8 vacas");
  expect(conflicts).toHaveTextContent("20/11/2026");
  await userEvent.click(screen.getByRole("button", { name: "Descartar" }));
  expect(await conflictsFor(1)).toHaveLength(1);
  await userEvent.click(screen.getByRole("button", { name: "Sí, descartar" }));
  await waitFor(async () => expect(await conflictsFor(1)).toHaveLength(0));
  expect(await screen.findByText(/No hay conflictos/)).toBeInTheDocument();
});
