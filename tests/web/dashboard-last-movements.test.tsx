// The dashboard's last movements when the device's offline copy is put back while the page waits for
// the server: the copy shows meanwhile, and once the server's summary lands the card lists the server's
// movements (a restored copy never seeds the live list, which is not fetched again).
import "fake-indexeddb/auto";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { DashboardSummary } from "../../worker/shared/dashboard-types";
import { dashboardKeys } from "../../web/src/data/dashboard";
import { movementKeys } from "../../web/src/data/movements";
import { closeOfflineDb } from "../../web/src/lib/offline/offline-db";
import { restoreSnapshots } from "../../web/src/lib/offline/snapshots-cache";
import { saveSnapshot } from "../../web/src/lib/offline/snapshots";
import { queryClient } from "../../web/src/lib/query/query-client";
import { renderDashboard, signedInOn } from "./dashboard-render";
import { fake, fakeFetch, routes } from "./fake-api";
import { movement } from "./live-factories";

const ORG = 5;
const USER = 1;
/** The device's copy lists movement 1; the server, since then, movement 2. */
const COPY_MOVEMENT = 1;
const SERVER_MOVEMENT = 2;

/** A summary whose only last movement is `movementId` (the card links to it). */
const summary = (movementId: number): DashboardSummary => ({
  today: "2026-11-26",
  herd: { categories: [], total_head: 0, total_ev: 0, hectares: 0, ev_per_ha: null },
  rodeos: [{ id: 1, name: "Cría" }],
  last_movements: [movement(movementId, "2026-11-26T00:00:00.000Z", { organization_id: ORG })],
  rain: { from: "2025-01-01", records: [] },
  gain: [],
  supplies_low: [],
  withdrawals: [],
  tasks_today: [],
  registration: { pending: 0, overdue: 0, next_due: null },
  finance: null,
  // No first steps' card: the cards need no chunk beyond the page's.
  setup: null,
});

let answerSummary: (s: DashboardSummary) => void;
let lastTenCalls = 0;

beforeEach(() => {
  signedInOn(ORG);
  lastTenCalls = 0;
  const pending = new Promise<DashboardSummary>((resolve) => (answerSummary = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(
      fakeFetch([
        fake(routes.dashboard[":org"]).get(async (_request, reply) => reply({ ok: true, dashboard: await pending })),
        fake(routes.movement["last-10"][":org"]).get((_request, reply) => {
          lastTenCalls++;
          return reply({ ok: true, movements: [] });
        }),
        fake(routes.invitation).get({ ok: true, invitations: [] }),
      ]),
    ),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await closeOfflineDb();
  queryClient.clear();
  localStorage.clear();
});

it(
  "an offline copy restored while the summary loads gives way to the server's last movements",
  { timeout: 20_000 },
  async () => {
    const oldCopy = summary(COPY_MOVEMENT);
    await saveSnapshot(USER, dashboardKeys.summary(ORG), oldCopy, Date.now() - 60_000);

    renderDashboard();
    // The page is mounted and waiting when the copy is put back (the online start does not wait for it).
    expect(await restoreSnapshots(queryClient, USER, ORG)).toBe(1);
    // The card is one of those the page renders in a deferred, CPU-bound render after the first paint: on a
    // loaded machine that takes longer than findBy's default second (the failure was the card still grey).
    const card = await screen.findByRole("region", { name: "Últimos movimientos" }, { timeout: 10_000 });
    const shown = () =>
      within(card)
        .getAllByRole("link", { name: "Compra de animales" })
        .map((a) => a.getAttribute("href"));
    await waitFor(() => expect(shown()).toEqual([`/data/${COPY_MOVEMENT}`]));

    answerSummary(summary(SERVER_MOVEMENT));
    await waitFor(() => expect(shown()).toEqual([`/data/${SERVER_MOVEMENT}`]));
    // Seeded from the server's summary: the live list needed no request of its own.
    await waitFor(() => expect(queryClient.getQueryData(movementKeys.last(ORG))).toHaveLength(1));
    expect(lastTenCalls).toBe(0);
  },
);
