// Writes do not wait for their room, so two writes' messages about one entity may arrive in either order
// (docs/live-sync.md). Each carries its writer's D1 bookmark: a message older than a state already applied
// for its entity patches nothing, whatever the order of arrival; other entities and messages without a
// bookmark are not held back.
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SocketMessage } from "@shared/socket-messages";
import { applyLiveMessage, flushInvalidations } from "../../web/src/data/live/apply-live-message";
import { entitiesOf, SnapshotOrder } from "../../web/src/data/live/snapshot-order";
import { lotsEntry, rodeosEntry } from "./herd-entries";
import { lastMovementsEntry } from "./cache-handles";
import { lot, movement, rodeo } from "./live-factories";

const ORG = 1;
/** D1 bookmarks in commit order (they sort as text). */
const mark = (n: number) => `00000000-0000000${n}-00000000-${"0".repeat(31)}${n}`;

let client: QueryClient;
const apply = (m: SocketMessage) => {
  applyLiveMessage(m, ORG, client, { refetchOrganizations: vi.fn() });
  flushInvalidations(client);
};

beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(lotsEntry.key(ORG), [lot(1), lot(2)]);
  client.setQueryData(rodeosEntry.key(ORG), [rodeo(1)]);
  client.setQueryData(lastMovementsEntry.key(ORG), [movement(10, "2026-04-01")]);
});

describe("live messages out of order", () => {
  it("a later count of a lot stays when the earlier one arrives after it", () => {
    apply({ action: "animal-count-changed", lots: [lot(1, { total: 30 })], bookmark: mark(2) });
    apply({ action: "animal-count-changed", lots: [lot(1, { total: 20 })], bookmark: mark(1) });
    expect(lotsEntry.get(ORG, client)!.find((l) => l.id === 1)!.total).toBe(30);
  });

  it("in commit order both apply, the last one wins", () => {
    apply({ action: "animal-count-changed", lots: [lot(1, { total: 20 })], bookmark: mark(1) });
    apply({ action: "animal-count-changed", lots: [lot(1, { total: 30 })], bookmark: mark(2) });
    expect(lotsEntry.get(ORG, client)!.find((l) => l.id === 1)!.total).toBe(30);
  });

  it("an edit that arrives after the deletion of its movement does not bring it back", () => {
    apply({ action: "movement-deleted", movementId: 10, bookmark: mark(3) });
    apply({ action: "movement-updated", movement: movement(10, "2026-04-01", { detail: "tarde" }), bookmark: mark(2) });
    expect(lastMovementsEntry.get(ORG, client)!.map((m) => m.id)).not.toContain(10);
  });

  it("an older message of another entity still applies", () => {
    apply({ action: "rodeo-updated", rodeo: rodeo(1, "Nuevo"), bookmark: mark(5) });
    apply({ action: "animal-count-changed", lots: [lot(2, { total: 7 })], bookmark: mark(4) });
    expect(lotsEntry.get(ORG, client)!.find((l) => l.id === 2)!.total).toBe(7);
    expect(rodeosEntry.get(ORG, client)!.find((r) => r.id === 1)!.name).toBe("Nuevo");
  });

  it("a message stale for one lot but new for another fetches the lots again instead of losing the other", () => {
    const invalidate = vi.spyOn(client, "invalidateQueries");
    apply({ action: "animal-count-changed", lots: [lot(1, { total: 30 })], bookmark: mark(3) });
    invalidate.mockClear();
    apply({ action: "animal-count-changed", lots: [lot(1, { total: 20 }), lot(2, { total: 9 })], bookmark: mark(2) });
    expect(lotsEntry.get(ORG, client)!.find((l) => l.id === 1)!.total).toBe(30);
    const refetched = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(refetched).toContain(JSON.stringify(lotsEntry.key(ORG)));
  });

  it("a stale message still marks its views stale (a refetch reads the newest state)", () => {
    const invalidate = vi.spyOn(client, "invalidateQueries");
    apply({ action: "rodeo-updated", rodeo: rodeo(1, "B"), bookmark: mark(2) });
    invalidate.mockClear();
    apply({ action: "rodeo-updated", rodeo: rodeo(1, "A"), bookmark: mark(1) });
    expect(rodeosEntry.get(ORG, client)!.find((r) => r.id === 1)!.name).toBe("B");
    expect(invalidate).toHaveBeenCalled();
  });
});

describe("SnapshotOrder", () => {
  it("admits messages without a bookmark or without entities", () => {
    const order = new SnapshotOrder();
    expect(order.admit({ action: "rodeo-updated", rodeo: rodeo(1), bookmark: mark(9) })).toBe(true);
    expect(order.admit({ action: "rodeo-updated", rodeo: rodeo(1) })).toBe(true);
    expect(order.admit({ action: "note-deleted", noteId: 1, bookmark: mark(1) })).toBe(true);
    expect(order.admit({ action: "rodeo-updated", rodeo: rodeo(1), bookmark: mark(8) })).toBe(false);
  });

  it("admits two messages of one write (same bookmark) and refuses a list holding one stale entity", () => {
    const order = new SnapshotOrder();
    expect(order.admit({ action: "lot-updated", lot: lot(1), bookmark: mark(5) })).toBe(true);
    expect(order.admit({ action: "animal-count-changed", lots: [lot(1)], bookmark: mark(5) })).toBe(true);
    expect(order.admit({ action: "lots-sync", lots: [lot(1), lot(2)], bookmark: mark(4) })).toBe(false);
  });

  it("names the entities of every message that carries state", () => {
    expect(entitiesOf({ action: "animal-count-changed", lots: [lot(1)], lot: lot(2) })).toEqual(["lot:1", "lot:2"]);
    expect(entitiesOf({ action: "asset-deleted", assetId: 3 })).toEqual(["supply:3"]);
    expect(entitiesOf({ action: "money-changed", kind: "invoice", id: 1 })).toEqual([]);
  });
});
