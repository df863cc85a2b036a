// Snapshots of the last synchronised data in a real IndexedDB implementation (fake-indexeddb): saved from
// the query cache for the kept keys only, per user, put back at start (stale, so screens still refetch),
// and wiped when the user's session ends.
import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeOfflineDb } from "../../web/src/lib/offline/offline-db";
import {
  isSnapshotKey,
  readSessionCopy,
  readSnapshots,
  saveSessionCopy,
  saveSnapshot,
  wipeSnapshots,
} from "../../web/src/lib/offline/snapshots";
import { persistSnapshots, restoreSnapshots } from "../../web/src/lib/offline/snapshots-cache";
import { movementKeys } from "../../web/src/data/movements";
import { supplyKeys } from "../../web/src/data/supplies";
import { queryKeys } from "../../web/src/lib/query/query-keys";
import { accountKeys } from "../../web/src/data/account";
import { dashboardKeys } from "../../web/src/data/dashboard";
import { taskKeys } from "../../web/src/data/tasks";
import { adminUserKeys } from "../../web/src/data/admin-users";
import { categoryKeys } from "../../web/src/data/categories";
import { fieldKeys } from "../../web/src/data/fields";
import { invoiceKeys } from "../../web/src/data/invoices";
import { lotKeys } from "../../web/src/data/lots";
import { rodeoKeys } from "../../web/src/data/rodeos";

const ORG = 7;
const lots = [
  { id: 1, name: "Bajo" },
  { id: 2, name: "Loma" },
];

beforeEach(async () => {
  await closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeOfflineDb());

const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe("which queries are kept", () => {
  it("keeps lots, fields, rodeos, categories, supplies, the log, the dashboard and the task lists of an organization, nothing else", () => {
    for (const key of [
      lotKeys.list(ORG),
      rodeoKeys.list(ORG),
      categoryKeys.list(ORG),
      fieldKeys.list(ORG),
      supplyKeys.list(ORG),
      movementKeys.log(ORG),
      movementKeys.last(ORG),
      dashboardKeys.summary(ORG),
      taskKeys.list(ORG, { due: "today", open: "true" }),
      taskKeys.list(ORG, {}),
    ]) {
      expect(isSnapshotKey(key), JSON.stringify(key)).toBe(true);
    }
    for (const key of [
      queryKeys.org(ORG),
      supplyKeys.all(ORG),
      supplyKeys.filtered(ORG, { low: true }),
      supplyKeys.detail(ORG, 3),
      movementKeys.filtered(ORG, {}),
      invoiceKeys.all(ORG),
      accountKeys.sessions(),
      adminUserKeys.all(),
      taskKeys.all(ORG),
      ["lots"],
    ]) {
      expect(isSnapshotKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it("the cache subscription writes the kept keys only, for the signed-in user", async () => {
    const client = new QueryClient();
    let user: number | null = 1;
    const { stop } = persistSnapshots(client, () => user, 0);
    client.setQueryData(lotKeys.list(ORG), lots);
    client.setQueryData(invoiceKeys.all(ORG), [{ id: 9 }]);
    client.setQueryData(supplyKeys.filtered(ORG, { low: true }), [{ id: 4 }]);
    await settle();
    user = null;
    client.setQueryData(rodeoKeys.list(ORG), [{ id: 5 }]);
    await settle();
    stop();
    const saved = await readSnapshots(1, ORG);
    expect(saved.map((s) => s.queryKey)).toEqual([lotKeys.list(ORG)]);
    expect(saved[0]!.data).toEqual(lots);
  });

  it("an answer that landed while nobody was signed in is written once the user is known", async () => {
    const client = new QueryClient();
    let user: number | null = null;
    const writer = persistSnapshots(client, () => user, 0);
    client.setQueryData(lotKeys.list(ORG), lots);
    await settle();
    expect(await readSnapshots(1, ORG)).toEqual([]);
    user = 1;
    writer.saveCached();
    await settle();
    writer.stop();
    expect((await readSnapshots(1, ORG)).map((s) => s.data)).toEqual([lots]);
  });
});

describe("save and restore", () => {
  it("puts the user's snapshot back with its saved time, marked stale so a mounted screen refetches", async () => {
    const savedAt = Date.parse("2026-11-20T10:00:00Z");
    await saveSnapshot(1, lotKeys.list(ORG), lots, savedAt);
    const client = new QueryClient();
    expect(await restoreSnapshots(client, 1, ORG)).toBe(1);
    expect(client.getQueryData(lotKeys.list(ORG))).toEqual(lots);
    const state = client.getQueryState(lotKeys.list(ORG))!;
    expect(state.dataUpdatedAt).toBe(savedAt);
    expect(state.isInvalidated).toBe(true);
  });

  it("never replaces newer data already in the cache", async () => {
    await saveSnapshot(1, lotKeys.list(ORG), lots, Date.parse("2026-11-20T10:00:00Z"));
    const client = new QueryClient();
    const fresh = [{ id: 3, name: "Nuevo" }];
    client.setQueryData(lotKeys.list(ORG), fresh);
    expect(await restoreSnapshots(client, 1, ORG)).toBe(0);
    expect(client.getQueryData(lotKeys.list(ORG))).toEqual(fresh);
  });

  it("leaves out records still waiting for the server and keeps only the log's first page", async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ id: i + 1 }));
    await saveSnapshot(
      1,
      movementKeys.log(ORG),
      { items: [{ id: -1, isOptimistic: true }, ...items], nextCursor: "c" },
      1,
    );
    await saveSnapshot(1, lotKeys.list(ORG), [...lots, { id: -2, isOptimistic: true }], 1);
    const saved = await readSnapshots(1, ORG);
    const log = saved.find((s) => s.queryKey[2] === "movement-log")!.data as {
      items: { id: number }[];
      nextCursor: unknown;
    };
    expect(log.items).toHaveLength(50);
    expect(log.items[0]!.id).toBe(1);
    expect(log.nextCursor).toBeNull();
    expect(saved.find((s) => s.queryKey[2] === "lots")!.data).toEqual(lots);
  });

  it("does not write back what it just restored", async () => {
    await saveSnapshot(1, lotKeys.list(ORG), lots, 1000);
    const client = new QueryClient();
    const { stop } = persistSnapshots(client, () => 1, 0);
    await restoreSnapshots(client, 1, ORG);
    await settle();
    stop();
    expect((await readSnapshots(1, ORG))[0]!.savedAt).toBe(1000);
  });
});

describe("per user and organization", () => {
  it("another user on the same device never gets the first one's data", async () => {
    await saveSnapshot(1, lotKeys.list(ORG), lots, 1);
    await saveSnapshot(2, lotKeys.list(ORG), [{ id: 9, name: "Ajeno" }], 2);
    await saveSnapshot(1, lotKeys.list(8), [{ id: 10, name: "Otra org" }], 3);
    expect((await readSnapshots(2, ORG)).map((s) => s.data)).toEqual([[{ id: 9, name: "Ajeno" }]]);
    const client = new QueryClient();
    await restoreSnapshots(client, 3, ORG);
    expect(client.getQueryData(lotKeys.list(ORG))).toBeUndefined();
    await restoreSnapshots(client, 1, ORG);
    expect(client.getQueryData(lotKeys.list(ORG))).toEqual(lots);
    expect(client.getQueryData(lotKeys.list(8))).toBeUndefined();
  });

  it("wiping a user removes their snapshots and session copy, not another user's", async () => {
    await saveSnapshot(1, lotKeys.list(ORG), lots, 1);
    await saveSnapshot(1, rodeoKeys.list(ORG), [], 1);
    await saveSessionCopy({ id: 1, email: "a@b.c" }, [{ id: ORG }]);
    await saveSnapshot(2, lotKeys.list(ORG), lots, 1);
    await wipeSnapshots(1);
    expect(await readSnapshots(1, ORG)).toEqual([]);
    expect(await readSessionCopy(1)).toBeNull();
    expect(await readSnapshots(2, ORG)).toHaveLength(1);
  });

  it("the session copy is read only for its own user", async () => {
    await saveSessionCopy({ id: 1, email: "a@b.c" }, [{ id: ORG }]);
    expect(await readSessionCopy(2)).toBeNull();
    expect(await readSessionCopy(1)).toMatchObject({ user: { id: 1 }, organizations: [{ id: ORG }] });
  });
});
