// The movements screen's log under filters (fetch scripted): its own pages, fetched again once
// after a burst of live movement messages, even for a movement neither live list shows.
import { act, renderHook, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MovementFilters } from "../../web/src/features/movements/movement-filters-state";
import { useMovementLog } from "../../web/src/features/movements/use-movement-log";
import { liveHooks } from "../../web/src/lib/live/start-live-sync";
import { applyLiveMessage } from "../../web/src/data/live/apply-live-message";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore } from "../../web/src/lib/session";
import { LAST_MOVEMENTS_CAP } from "../../web/src/data/movement-lists";
import { movementKeys, movementQueries } from "../../web/src/data/movements";
import { useOrgQuery } from "../../web/src/data/org-query";
import { signedIn } from "./record-page";
import { movement } from "./live-factories";
import { fake, fakeFetch, routes } from "./fake-api";

const filters: MovementFilters = { type: "RAIN", rodeo: null, lot: null, from: null, to: null };
const recent = Array.from({ length: LAST_MOVEMENTS_CAP }, (_, i) => movement(100 - i, "2026-05-01"));
let filteredGets: number;

beforeEach(() => {
  filteredGets = 0;
  signedIn(1);
  vi.stubGlobal(
    "fetch",
    vi.fn(
      fakeFetch([
        fake(routes.movement.all[":org"]).get(({ query }, reply) => {
          if (query.get("type") !== "RAIN") return reply({ ok: true, movements: recent, next_cursor: "older" });
          filteredGets++;
          return reply({ ok: true, movements: [movement(5, "2025-01-01", { type: "RAIN" })], next_cursor: null });
        }),
        fake(routes.movement["last-10"][":org"]).get({ ok: true, movements: recent }),
      ]),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;

describe("useMovementLog with filters", () => {
  it("lists the filtered pages and refetches them once after live messages", async () => {
    // The live lists are loaded too (the dashboard or another screen reads them).
    const { result } = renderHook(
      () => {
        useOrgQuery(movementQueries.log);
        useOrgQuery(movementQueries.last);
        return useMovementLog(filters);
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.query.data?.items.map((m) => m.id)).toEqual([5]);
    expect(result.current.hasMore).toBe(false);
    await waitFor(() => {
      expect(queryClient.getQueryData(movementKeys.log(1))).toBeDefined();
      expect(queryClient.getQueryData(movementKeys.last(1))).toBeDefined();
    });
    const before = filteredGets;

    // An old rain record: older than both live lists, so neither shows it; the filtered view may.
    const old = movement(6, "2024-12-01", { type: "RAIN" });
    act(() => {
      applyLiveMessage({ action: "movement-created", movement: old }, 1, queryClient, liveHooks);
      applyLiveMessage({ action: "movement-updated", movement: old }, 1, queryClient, liveHooks);
    });
    await waitFor(() => expect(filteredGets).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(filteredGets).toBe(before + 1);
  });
});
