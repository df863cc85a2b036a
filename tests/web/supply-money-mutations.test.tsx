// The cache effects of the supplies and money writes (docs/spa-data.md): each mutation's onSuccess
// patches the unfiltered supply list with the answer and marks only the views the write makes stale.
import { act, renderHook } from "@testing-library/react";
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useConsumeSupply } from "../../web/src/data/consumption";
import { financeKeys } from "../../web/src/data/finance";
import { invoiceKeys, useDeleteDraft, useIssueInvoice } from "../../web/src/data/invoices";
import { purchaseKeys, useCreatePurchase } from "../../web/src/data/purchases";
import { supplyKeys, useDeleteSupply, useUpdateSupply } from "../../web/src/data/supplies";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom, selectedOrganizationIdAtom, STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";
import { supply } from "./live-factories";

const ORG = 6;
const json = (body: object) => new Response(JSON.stringify({ ok: true, ...body }), { status: 200 });
let answer: object;

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;
const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  queryClient.clear();
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role: "owner", members: [] }]);
  appStore.set(selectedOrganizationIdAtom, ORG);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => json(answer)),
  );
  queryClient.setQueryData(supplyKeys.list(ORG), [supply(1, { name: "Gasoil" }), supply(2, { name: "Rollos" })]);
  queryClient.setQueryData(supplyKeys.filtered(ORG, { low: true }), []);
  queryClient.setQueryData(supplyKeys.detail(ORG, 1), { pages: [], pageParams: [] });
  queryClient.setQueryData(supplyKeys.detail(ORG, 2), { pages: [], pageParams: [] });
  queryClient.setQueryData(supplyKeys.consumption(ORG, "2026-01", "2026-12"), { by_supply: [], by_rodeo: [] });
  queryClient.setQueryData(invoiceKeys.list(ORG, { page: 1 }), { invoices: [] });
  queryClient.setQueryData(purchaseKeys.list(ORG, { page: 1 }), { purchases: [] });
  queryClient.setQueryData(financeKeys.summary(ORG, "2026-01-01", "2026-12-31"), { income: 1 });
});
afterEach(() => vi.unstubAllGlobals());

describe("supply writes", () => {
  it("an edit puts the answered supply into the list and refetches its views, not the list", async () => {
    answer = { asset: supply(1, { name: "Vacuna", quantity: 9 }) };
    const { result } = renderHook(() => useUpdateSupply(), { wrapper });
    await act(() => result.current.mutateAsync({ supplyId: 1, body: { name: "Vacuna" } as never }));
    const list = queryClient.getQueryData<{ id: number; name: string }[]>(supplyKeys.list(ORG));
    expect(list?.map((a) => a.name)).toEqual(["Rollos", "Vacuna"]);
    expect(stale(supplyKeys.list(ORG))).toBe(false);
    expect(stale(supplyKeys.filtered(ORG, { low: true }))).toBe(true);
    expect(stale(supplyKeys.detail(ORG, 1))).toBe(true);
    expect(stale(supplyKeys.detail(ORG, 2))).toBe(false);
    expect(stale(supplyKeys.consumption(ORG, "2026-01", "2026-12"))).toBe(true);
  });

  it("a deletion removes the supply from the list", async () => {
    answer = {};
    const { result } = renderHook(() => useDeleteSupply(), { wrapper });
    await act(() => result.current.mutateAsync(2));
    expect(queryClient.getQueryData<{ id: number }[]>(supplyKeys.list(ORG))?.map((a) => a.id)).toEqual([1]);
    expect(stale(supplyKeys.detail(ORG, 2))).toBe(true);
    expect(stale(supplyKeys.detail(ORG, 1))).toBe(false);
  });

  it("a consumption (the answer is a movement) refetches the list and every supply view", async () => {
    answer = { movement: { id: 40 } };
    const { result } = renderHook(() => useConsumeSupply(), { wrapper });
    await act(() => result.current.mutateAsync({ asset_id: 1, quantity: 2, date: "2026-04-01" }));
    expect(stale(supplyKeys.list(ORG))).toBe(true);
    expect(stale(supplyKeys.detail(ORG, 1))).toBe(true);
    expect(stale(supplyKeys.detail(ORG, 2))).toBe(true);
    expect(stale(supplyKeys.consumption(ORG, "2026-01", "2026-12"))).toBe(true);
  });
});

describe("money writes", () => {
  it("issuing keeps the answered invoice and refetches every money view", async () => {
    answer = { invoice: { id: 8, status: "emitida" } };
    const { result } = renderHook(() => useIssueInvoice(), { wrapper });
    await act(() => result.current.mutateAsync(8));
    expect(queryClient.getQueryData(invoiceKeys.detail(ORG, 8))).toEqual({ id: 8, status: "emitida" });
    expect(stale(invoiceKeys.list(ORG, { page: 1 }))).toBe(true);
    expect(stale(purchaseKeys.list(ORG, { page: 1 }))).toBe(true);
    expect(stale(financeKeys.summary(ORG, "2026-01-01", "2026-12-31"))).toBe(true);
    expect(stale(supplyKeys.list(ORG))).toBe(false);
  });

  it("deleting a draft drops its cached detail", async () => {
    queryClient.setQueryData(invoiceKeys.detail(ORG, 9), { id: 9 });
    answer = {};
    const { result } = renderHook(() => useDeleteDraft(), { wrapper });
    await act(() => result.current.mutateAsync(9));
    expect(queryClient.getQueryState(invoiceKeys.detail(ORG, 9))).toBeUndefined();
    expect(stale(invoiceKeys.list(ORG, { page: 1 }))).toBe(true);
  });

  it("a new purchase refetches the purchases and the finance summary", async () => {
    answer = { purchase: { id: 3 } };
    const { result } = renderHook(() => useCreatePurchase(), { wrapper });
    await act(() => result.current.mutateAsync({} as never));
    expect(stale(purchaseKeys.list(ORG, { page: 1 }))).toBe(true);
    expect(stale(financeKeys.summary(ORG, "2026-01-01", "2026-12-31"))).toBe(true);
  });
});
