// Every live message updates the caches exactly once, only for the organization they hold; the
// last-movements list stays capped at 10; rodeo and category messages raise 'rodeo-data-changed'.
import { createStore } from "jotai";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SOCKET_ACTIONS, type SocketMessage } from "@shared/socket-messages";
import {
  applySocketMessage,
  categoriesCacheAtom,
  lastMovementsCacheAtom,
  lotsCacheAtom,
  movementsCacheAtom,
  rodeosCacheAtom,
  LAST_MOVEMENTS_CAP,
  RODEO_DATA_CHANGED,
  type MessageEffects,
  type StoreMovement,
} from "../../web/src/lib/store";
import { animal, category, lot, movement, rodeo } from "./live-factories";

const ORG = 1;
type Store = ReturnType<typeof createStore>;

const mv = (id: number, date: string, extra: Partial<StoreMovement> = {}): StoreMovement => movement(id, date, extra);

function loadedStore(orgId = ORG): Store {
  const store = createStore();
  store.set(lotsCacheAtom, {
    orgId,
    loaded: true,
    items: [lot(1), lot(2)],
  });
  store.set(movementsCacheAtom, {
    orgId,
    loaded: true,
    nextCursor: null,
    items: [mv(12, "2026-04-03"), mv(11, "2026-04-02"), mv(10, "2026-04-01")],
  });
  store.set(lastMovementsCacheAtom, { orgId, loaded: true, items: [mv(12, "2026-04-03"), mv(11, "2026-04-02")] });
  store.set(categoriesCacheAtom, { orgId, loaded: true, items: [category(1, "Vaca")] });
  store.set(rodeosCacheAtom, { orgId, loaded: true, items: [rodeo(1)] });
  return store;
}

function effects() {
  const fx = {
    refetchLots: vi.fn(),
    refetchMovements: vi.fn(),
    refetchOrganizations: vi.fn(),
    rodeoDataChanged: vi.fn(),
  } satisfies MessageEffects;
  return fx;
}

const ids = (items: { id: number }[]) => items.map((x) => x.id);

let store: Store;
let fx: ReturnType<typeof effects>;
const apply = (m: SocketMessage, orgId = ORG) => applySocketMessage(m, orgId, store, fx);

beforeEach(() => {
  store = loadedStore();
  fx = effects();
});

describe("applySocketMessage", () => {
  it("update-organization refetches the organizations once", () => {
    apply({ action: "update-organization", organizations: [{ id: ORG, name: "Nueva", members: [] }] });
    expect(fx.refetchOrganizations).toHaveBeenCalledTimes(1);
  });

  it("lot-created / lot-updated / lot-deleted", () => {
    apply({ action: "lot-created", lot: lot(3, { name: "Lote 3", order: 3 }) });
    apply({ action: "lot-created", lot: lot(3, { name: "Lote 3", order: 3 }) }); // a repeat changes nothing
    expect(ids(store.get(lotsCacheAtom).items)).toEqual([1, 2, 3]);
    apply({ action: "lot-updated", lot: lot(1, { name: "Potrero norte", order: 9 }) });
    expect(store.get(lotsCacheAtom).items.map((l) => l.name)).toEqual(["Lote 2", "Lote 3", "Potrero norte"]);
    apply({ action: "lot-deleted", lotId: 2 });
    expect(ids(store.get(lotsCacheAtom).items)).toEqual([3, 1]);
  });

  it("lots-sync and update-lots replace the list; update-lots without lots refetches", () => {
    apply({ action: "lots-sync", lots: [lot(2, { name: "B", order: 1 }), lot(1, { name: "A", order: 2 })] });
    expect(ids(store.get(lotsCacheAtom).items)).toEqual([2, 1]);
    apply({ action: "update-lots", lots: [lot(5, { name: "C", order: 1 })] });
    expect(ids(store.get(lotsCacheAtom).items)).toEqual([5]);
    apply({ action: "update-lots" });
    expect(fx.refetchLots).toHaveBeenCalledWith(ORG);
    expect(fx.refetchLots).toHaveBeenCalledTimes(1);
  });

  it("animal-updated and animal-count-changed update the lots they carry, or refetch", () => {
    apply({ action: "animal-updated", lot: lot(1, { name: "Lote 1", order: 1, animals: [animal(9, 40)] }) });
    expect(store.get(lotsCacheAtom).items[0]!.animals).toEqual([animal(9, 40)]);
    apply({
      action: "animal-count-changed",
      lots: [
        lot(1, { name: "Lote 1", order: 1, animals: [animal(9, 45)] }),
        lot(2, { name: "Lote 2", order: 2, animals: [animal(8, 3)] }),
      ],
    });
    expect(store.get(lotsCacheAtom).items.map((l) => l.animals)).toEqual([[animal(9, 45)], [animal(8, 3)]]);
    expect(fx.refetchLots).not.toHaveBeenCalled();
    apply({ action: "animal-count-changed" });
    apply({ action: "animal-updated", lotId: 1 });
    expect(fx.refetchLots).toHaveBeenCalledTimes(2);
  });

  it("movement-created goes into the log and the last-10 list once, newest first", () => {
    const created = mv(13, "2026-04-02");
    apply({ action: "movement-created", movement: created });
    apply({ action: "movement-created", movement: created });
    expect(ids(store.get(movementsCacheAtom).items)).toEqual([12, 13, 11, 10]);
    expect(ids(store.get(lastMovementsCacheAtom).items)).toEqual([12, 13, 11]);
  });

  it("the last-movements list is capped at 10", () => {
    for (let i = 100; i < 125; i++) apply({ action: "movement-created", movement: mv(i, "2026-05-01") });
    const last = store.get(lastMovementsCacheAtom).items;
    expect(last).toHaveLength(LAST_MOVEMENTS_CAP);
    expect(LAST_MOVEMENTS_CAP).toBe(10);
    expect(ids(last)).toEqual([124, 123, 122, 121, 120, 119, 118, 117, 116, 115]);
    expect(store.get(movementsCacheAtom).items).toHaveLength(28);
  });

  it("a movement older than the loaded page of the log waits for the next page", () => {
    store.set(movementsCacheAtom, (c) => ({ ...c, nextCursor: "cursor-2" }));
    apply({ action: "movement-created", movement: mv(5, "2025-01-01") });
    expect(ids(store.get(movementsCacheAtom).items)).toEqual([12, 11, 10]);
    apply({ action: "movement-created", movement: mv(6, "2026-04-05") });
    expect(ids(store.get(movementsCacheAtom).items)).toEqual([6, 12, 11, 10]);
  });

  it("movement-updated replaces a shown movement; movement-deleted removes it; update-movements refetches", () => {
    apply({ action: "movement-updated", movement: mv(11, "2026-04-04", { detail: "editado" }) });
    expect(ids(store.get(movementsCacheAtom).items)).toEqual([11, 12, 10]);
    expect(store.get(lastMovementsCacheAtom).items[0]).toMatchObject({ id: 11, detail: "editado" });
    apply({ action: "movement-updated", movement: mv(99, "2026-04-04") }); // not shown: not added
    expect(ids(store.get(movementsCacheAtom).items)).toEqual([11, 12, 10]);
    apply({ action: "movement-deleted", movementId: 12 });
    expect(ids(store.get(movementsCacheAtom).items)).toEqual([11, 10]);
    expect(ids(store.get(lastMovementsCacheAtom).items)).toEqual([11]);
    apply({ action: "update-movements" });
    expect(fx.refetchMovements).toHaveBeenCalledTimes(1);
  });

  it("category and rodeo messages update their caches and raise rodeo-data-changed once each", () => {
    apply({ action: "category-created", category: category(2, "Toro") });
    apply({ action: "category-updated", category: category(1, "Vacas") });
    expect(store.get(categoriesCacheAtom).items).toEqual([category(1, "Vacas"), category(2, "Toro")]);
    apply({ action: "category-deleted", categoryId: 1 });
    expect(ids(store.get(categoriesCacheAtom).items)).toEqual([2]);
    apply({ action: "categories-sync", categories: [category(7, "Novillo")] });
    expect(ids(store.get(categoriesCacheAtom).items)).toEqual([7]);

    apply({ action: "rodeo-created", rodeo: rodeo(2, "Rodeo 2") });
    apply({ action: "rodeo-updated", rodeo: rodeo(1, "Cría") });
    expect(store.get(rodeosCacheAtom).items.map((r) => r.name)).toEqual(["Cría", "Rodeo 2"]);
    apply({ action: "rodeo-deleted", rodeoId: 2 });
    expect(ids(store.get(rodeosCacheAtom).items)).toEqual([1]);
    expect(fx.rodeoDataChanged).toHaveBeenCalledTimes(7);
  });

  it("the real effect raises a window event named rodeo-data-changed", async () => {
    const { messageEffects } = await import("../../web/src/lib/live/start-live-sync");
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(RODEO_DATA_CHANGED, listener);
    const message: SocketMessage = { action: "rodeo-deleted", rodeoId: 1 };
    applySocketMessage(message, ORG, store, messageEffects(store));
    window.removeEventListener(RODEO_DATA_CHANGED, listener);
    expect(RODEO_DATA_CHANGED).toBe("rodeo-data-changed");
    expect(seen).toEqual([message]);
  });

  it("never touches caches of another organization or caches not loaded yet", () => {
    const before = {
      lots: store.get(lotsCacheAtom),
      movements: store.get(movementsCacheAtom),
      last: store.get(lastMovementsCacheAtom),
      categories: store.get(categoriesCacheAtom),
      rodeos: store.get(rodeosCacheAtom),
    };
    const messages: SocketMessage[] = [
      { action: "lot-created", lot: lot(50, { name: "X" }) },
      { action: "lot-deleted", lotId: 1 },
      { action: "lots-sync", lots: [] },
      { action: "movement-created", movement: mv(50, "2026-06-01") },
      { action: "movement-deleted", movementId: 12 },
      { action: "category-created", category: category(50, "X") },
      { action: "rodeo-deleted", rodeoId: 1 },
    ];
    for (const m of messages) apply(m, 2);
    expect(store.get(lotsCacheAtom)).toBe(before.lots);
    expect(store.get(movementsCacheAtom)).toBe(before.movements);
    expect(store.get(lastMovementsCacheAtom)).toBe(before.last);
    expect(store.get(categoriesCacheAtom)).toBe(before.categories);
    expect(store.get(rodeosCacheAtom)).toBe(before.rodeos);

    const empty = createStore();
    applySocketMessage({ action: "lot-created", lot: lot(1, { name: "X" }) }, ORG, empty, fx);
    expect(empty.get(lotsCacheAtom)).toEqual({ orgId: null, items: [], loaded: false });
  });

  it("handles every action of SPEC.md §7", () => {
    expect(SOCKET_ACTIONS).toHaveLength(19);
    const samples: Record<(typeof SOCKET_ACTIONS)[number], SocketMessage> = {
      "update-organization": { action: "update-organization" },
      "lot-created": { action: "lot-created", lot: lot(70, { name: "N" }) },
      "lot-updated": { action: "lot-updated", lot: lot(1, { name: "N" }) },
      "lot-deleted": { action: "lot-deleted", lotId: 2 },
      "lots-sync": { action: "lots-sync", lots: [lot(1, { name: "A" })] },
      "update-lots": { action: "update-lots" },
      "movement-created": { action: "movement-created", movement: mv(70, "2026-07-01") },
      "movement-updated": { action: "movement-updated", movement: mv(70, "2026-07-02") },
      "movement-deleted": { action: "movement-deleted", movementId: 70 },
      "update-movements": { action: "update-movements" },
      "animal-updated": { action: "animal-updated", lotId: 1 },
      "animal-count-changed": { action: "animal-count-changed" },
      "category-created": { action: "category-created", category: category(70, "C") },
      "category-updated": { action: "category-updated", category: category(70, "D") },
      "category-deleted": { action: "category-deleted", categoryId: 70 },
      "categories-sync": { action: "categories-sync", categories: [] },
      "rodeo-created": { action: "rodeo-created", rodeo: rodeo(70) },
      "rodeo-updated": { action: "rodeo-updated", rodeo: rodeo(70, "R") },
      "rodeo-deleted": { action: "rodeo-deleted", rodeoId: 70 },
    };
    for (const action of SOCKET_ACTIONS) expect(() => apply(samples[action])).not.toThrow();
    expect(fx.refetchOrganizations).toHaveBeenCalledTimes(1);
    expect(fx.refetchMovements).toHaveBeenCalledTimes(1);
    expect(fx.refetchLots).toHaveBeenCalledTimes(3);
    expect(fx.rodeoDataChanged).toHaveBeenCalledTimes(7);
  });
});
