// The herd structure's writes (data/lots, fields, rodeos, categories) leave the cache as their
// answers say: the answered record patched into its list, the lists the answer cannot patch marked
// stale, and a refused reorder reading the server's order again. The network edge (fetch) is scripted.
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { categoryKeys, useResetDefaultCategories } from "../../web/src/data/categories";
import { fieldKeys, useDeleteField, useSaveField } from "../../web/src/data/fields";
import { lotKeys, useEditLot, useRecordDeaths, useSaveLotOrder } from "../../web/src/data/lots";
import { rodeoKeys, useDeleteRodeo } from "../../web/src/data/rodeos";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, refreshTokenAtom, tokenAtom } from "../../web/src/lib/session";
import type { StoreLot } from "../../web/src/lib/store";
import { tokenExpiringIn } from "./jwt-helpers";
import { category, lot, rodeo } from "./live-factories";

const ORG = 1;
/** The answer per "METHOD path" (a function of the request body), else a 500. */
type Answer = { status: number; data: unknown };
let answers: Record<string, (body: unknown) => Answer | Promise<Answer>>;

beforeEach(() => {
  answers = {};
  appStore.set(tokenAtom, tokenExpiringIn(900, Date.now()));
  appStore.set(refreshTokenAtom, tokenExpiringIn(30 * 24 * 3600, Date.now()));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? "GET"} ${url.replace(/^\/api/, "")}`;
      const answer = (await answers[key]?.(init.body ? JSON.parse(String(init.body)) : undefined)) ?? {
        status: 500,
        data: null,
      };
      return new Response(JSON.stringify(answer.data), { status: answer.status });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const ok = (data: object) => () => ({ status: 200, data: { ok: true, ...data } });
const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
const lots = () => queryClient.getQueryData<StoreLot[]>(lotKeys.list(ORG))!;

describe("lot writes", () => {
  it("an edit puts the answered lot in the list and marks the fields stale", async () => {
    queryClient.setQueryData(lotKeys.list(ORG), [lot(3, { order: 1 }), lot(4, { order: 2 })]);
    queryClient.setQueryData(fieldKeys.list(ORG), []);
    answers["PUT /lot/edit/3"] = ok({ lot: lot(3, { order: 1, name: "Bajo Norte", field_id: 9 }) });
    const { result } = renderHook(() => useEditLot());
    await act(() =>
      result.current.mutateAsync({ orgId: ORG, lotId: 3, body: { name: "Bajo Norte", hectares: 10, field_id: 9 } }),
    );
    expect(lots().map((l) => [l.id, l.name])).toEqual([
      [3, "Bajo Norte"],
      [4, "Lote 4"],
    ]);
    expect(stale(fieldKeys.list(ORG))).toBe(true);
  });

  it("recording deaths (answered with a movement) marks the lots stale", async () => {
    queryClient.setQueryData(lotKeys.list(ORG), [lot(3)]);
    answers["POST /lot/record-deaths/3"] = ok({ movement: { id: 1 } });
    const { result } = renderHook(() => useRecordDeaths());
    await act(() =>
      result.current.mutateAsync({
        orgId: ORG,
        lotId: 3,
        input: { rodeo_id: 7, category_id: 1, count: 2, cause: "", date: "2026-03-04" },
      }),
    );
    expect(stale(lotKeys.list(ORG))).toBe(true);
  });

  it("a reorder shows at once; a refusal reads the server's order again", async () => {
    queryClient.setQueryData(lotKeys.list(ORG), [lot(3, { order: 1 }), lot(4, { order: 2 })]);
    let refuse!: () => void;
    const refused = new Promise<Answer>((resolve) => {
      refuse = () => resolve({ status: 409, data: { message: "Orden desactualizado", code: "CONFLICT" } });
    });
    answers["PUT /lot/order/1"] = () => refused;
    const { result } = renderHook(() => useSaveLotOrder());
    let saving!: Promise<unknown>;
    act(() => {
      saving = result.current.mutateAsync({ orgId: ORG, ids: [4, 3] }).catch(() => undefined);
    });
    await vi.waitFor(() => expect(lots().map((l) => l.id)).toEqual([4, 3]));
    expect(stale(lotKeys.list(ORG))).toBe(false);
    refuse();
    await act(() => saving);
    expect(stale(lotKeys.list(ORG))).toBe(true);
    expect(result.current.error).not.toBeNull();
  });
});

describe("field, rodeo and category writes", () => {
  it("a saved field joins the list by name; a deleted one leaves it and marks the lots stale", async () => {
    queryClient.setQueryData(fieldKeys.list(ORG), [{ id: 2, name: "San José", hectares: 10, locality: "" }]);
    queryClient.setQueryData(lotKeys.list(ORG), [lot(3)]);
    answers["POST /field/1"] = ok({ field: { id: 5, name: "El Ombú", hectares: 40, locality: "" } });
    answers["DELETE /field/1/2"] = ok({});
    const save = renderHook(() => useSaveField()).result;
    await act(() =>
      save.current.mutateAsync({ orgId: ORG, fieldId: null, body: { name: "El Ombú", hectares: 40, locality: "" } }),
    );
    const names = () => queryClient.getQueryData<{ name: string }[]>(fieldKeys.list(ORG))!.map((f) => f.name);
    expect(names()).toEqual(["El Ombú", "San José"]);
    const remove = renderHook(() => useDeleteField()).result;
    await act(() => remove.current.mutateAsync({ orgId: ORG, fieldId: 2 }));
    expect(names()).toEqual(["El Ombú"]);
    expect(stale(lotKeys.list(ORG))).toBe(true);
  });

  it("a deleted rodeo leaves the list", async () => {
    queryClient.setQueryData(rodeoKeys.list(ORG), [rodeo(1), rodeo(2)]);
    answers["DELETE /rodeo/1/1"] = ok({});
    const { result } = renderHook(() => useDeleteRodeo());
    await act(() => result.current.mutateAsync({ orgId: ORG, rodeoId: 1 }));
    expect(queryClient.getQueryData<{ id: number }[]>(rodeoKeys.list(ORG))!.map((r) => r.id)).toEqual([2]);
  });

  it("the defaults restored replace the categories and the rodeos' stock names and EV", async () => {
    const vaca = { ...category(1, "Vaca"), ev: 1 };
    queryClient.setQueryData(categoryKeys.list(ORG), [{ ...category(1, "Vacas"), ev: 0.8 }]);
    queryClient.setQueryData(rodeoKeys.list(ORG), [
      { ...rodeo(1), stock: [{ category_id: 1, category: "Vacas", count: 10, ev: 0.8 }] },
    ]);
    answers["POST /animal-categories/1/reset-defaults"] = ok({ message: "", categories: [vaca] });
    const { result } = renderHook(() => useResetDefaultCategories());
    await act(() => result.current.mutateAsync({ orgId: ORG }));
    expect(queryClient.getQueryData(categoryKeys.list(ORG))).toEqual([vaca]);
    const [stocked] = queryClient.getQueryData<ReturnType<typeof rodeo>[]>(rodeoKeys.list(ORG))!;
    expect(stocked!.stock.map((s) => [s.category, s.ev])).toEqual([["Vaca", 1]]);
  });
});
