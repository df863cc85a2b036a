// The cache effects the movement and cycle writes declare (data/movements.ts, data/cycles.ts): a
// delete patches the detail and drops the movement from the lists; a saved cycle marks the cycles
// stale; the log's next page is appended by its mutation.
import { act, renderHook, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cycleKeys, useSaveCycle } from "../../web/src/data/cycles";
import { movementKeys, useDeleteMovement, useLoadMoreMovements } from "../../web/src/data/movements";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, refreshTokenAtom, selectedOrganizationIdAtom, tokenAtom } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";
import { movement } from "./live-factories";

const ORG = 1;
const gone = movement(5, "2026-05-01", { metadata: { lot_id: null, editHistory: [], deletedBy: 9 } as never });

beforeEach(() => {
  appStore.set(tokenAtom, tokenExpiringIn(900, Date.now()));
  appStore.set(refreshTokenAtom, tokenExpiringIn(30 * 24 * 3600, Date.now()));
  appStore.set(selectedOrganizationIdAtom, ORG);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api/, "");
      let body: unknown = { ok: true };
      if (init.method === "DELETE" && path === `/movement/delete/${ORG}/5`) body = { ok: true, movement: gone };
      if (init.method === "POST" && path === `/reproductive-cycle/${ORG}`) body = { ok: true, cycle: { id: 3 } };
      if ((init.method ?? "GET") === "GET" && path.startsWith(`/movement/all/${ORG}`)) {
        body = { ok: true, movements: [movement(1, "2026-01-01")], next_cursor: null };
      }
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;

describe("movement writes", () => {
  it("a delete shows the server's deleted copy in the detail and takes it out of the lists", async () => {
    queryClient.setQueryData(movementKeys.detail(ORG, 5), movement(5, "2026-05-01"));
    queryClient.setQueryData(movementKeys.log(ORG), { items: [movement(5, "2026-05-01")], nextCursor: null });
    queryClient.setQueryData(movementKeys.last(ORG), [movement(5, "2026-05-01"), movement(4, "2026-04-01")]);
    const { result } = renderHook(() => useDeleteMovement(), { wrapper });
    await act(() => result.current.mutateAsync({ orgId: ORG, movementId: 5 }));
    expect(queryClient.getQueryData(movementKeys.detail(ORG, 5))).toEqual(gone);
    expect(queryClient.getQueryData(movementKeys.log(ORG))).toEqual({ items: [], nextCursor: null });
    expect(queryClient.getQueryData<{ id: number }[]>(movementKeys.last(ORG))?.map((m) => m.id)).toEqual([4]);
  });

  it("the detail key is the one the message table marks stale", () => {
    expect(movementKeys.detail(ORG, 12)).toEqual(["org", ORG, "movement", "12"]);
  });

  it("the log's next page is appended by its mutation", async () => {
    queryClient.setQueryData(movementKeys.log(ORG), { items: [movement(2, "2026-02-01")], nextCursor: "c2" });
    const { result } = renderHook(() => useLoadMoreMovements(), { wrapper });
    await act(() => result.current.mutateAsync("c2"));
    expect(queryClient.getQueryData(movementKeys.log(ORG))).toEqual({
      items: [movement(2, "2026-02-01"), movement(1, "2026-01-01")],
      nextCursor: null,
    });
  });
});

describe("cycle writes", () => {
  it("a saved cycle marks the list and the details stale", async () => {
    queryClient.setQueryData(cycleKeys.list(ORG), []);
    queryClient.setQueryData(cycleKeys.detail(ORG, 3), { id: 3 });
    const { result } = renderHook(() => useSaveCycle(), { wrapper });
    const body = {
      rodeo_id: 1,
      name: "Servicio",
      service_start: "2026-01-01",
      method: "natural" as const,
      females_exposed: 10,
      bulls: 1,
    };
    await act(() => result.current.mutateAsync({ body }));
    await waitFor(() => expect(queryClient.getQueryState(cycleKeys.list(ORG))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(cycleKeys.detail(ORG, 3))?.isInvalidated).toBe(true);
  });
});
