// The dashboard (docs/spa-data.md): one read with every card's figures (GET /api/dashboard/{org}),
// so the first screen costs one round trip. The message table marks it stale on any change a card
// shows; the last movements are the live list itself (patched by the socket and by optimistic
// writes), started from the summary's copy so it needs no request of its own.
import type { DashboardSummary } from "@shared/dashboard-types";
import { api, call, id } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { movementKeys, movementQueries } from "./movements";
import { useOrgId, useOrgQuery } from "./org-query";
import { orgRead } from "./org-read";

// Live like the lists: the message table marks it stale on every change a card shows (and a reconnect on
// everything), so the page's mount never asks again for what its loader just fetched.
const summary = orgRead(
  "dashboard",
  async (orgId): Promise<DashboardSummary> =>
    (await call(api.dashboard[":org"].$get({ param: { org: id(orgId) } }))).dashboard,
  { staleTime: Infinity },
);

export const dashboardKeys = { summary: summary.key };
export const dashboardQueries = { summary: summary.query };

/** Every card reads the same summary (one request however many cards ask). */
export const useDashboard = () => useOrgQuery(dashboardQueries.summary);

/**
 * Whether a summary may seed the live last 10: fetched and not marked stale since. A device's offline
 * copy put back while the page is mounted counts as an update after mount, yet it is stale (restored
 * copies are marked so): seeding from it would keep its old movements, as the live list is never refetched.
 */
export const isCurrentSummary = (summary: { isStale: boolean }) => !summary.isStale;

/**
 * The live last 10 movements, seeded from the summary. Only a current summary seeds it
 * (isCurrentSummary): a stale one may be older than writes made elsewhere, and the live list, once
 * made, is never refetched (patches keep it current). Until then the card shows the summary's own copy.
 */
export function useDashboardLastMovements(summary: DashboardSummary, summaryAt: number, fresh: boolean) {
  const orgId = useOrgId();
  const made = orgId !== null && queryClient.getQueryData(movementKeys.last(orgId)) !== undefined;
  return useOrgQuery(
    (orgId) => ({
      ...movementQueries.last(orgId),
      initialData: summary.last_movements,
      initialDataUpdatedAt: summaryAt,
    }),
    made || fresh,
  );
}
