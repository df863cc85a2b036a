// The hooks screens read the herd lists with, on the app's query cache (fetch scripted): one
// request however many screens ask, the selected organization's entry only, the log's next page
// appended once, a reload dropping a page that no longer continues the log, and the filtered log
// refetching as much as it shows.
import { act, renderHook, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MovementFilters } from "../../web/src/features/movements/movement-filters-state";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, refreshTokenAtom, selectedOrganizationIdAtom, tokenAtom } from "../../web/src/lib/session";
import { useLots } from "../../web/src/data/lots";
import { movementQueries, useLoadMoreFiltered, useLoadMoreMovements } from "../../web/src/data/movements";
import { useOrgQuery } from "../../web/src/data/org-query";
import { movementLogEntry } from "./cache-handles";
import { tokenExpiringIn } from "./jwt-helpers";
import { lot, movement } from "./live-factories";

const reply = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });

/** GET paths asked for, and the answers per path prefix (a function may hold the answer back). */
let gets: string[];
let answers: Record<string, (path: string) => unknown>;

function answerFor(path: string): unknown {
  const prefix = Object.keys(answers).find((p) => path.startsWith(p));
  return prefix ? answers[prefix]!(path) : { ok: true };
}

beforeEach(() => {
  gets = [];
  answers = {};
  appStore.set(tokenAtom, tokenExpiringIn(900, Date.now()));
  appStore.set(refreshTokenAtom, tokenExpiringIn(30 * 24 * 3600, Date.now()));
  appStore.set(selectedOrganizationIdAtom, 1);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = url.replace(/^\/api/, "");
      gets.push(path);
      return reply(await answerFor(path));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;

describe("herd list hooks", () => {
  it("two screens reading the lots share one request, for the selected organization", async () => {
    answers["/lot/info/1"] = () => ({ ok: true, lots: [lot(2), lot(1)] });
    const { result } = renderHook(() => [useLots(), useLots()] as const, { wrapper });
    expect(result.current[0].data).toBeUndefined();
    await waitFor(() => expect(result.current[0].data).toBeDefined());
    expect(result.current[0].data!.map((l) => l.id)).toEqual([1, 2]);
    expect(result.current[1].data).toBe(result.current[0].data);
    expect(gets).toEqual(["/lot/info/1"]);
  });

  it("another organization starts empty until its own lots arrive", async () => {
    answers["/lot/info/"] = (path) => ({ ok: true, lots: [lot(path.endsWith("/2") ? 20 : 10)] });
    const { result } = renderHook(() => useLots(), { wrapper });
    await waitFor(() => expect(result.current.data?.map((l) => l.id)).toEqual([10]));
    act(() => appStore.set(selectedOrganizationIdAtom, 2));
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.map((l) => l.id)).toEqual([20]));
  });

  it("a failed load shows its error and loads on reload", async () => {
    let fail = true;
    answers["/lot/info/1"] = () => (fail ? Promise.reject(new TypeError("offline")) : { ok: true, lots: [lot(1)] });
    const { result } = renderHook(() => useLots(), { wrapper });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.data).toBeUndefined();
    fail = false;
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.error).toBeNull();
  });

  it("the log loads its next page once with loadMore, then has no more", async () => {
    answers["/movement/all/1"] = (path) =>
      path.includes("cursor=")
        ? { ok: true, movements: [movement(1, "2026-01-01")], next_cursor: null }
        : { ok: true, movements: [movement(3, "2026-03-01"), movement(2, "2026-02-01")], next_cursor: "c2" };
    const { result } = renderHook(() => ({ log: useOrgQuery(movementQueries.log), more: useLoadMoreMovements() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.log.data?.nextCursor).toBe("c2"));
    await act(() => Promise.all([result.current.more.mutateAsync("c2"), result.current.more.mutateAsync("c2")]));
    await waitFor(() => expect(result.current.log.data?.nextCursor).toBeNull());
    expect(result.current.log.data?.items.map((m) => m.id)).toEqual([3, 2, 1]);
    expect(gets.filter((p) => p.startsWith("/movement/all/1?limit=50"))).toHaveLength(3);
  });
});

describe("the movement log's pages", () => {
  it("a page answered after the log was reloaded does not get appended", async () => {
    queryClient.setQueryData(movementLogEntry.key(1), { items: [movement(3, "2026-03-01")], nextCursor: "old" });
    let release!: () => void;
    answers["/movement/all/1"] = () =>
      new Promise((resolve) => {
        release = () => resolve({ ok: true, movements: [movement(1, "2026-01-01")], next_cursor: null });
      });
    const { result } = renderHook(() => useLoadMoreMovements(), { wrapper });
    const more = result.current.mutateAsync("old");
    await vi.waitFor(() => expect(release).toBeTypeOf("function"));
    // Meanwhile a refetch brought a new first page with its own cursor.
    queryClient.setQueryData(movementLogEntry.key(1), { items: [movement(4, "2026-04-01")], nextCursor: "new" });
    release();
    await more;
    expect(movementLogEntry.get(1)).toEqual({ items: [movement(4, "2026-04-01")], nextCursor: "new" });
  });
});

describe("the filtered log", () => {
  const filters: MovementFilters = { type: "RAIN", rodeo: null, lot: null, from: null, to: null };
  const limits = () => gets.map((p) => new URLSearchParams(p.split("?")[1]).get("limit"));

  it("refetches as many movements as it shows, in one request", async () => {
    const many = (n: number, from: number) => Array.from({ length: n }, (_, i) => movement(from - i, "2026-01-01"));
    answers["/movement/all/1"] = (path) =>
      path.includes("cursor=")
        ? { ok: true, movements: many(50, 150), next_cursor: "c3" }
        : { ok: true, movements: many(50, 200), next_cursor: "c2" };
    const { result } = renderHook(() => useLoadMoreFiltered(), { wrapper });
    await queryClient.fetchQuery(movementQueries.filtered(1, filters));
    await act(() => result.current.mutateAsync({ filters, cursor: "c2" }));
    expect(queryClient.getQueryData(movementQueries.filtered(1, filters).queryKey)?.items).toHaveLength(100);
    await queryClient.refetchQueries({ queryKey: movementQueries.filtered(1, filters).queryKey });
    expect(limits()).toEqual(["50", "50", "100"]);
    expect(gets[0]).toContain("type=RAIN");
  });
});
