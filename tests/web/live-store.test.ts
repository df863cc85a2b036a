// Every live message updates the herd entries of the query cache exactly once, only for the
// organization they belong to; the last-movements list stays capped at 10; messages without data
// mark the entries they concern for a refetch; rodeo and category messages raise
// 'rodeo-data-changed'.
import { applyLiveMessage, flushInvalidations, type LiveHooks } from "../../web/src/data/live/apply-live-message";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { SOCKET_ACTIONS, type SocketMessage } from "@shared/socket-messages";
import { queryKeys } from "../../web/src/lib/query/query-keys";
import { LAST_MOVEMENTS_CAP } from "../../web/src/data/movement-lists";
import { financeKeys } from "../../web/src/data/finance";
import { dashboardKeys } from "../../web/src/data/dashboard";
import { invoiceKeys } from "../../web/src/data/invoices";
import { supplyKeys } from "../../web/src/data/supplies";
import type { StoreMovement } from "../../web/src/lib/store";
import { categoriesEntry, lotsEntry, rodeosEntry } from "./herd-entries";
import { suppliesEntry, lastMovementsEntry, movementLogEntry, type CacheHandle } from "./cache-handles";
import { animal, supply, category, lot, movement, note as makeNote, rodeo, task as makeTask } from "./live-factories";
import { msg } from "./conversation-fixtures";

const ORG = 1;

const mv = (id: number, date: string, extra: Partial<StoreMovement> = {}): StoreMovement => movement(id, date, extra);

function loadedClient(orgId = ORG): QueryClient {
  const client = new QueryClient();
  client.setQueryData(lotsEntry.key(orgId), [lot(1), lot(2)]);
  client.setQueryData(movementLogEntry.key(orgId), {
    nextCursor: null,
    items: [mv(12, "2026-04-03"), mv(11, "2026-04-02"), mv(10, "2026-04-01")],
  });
  client.setQueryData(lastMovementsEntry.key(orgId), [mv(12, "2026-04-03"), mv(11, "2026-04-02")]);
  client.setQueryData(categoriesEntry.key(orgId), [category(1, "Vaca")]);
  client.setQueryData(rodeosEntry.key(orgId), [rodeo(1)]);
  client.setQueryData(suppliesEntry.key(orgId), [supply(1, { name: "Gasoil" }), supply(2, { name: "Rollos" })]);
  client.setQueryData(supplyKeys.filtered(orgId, { low: true }), [supply(2, { name: "Rollos", low: true })]);
  client.setQueryData(supplyKeys.detail(orgId, 1), { pages: [], pageParams: [] });
  client.setQueryData(supplyKeys.detail(orgId, 2), { pages: [], pageParams: [] });
  client.setQueryData(supplyKeys.consumption(orgId, "2026-01", "2026-12"), { by_supply: [], by_rodeo: [] });
  return client;
}

function effects() {
  const fx = {
    refetchOrganizations: vi.fn(),
  } satisfies LiveHooks;
  return fx;
}

const ids = (items: { id: number }[]) => items.map((x) => x.id);

let client: QueryClient;
let fx: ReturnType<typeof effects>;
/** A message as the socket applies it, with its invalidations made at once (no microtask to wait for). */
const apply = (m: SocketMessage, orgId = ORG) => {
  applyLiveMessage(m, orgId, client, fx);
  flushInvalidations(client);
};
const get = <T>(entry: Pick<CacheHandle<T>, "get">, orgId = ORG) => entry.get(orgId, client)!;
let invalidate: MockInstance<QueryClient["invalidateQueries"]>;
/** How many times a message asked for the entry to be fetched again. */
const refetches = (entry: Pick<CacheHandle<unknown>, "key">) =>
  invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(entry.key(ORG)))
    .length;

beforeEach(() => {
  client = loadedClient();
  fx = effects();
  invalidate = vi.spyOn(client, "invalidateQueries");
});

/** Whether a message left the entry stale (to be fetched again). */
const stale = (key: readonly unknown[], c: QueryClient = client) => c.getQueryState(key)?.isInvalidated ?? false;

describe("the message table: supplies", () => {
  it("asset-created and asset-updated upsert into the list by name, never twice", () => {
    apply({ action: "asset-created", asset: supply(3, { name: "Maíz" }) });
    apply({ action: "asset-created", asset: supply(3, { name: "Maíz" }) });
    expect(get(suppliesEntry).map((a) => a.name)).toEqual(["Gasoil", "Maíz", "Rollos"]);
    apply({ action: "asset-updated", asset: supply(1, { name: "Vacuna aftosa", quantity: 7 }) });
    expect(get(suppliesEntry).map((a) => [a.id, a.name])).toEqual([
      [3, "Maíz"],
      [2, "Rollos"],
      [1, "Vacuna aftosa"],
    ]);
    expect(get(suppliesEntry).find((a) => a.id === 1)?.quantity).toBe(7);
  });

  it("asset-deleted removes it from the list", () => {
    apply({ action: "asset-deleted", assetId: 1 });
    expect(ids(get(suppliesEntry))).toEqual([2]);
    apply({ action: "asset-deleted", assetId: 99 });
    expect(ids(get(suppliesEntry))).toEqual([2]);
  });

  it("refetches the filtered lists, the supply's own detail and the reports; not the patched list", () => {
    apply({ action: "asset-updated", asset: supply(2, { name: "Rollos", quantity: 1, low: true }) });
    expect(stale(supplyKeys.filtered(ORG, { low: true }))).toBe(true);
    expect(stale(supplyKeys.detail(ORG, 2))).toBe(true);
    expect(stale(supplyKeys.detail(ORG, 1))).toBe(false);
    expect(stale(supplyKeys.consumption(ORG, "2026-01", "2026-12"))).toBe(true);
    expect(stale(suppliesEntry.key(ORG))).toBe(false);
    // A filtered list keeps its data until the refetch answers (the server re-evaluates the filter).
    expect(client.getQueryData(supplyKeys.filtered(ORG, { low: true }))).toHaveLength(1);
  });

  it("touches only the message's organization and a list that was loaded", () => {
    const other = loadedClient(2);
    client = other;
    client.removeQueries({ queryKey: suppliesEntry.key(ORG) });
    apply({ action: "asset-created", asset: supply(5) }, ORG);
    expect(suppliesEntry.get(ORG, client)).toBeUndefined();
    expect(ids(suppliesEntry.get(2, client)!)).toEqual([1, 2]);
    expect(stale(supplyKeys.filtered(2, { low: true }))).toBe(false);
    expect(stale(supplyKeys.detail(2, 5))).toBe(false);
  });

  it("a rodeo message refetches the rodeos under withdrawal (its withdrawal_until may have changed)", () => {
    client.setQueryData(supplyKeys.withdrawals(ORG), []);
    apply({ action: "rodeo-updated", rodeo: { ...rodeo(1), withdrawal_until: "2099-01-01" } });
    expect(stale(supplyKeys.withdrawals(ORG))).toBe(true);
    expect(get(rodeosEntry)[0]!.withdrawal_until).toBe("2099-01-01");
  });

  it("every supply entry is under the organization's key, so the reconnect refetch includes them", async () => {
    const keys = [
      suppliesEntry.key(ORG),
      supplyKeys.filtered(ORG, { kind: "alimento" }),
      supplyKeys.detail(ORG, 1),
      supplyKeys.consumption(ORG, "2026-01", "2026-12"),
      supplyKeys.withdrawals(ORG),
    ];
    for (const key of keys) client.setQueryData(key, []);
    await client.invalidateQueries({ queryKey: queryKeys.org(ORG) });
    for (const key of keys) expect(stale(key)).toBe(true);
  });
});

describe("the message table", () => {
  it("update-organization refetches the organizations once", () => {
    apply({ action: "update-organization", organizations: [{ id: ORG, name: "Nueva", members: [] }] });
    expect(fx.refetchOrganizations).toHaveBeenCalledTimes(1);
  });

  it("lot-created / lot-updated / lot-deleted", () => {
    apply({ action: "lot-created", lot: lot(3, { name: "Lote 3", order: 3 }) });
    apply({ action: "lot-created", lot: lot(3, { name: "Lote 3", order: 3 }) }); // a repeat changes nothing
    expect(ids(get(lotsEntry))).toEqual([1, 2, 3]);
    apply({ action: "lot-updated", lot: lot(1, { name: "Potrero norte", order: 9 }) });
    expect(get(lotsEntry).map((l) => l.name)).toEqual(["Lote 2", "Lote 3", "Potrero norte"]);
    apply({ action: "lot-deleted", lotId: 2 });
    expect(ids(get(lotsEntry))).toEqual([3, 1]);
  });

  it("lots-sync and update-lots replace the list; update-lots without lots refetches", () => {
    apply({ action: "lots-sync", lots: [lot(2, { name: "B", order: 1 }), lot(1, { name: "A", order: 2 })] });
    expect(ids(get(lotsEntry))).toEqual([2, 1]);
    apply({ action: "update-lots", lots: [lot(5, { name: "C", order: 1 })] });
    expect(ids(get(lotsEntry))).toEqual([5]);
    apply({ action: "update-lots" });
    expect(refetches(lotsEntry)).toBe(1);
    expect(client.getQueryState(lotsEntry.key(ORG))?.isInvalidated).toBe(true);
  });

  it("animal-updated and animal-count-changed update the lots they carry, or refetch", () => {
    apply({ action: "animal-updated", lot: lot(1, { name: "Lote 1", order: 1, animals: [animal(9, 40)] }) });
    expect(get(lotsEntry)[0]!.animals).toEqual([animal(9, 40)]);
    apply({
      action: "animal-count-changed",
      lots: [
        lot(1, { name: "Lote 1", order: 1, animals: [animal(9, 45)] }),
        lot(2, { name: "Lote 2", order: 2, animals: [animal(8, 3)] }),
      ],
    });
    expect(get(lotsEntry).map((l) => l.animals)).toEqual([[animal(9, 45)], [animal(8, 3)]]);
    expect(refetches(lotsEntry)).toBe(0);
    apply({ action: "animal-count-changed" });
    apply({ action: "animal-updated", lotId: 1 });
    expect(refetches(lotsEntry)).toBe(2);
  });

  it("movement-created goes into the log and the last-10 list once, newest first", () => {
    const created = mv(13, "2026-04-02");
    apply({ action: "movement-created", movement: created });
    apply({ action: "movement-created", movement: created });
    expect(ids(get(movementLogEntry).items)).toEqual([12, 13, 11, 10]);
    expect(ids(get(lastMovementsEntry))).toEqual([12, 13, 11]);
  });

  it("the last-movements list is capped at 10", () => {
    for (let i = 100; i < 125; i++) apply({ action: "movement-created", movement: mv(i, "2026-05-01") });
    const last = get(lastMovementsEntry);
    expect(last).toHaveLength(LAST_MOVEMENTS_CAP);
    expect(LAST_MOVEMENTS_CAP).toBe(10);
    expect(ids(last)).toEqual([124, 123, 122, 121, 120, 119, 118, 117, 116, 115]);
    expect(get(movementLogEntry).items).toHaveLength(28);
  });

  it("a movement older than the loaded page of the log waits for the next page", () => {
    movementLogEntry.update(ORG, (log) => ({ ...log, nextCursor: "cursor-2" }), client);
    apply({ action: "movement-created", movement: mv(5, "2025-01-01") });
    expect(ids(get(movementLogEntry).items)).toEqual([12, 11, 10]);
    apply({ action: "movement-created", movement: mv(6, "2026-04-05") });
    expect(ids(get(movementLogEntry).items)).toEqual([6, 12, 11, 10]);
  });

  it("movement-updated replaces a shown movement; movement-deleted removes it; update-movements refetches", () => {
    apply({ action: "movement-updated", movement: mv(11, "2026-04-04", { detail: "editado" }) });
    expect(ids(get(movementLogEntry).items)).toEqual([11, 12, 10]);
    expect(get(lastMovementsEntry)[0]).toMatchObject({ id: 11, detail: "editado" });
    apply({ action: "movement-updated", movement: mv(99, "2026-04-04") }); // not shown: not added
    expect(ids(get(movementLogEntry).items)).toEqual([11, 12, 10]);
    apply({ action: "movement-deleted", movementId: 12 });
    expect(ids(get(movementLogEntry).items)).toEqual([11, 10]);
    expect(ids(get(lastMovementsEntry))).toEqual([11]);
    apply({ action: "update-movements" });
    expect(refetches(movementLogEntry)).toBe(1);
    expect(refetches(lastMovementsEntry)).toBe(1);
  });

  it("update-movements carrying new entries (a batch) places each once, in order, without refetching the log", () => {
    const batch = [mv(20, "2026-04-05"), mv(21, "2026-04-01"), mv(22, "2026-04-05")];
    apply({ action: "update-movements", movements: batch });
    // What the server recomputes from them (the dashboard's figures, filtered lists) is marked stale once.
    expect(refetches({ key: dashboardKeys.summary })).toBe(1);
    // The sender's own copy (or a repeat) lands on the same records.
    apply({ action: "movement-created", movement: mv(21, "2026-04-01") });
    expect(ids(get(movementLogEntry).items)).toEqual([22, 20, 12, 11, 21, 10]);
    expect(ids(get(lastMovementsEntry))).toEqual([22, 20, 12, 11, 21]);
    expect(refetches(movementLogEntry)).toBe(0);
    expect(refetches(lastMovementsEntry)).toBe(0);
  });

  it("category and rodeo messages update their caches and raise rodeo-data-changed once each", () => {
    apply({ action: "category-created", category: category(2, "Toro") });
    apply({ action: "category-updated", category: category(1, "Vacas") });
    expect(get(categoriesEntry)).toEqual([category(1, "Vacas"), category(2, "Toro")]);
    apply({ action: "category-deleted", categoryId: 1 });
    expect(ids(get(categoriesEntry))).toEqual([2]);
    apply({ action: "categories-sync", categories: [category(7, "Novillo")] });
    expect(ids(get(categoriesEntry))).toEqual([7]);

    apply({ action: "rodeo-created", rodeo: rodeo(2, "Rodeo 2") });
    apply({ action: "rodeo-updated", rodeo: rodeo(1, "Cría") });
    expect(get(rodeosEntry).map((r) => r.name)).toEqual(["Cría", "Rodeo 2"]);
    apply({ action: "rodeo-deleted", rodeoId: 2 });
    expect(ids(get(rodeosEntry))).toEqual([1]);
  });

  it("an EV change or a new category list reaches the rodeos' stock rows, which the EV totals add up", () => {
    const stock = (category_id: number, ev: number) => ({
      id: category_id,
      category_id,
      category: "Vaca",
      ev,
      count: 10,
    });
    client.setQueryData(rodeosEntry.key(ORG), [{ ...rodeo(1), stock: [stock(1, 1), stock(2, 0.5)] }]);
    apply({ action: "category-updated", category: { ...category(1, "Vaca"), ev: 1.5 } });
    expect(get(rodeosEntry)[0]!.stock.map((s) => s.ev)).toEqual([1.5, 0.5]);
    // The whole list (a rename, or the defaults restored) carries names and EVs to them too.
    apply({
      action: "categories-sync",
      categories: [{ ...category(1, "Vaca"), ev: 1 }, { ...category(2, "Ternero"), ev: 0.5 }, category(3, "Toro")],
    });
    expect(get(rodeosEntry)[0]!.stock.map((s) => [s.category, s.ev])).toEqual([
      ["Vaca", 1],
      ["Ternero", 0.5],
    ]);
    // Nothing to change: the rodeos keep their identity, so nothing re-renders.
    const same = get(rodeosEntry);
    apply({ action: "categories-sync", categories: [{ ...category(1, "Vaca"), ev: 1 }] });
    expect(get(rodeosEntry)).toBe(same);
  });

  it("never touches caches of another organization or caches not loaded yet", () => {
    const before = {
      lots: get(lotsEntry),
      movements: get(movementLogEntry),
      last: get(lastMovementsEntry),
      categories: get(categoriesEntry),
      rodeos: get(rodeosEntry),
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
    expect(get(lotsEntry)).toBe(before.lots);
    expect(get(movementLogEntry)).toBe(before.movements);
    expect(get(lastMovementsEntry)).toBe(before.last);
    expect(get(categoriesEntry)).toBe(before.categories);
    expect(get(rodeosEntry)).toBe(before.rodeos);

    // Nor creates the other organization's entries.
    expect(client.getQueryCache().findAll({ queryKey: ["org", 2] })).toEqual([]);

    const empty = new QueryClient();
    applyLiveMessage({ action: "lot-created", lot: lot(1, { name: "X" }) }, ORG, empty, fx);
    expect(lotsEntry.get(ORG, empty)).toBeUndefined();
    expect(empty.getQueryCache().getAll()).toEqual([]);
  });

  it("handles every live message action", () => {
    expect(SOCKET_ACTIONS).toHaveLength(34);
    const note = makeNote(70);
    const task = makeTask(70);
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
      "asset-created": { action: "asset-created", asset: supply(70) },
      "asset-updated": { action: "asset-updated", asset: supply(70) },
      "asset-deleted": { action: "asset-deleted", assetId: 70 },
      "note-created": { action: "note-created", note },
      "note-updated": { action: "note-updated", note },
      "note-deleted": { action: "note-deleted", noteId: 70 },
      "task-created": { action: "task-created", task },
      "task-updated": { action: "task-updated", task },
      "task-deleted": { action: "task-deleted", taskId: 70 },
      "money-changed": { action: "money-changed", kind: "invoice", id: 70 },
      "animals-changed": { action: "animals-changed" },
      "notification-received": {
        action: "notification-received",
        notification: { id: 70, title: "T", body: "", link: "", created_at: "2026-07-01T00:00:00.000Z", read_at: null },
        unread: 1,
      },
      "notifications-read": { action: "notifications-read", ids: "all", unread: 0 },
      // The super admins' room only: an organization's cache ignores them.
      "conversation-message": {
        action: "conversation-message",
        conversation: {
          id: 70,
          phone: "+5491155551234",
          profile_name: "",
          user: null,
          unread_count: 1,
          last_message_at: null,
          last_inbound_at: null,
          last_message: null,
        },
        message: msg({ id: 70, body: "Hola", created_at: "2026-07-01T00:00:00.000Z" }),
      },
      "conversation-status": {
        action: "conversation-status",
        conversation_id: 70,
        message: msg({
          id: 71,
          direction: "out",
          body: "Hola",
          status: "read",
          created_at: "2026-07-01T00:00:00.000Z",
        }),
      },
    };
    for (const action of SOCKET_ACTIONS) expect(() => apply(samples[action])).not.toThrow();
    expect(fx.refetchOrganizations).toHaveBeenCalledTimes(1);
    expect(refetches(movementLogEntry)).toBe(1);
    expect(refetches(lastMovementsEntry)).toBe(1);
    expect(refetches(lotsEntry)).toBe(3);
  });
});

describe("money messages", () => {
  it("a money change marks the money area stale and nothing else", () => {
    const client = loadedClient();
    client.setQueryData(invoiceKeys.list(ORG, {}), { invoices: [] });
    client.setQueryData(financeKeys.summary(ORG, "2026-01-01", "2026-12-31"), { income: 1 });
    applyLiveMessage({ action: "money-changed", kind: "invoice", id: 3 }, ORG, client, effects());
    flushInvalidations(client);
    expect(client.getQueryState(invoiceKeys.list(ORG, {}))?.isInvalidated).toBe(true);
    expect(client.getQueryState(financeKeys.summary(ORG, "2026-01-01", "2026-12-31"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(lotsEntry.key(ORG))?.isInvalidated).toBe(false);
  });
});

describe("a live message during a fetch", () => {
  it("is not lost to the older answer of a fetch that read the server before the write", async () => {
    const live = new QueryClient();
    const key = lastMovementsEntry.key(ORG);
    let server: StoreMovement[] = [mv(1, "2026-07-01")];
    const answers: Array<() => void> = [];
    const observer = new QueryObserver(live, {
      queryKey: key,
      // Each fetch reads the server when it starts, and answers when the test says so.
      queryFn: () => {
        const read = [...server];
        return new Promise<StoreMovement[]>((resolve) => answers.push(() => resolve(read)));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers.shift()!();
    await vi.waitFor(() => expect(live.getQueryData(key)).toHaveLength(1));

    // The reconnect's refetch reads the server; then the movement is written and its message arrives.
    void live.invalidateQueries({ queryKey: key });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    server = [mv(2, "2026-07-02"), ...server];
    applyLiveMessage({ action: "movement-created", movement: mv(2, "2026-07-02") }, ORG, live, fx);
    // The message asked for a new read, after the write, in place of the running one.
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    for (const answer of answers.splice(0)) answer();
    await vi.waitFor(() => expect(live.getQueryState(key)?.fetchStatus).toBe("idle"));
    expect(ids(live.getQueryData<StoreMovement[]>(key)!)).toEqual([2, 1]);
    unsubscribe();
  });
});
