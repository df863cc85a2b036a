// The live message table (web/src/data/live/message-table.ts, docs/spa-data.md): one row per socket
// message and no other; every key a row patches or marks stale belongs to a resource module (the `*Keys`
// factories of web/src/data/*.ts, or queryKeys), so a renamed or mistyped key cannot silently miss the
// cache; an organization's message does nothing outside a room and touches only that organization's keys.
import { hashKey, type QueryFilters, type QueryKey } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import { SOCKET_ACTIONS, type SocketAction, type SocketMessage, type SocketMessageOf } from "@shared/socket-messages";
import type { ConversationSummary } from "@shared/whatsapp-schemas";
import { liveEffectOf } from "../../web/src/data/live/apply-live-message";
import type { LiveEffect } from "../../web/src/data/live/live-effect";
import { messageTable, tableActions } from "../../web/src/data/live/message-table";
import { supply, category, lot, movement, note as makeNote, rodeo, task as makeTask } from "./live-factories";
import { msg } from "./conversation-fixtures";

const ORG = 7;
const OTHER_ORG = 8;

// ---------------------------------------------------------------------------------------------------------
// The known keys: every factory of every resource module, called with sample arguments.

/** Every resource module, so a new module's `*Keys` join without editing this test. */
const dataModules = import.meta.glob<Record<string, unknown>>("../../web/src/data/*.ts", { eager: true });
/** The shared factories (dashboard, the organization's prefix), while they exist. */
const keyModules = import.meta.glob<Record<string, unknown>>("../../web/src/lib/query/query-keys.ts", {
  eager: true,
});

type Factory = (...args: unknown[]) => QueryKey;

/** `name.factory` → the factory, for every exported object named `*Keys` (queryKeys included). */
const factories = new Map<string, Factory>();
for (const mod of [...Object.values(dataModules), ...Object.values(keyModules)]) {
  for (const [name, value] of Object.entries(mod)) {
    if (!name.endsWith("Keys") || typeof value !== "object" || value === null) continue;
    for (const [key, fn] of Object.entries(value)) {
      if (typeof fn === "function") factories.set(`${name}.${key}`, fn as Factory);
    }
  }
}

/** Sample values per parameter, by the parameter's name; a factory with another parameter fails the test. */
const SAMPLES: Array<[RegExp, unknown[]]> = [
  [/^orgId$/, [ORG]],
  [/(^id|Id|^page|^days)$/, [3]],
  [/^filters?$/, [{}]],
  // A searched list is not the unfiltered one ("" is): predicates may tell them apart.
  [/^(q|sort|from|to)$/, ["", "x"]],
];

/** A factory's parameter names, from its source (`(orgId, from, to) => [...]`). */
function parameters(fn: Factory): string[] {
  const source = fn.toString();
  const match = /^(?:async\s*)?(?:function\s*[\w$]*\s*)?\(([^)]*)\)/.exec(source) ?? /^([\w$]+)\s*=>/.exec(source);
  if (!match) throw new Error(`cannot read the parameters of ${source}`);
  // The arity says how many arguments a factory needs (a parameter with a default is not counted).
  return match[1]!
    .split(",")
    .map((p) => p.trim())
    .slice(0, fn.length);
}

/** Every argument list worth calling `fn` with, `orgId` standing for `orgId`. */
function argumentLists(label: string, fn: Factory, orgId: number): unknown[][] {
  let lists: unknown[][] = [[]];
  for (const name of parameters(fn)) {
    const values = name === "orgId" ? [orgId] : SAMPLES.find(([pattern]) => pattern.test(name))?.[1];
    if (!values) throw new Error(`${label}: no sample argument for parameter "${name}" (add one to SAMPLES)`);
    lists = lists.flatMap((args) => values.map((v) => [...args, v]));
  }
  return lists;
}

function knownKeys(orgId: number): QueryKey[] {
  return [...factories].flatMap(([label, fn]) => argumentLists(label, fn, orgId).map((args) => fn(...args)));
}

const known = knownKeys(ORG);
const knownElsewhere = knownKeys(OTHER_ORG).filter((key) => key[0] === "org" && key[1] === OTHER_ORG);

/** Element by element as the query cache compares keys (3 and "3" differ). */
const same = (a: unknown, b: unknown) => hashKey([a]) === hashKey([b]);
const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((element, i) => same(key[i], element));

/**
 * A key exists when a factory makes it, or it is the prefix of one (an invalidation of many), or a factory's
 * key of at least 3 elements is its prefix (the same resource under another id or filter).
 */
const exists = (key: QueryKey) => known.some((k) => startsWith(k, key) || (k.length >= 3 && startsWith(key, k)));

// ---------------------------------------------------------------------------------------------------------
// Sample messages: each action with the shapes its row tells apart.

const at = "2026-07-01T00:00:00.000Z";
const note = makeNote(3);
const task = makeTask(3);
const conversation: ConversationSummary = {
  id: 3,
  phone: "+5491155551234",
  profile_name: "",
  user: null,
  unread_count: 1,
  last_message_at: at,
  last_inbound_at: at,
  last_message: { direction: "in", type: "text", body: "Hola", template_name: null },
};
const waMessage = msg({ id: 3, body: "Hola", created_at: at });

/** The movements whose rows differ: rain, cycles, treatments, supplies, transfers, no rodeo. */
const movements = [
  movement(3, "2026-07-01"),
  movement(3, "2026-07-01", { type: "RAIN", rodeoId: null, animals: [], count: {} }),
  movement(3, "2026-07-01", { type: "PREGNANCY_CHECK", cycle_id: 4 }),
  movement(3, "2026-07-01", { type: "CREATE_REPRODUCTIVE_CYCLE" }),
  movement(3, "2026-07-01", { type: "TREATMENT" }),
  movement(3, "2026-07-01", { type: "ASSET_CONSUMPTION", rodeoId: null }),
  movement(3, "2026-07-01", { type: "TRANSFER", data: { to_rodeo_id: 5 } }),
  movement(3, "2026-07-01", { type: "CHANGE_RODEO", data: { destination_rodeo_id: 6 } }),
];

const samples: { [A in SocketAction]: SocketMessageOf<A>[] } = {
  "update-organization": [
    { action: "update-organization" },
    { action: "update-organization", organizations: [{ id: ORG, name: "La Esperanza", members: [] }] },
  ],
  "lot-created": [{ action: "lot-created", lot: lot(3) }],
  "lot-updated": [{ action: "lot-updated", lot: lot(3, { name: "Potrero norte" }) }],
  "lot-deleted": [{ action: "lot-deleted", lotId: 3 }],
  "lots-sync": [{ action: "lots-sync", lots: [lot(3), lot(4)] }],
  "update-lots": [{ action: "update-lots" }, { action: "update-lots", lots: [lot(3)] }],
  "movement-created": movements.map((m) => ({ action: "movement-created" as const, movement: m })),
  "movement-updated": movements.map((m) => ({ action: "movement-updated" as const, movement: m })),
  "movement-deleted": [{ action: "movement-deleted", movementId: 3 }],
  "update-movements": [{ action: "update-movements" }, { action: "update-movements", movements }],
  "animal-updated": [
    { action: "animal-updated", lot: lot(3) },
    { action: "animal-updated", lotId: 3 },
  ],
  "animal-count-changed": [
    { action: "animal-count-changed" },
    { action: "animal-count-changed", lots: [lot(3), lot(4)] },
    { action: "animal-count-changed", lot: lot(3) },
  ],
  "category-created": [{ action: "category-created", category: category(3, "Toro") }],
  "category-updated": [{ action: "category-updated", category: category(3, "Vaca") }],
  "category-deleted": [{ action: "category-deleted", categoryId: 3 }],
  "categories-sync": [{ action: "categories-sync", categories: [category(3, "Vaca"), category(4, "Toro")] }],
  "rodeo-created": [{ action: "rodeo-created", rodeo: rodeo(3) }],
  "rodeo-updated": [{ action: "rodeo-updated", rodeo: { ...rodeo(3), withdrawal_until: "2026-08-01" } }],
  "rodeo-deleted": [{ action: "rodeo-deleted", rodeoId: 3 }],
  "asset-created": [{ action: "asset-created", asset: supply(3) }],
  "asset-updated": [{ action: "asset-updated", asset: supply(3, { quantity: 5, low: true }) }],
  "asset-deleted": [{ action: "asset-deleted", assetId: 3 }],
  "note-created": [{ action: "note-created", note }],
  "note-updated": [{ action: "note-updated", note: { ...note, pinned: true } }],
  "note-deleted": [{ action: "note-deleted", noteId: 3 }],
  "task-created": [{ action: "task-created", task }],
  "task-updated": [{ action: "task-updated", task: { ...task, status: "hecha" } }],
  "task-deleted": [{ action: "task-deleted", taskId: 3 }],
  "animals-changed": [{ action: "animals-changed" }],
  "money-changed": [
    { action: "money-changed", kind: "invoice", id: 3 },
    { action: "money-changed", kind: "purchase", id: 3 },
    { action: "money-changed", kind: "fiscal", id: 4 },
  ],
  "notification-received": [
    {
      action: "notification-received",
      notification: { id: 3, title: "Lluvia", body: "", link: "", created_at: at, read_at: null },
      unread: 1,
    },
  ],
  "notifications-read": [
    { action: "notifications-read", ids: [3], unread: 0 },
    { action: "notifications-read", ids: "all", unread: 0 },
  ],
  "conversation-message": [{ action: "conversation-message", conversation, message: waMessage }],
  "conversation-status": [
    { action: "conversation-status", conversation_id: 3, message: { ...waMessage, direction: "out", status: "read" } },
  ],
};

/** The rows that are not an organization's: the caller's own bell and the super admins' inbox. */
const ACCOUNT_ACTIONS: readonly SocketAction[] = [
  "notification-received",
  "notifications-read",
  "conversation-message",
  "conversation-status",
];
/** Where account rows may write: the bell's and the inbox's keys. */
const ACCOUNT_ROOTS = ["my-notifications", "conversations"];

// ---------------------------------------------------------------------------------------------------------

const isPredicate = (target: QueryKey | QueryFilters): target is QueryFilters & { predicate: object } =>
  !Array.isArray(target) && typeof (target as QueryFilters).predicate === "function";

/** The keys an effect patches or invalidates (predicates aside), as "patch"/"invalidate" and the key. */
function keysOf(effect: LiveEffect): Array<{ use: string; key: QueryKey }> {
  const patched = (effect.patch ?? []).map((p) => ({ use: "patch", key: p.key }));
  const invalidated = (effect.invalidate ?? []).flatMap((target) => {
    if (Array.isArray(target)) return [{ use: "invalidate", key: target as QueryKey }];
    const key = (target as QueryFilters).queryKey;
    return key ? [{ use: "invalidate", key }] : [];
  });
  return [...patched, ...invalidated];
}

const predicatesOf = (effect: LiveEffect) => (effect.invalidate ?? []).filter(isPredicate);
/** Whether a predicate filter selects a cached entry with this key. */
const selects = (filters: QueryFilters, queryKey: QueryKey) =>
  filters.predicate!({ queryKey } as Parameters<NonNullable<QueryFilters["predicate"]>>[0]);

const show = (key: QueryKey) => JSON.stringify(key);
const cases = SOCKET_ACTIONS.flatMap((action) =>
  (samples[action] as SocketMessage[]).map((message, i) => ({ name: `${action} #${i + 1}`, action, message })),
);

describe("the message table's rows", () => {
  it("has a row for every socket message, and none for anything else", () => {
    const rows = Object.keys(messageTable);
    const missing = SOCKET_ACTIONS.filter((a) => !rows.includes(a));
    const extra = rows.filter((a) => !(SOCKET_ACTIONS as readonly string[]).includes(a));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect([...tableActions].sort()).toEqual([...SOCKET_ACTIONS].sort());
    for (const action of SOCKET_ACTIONS) expect(samples[action].length, action).toBeGreaterThan(0);
  });

  it("knows every resource module's key factories", () => {
    const objects = new Set([...factories.keys()].map((label) => label.split(".")[0]));
    for (const name of [
      "queryKeys",
      "lotKeys",
      "rodeoKeys",
      "categoryKeys",
      "fieldKeys",
      "movementKeys",
      "cycleKeys",
      "supplyKeys",
      "noteKeys",
      "taskKeys",
      "invitationKeys",
      "financeKeys",
      "invoiceKeys",
      "purchaseKeys",
      "notificationKeys",
      "conversationKeys",
    ]) {
      expect(objects.has(name), name).toBe(true);
    }
    expect(known.some((k) => show(k) === show(["org", ORG, "lots"]))).toBe(true);
  });
});

describe.each(cases)("$name", ({ action, message }) => {
  // Computed in each test, so a missing or throwing row fails its own tests, not the whole file.
  let effect: LiveEffect = {};
  beforeEach(() => {
    effect = liveEffectOf(message, ORG);
  });
  const account = ACCOUNT_ACTIONS.includes(action);

  it("does something", () => {
    const size = (effect.patch?.length ?? 0) + (effect.invalidate?.length ?? 0) + (effect.refetchOrganizations ? 1 : 0);
    expect(size).toBeGreaterThan(0);
  });

  it("patches and invalidates only keys a resource module makes", () => {
    const unknown = keysOf(effect)
      .filter(({ key }) => !exists(key))
      .map(({ use, key }) => `${use} ${show(key)}`);
    expect(unknown).toEqual([]);
  });

  it("invalidates through predicates only entries a resource module makes, in its own scope", () => {
    for (const filters of predicatesOf(effect)) {
      expect(known.some((key) => selects(filters, key))).toBe(true);
      expect(knownElsewhere.filter((key) => selects(filters, key)).map(show)).toEqual([]);
    }
  });

  if (account) {
    it("is account data: the same outside an organization's room, never under an organization", () => {
      const outside = liveEffectOf(message, null);
      expect(keysOf(outside)).toEqual(keysOf(effect));
      expect(outside.patch?.length).toBe(effect.patch?.length);
      expect(outside.invalidate?.length).toBe(effect.invalidate?.length);
      const stray = keysOf(effect).filter(({ key }) => !ACCOUNT_ROOTS.includes(key[0] as string));
      expect(stray.map(({ use, key }) => `${use} ${show(key)}`)).toEqual([]);
      for (const filters of predicatesOf(effect)) {
        expect(known.filter((key) => key[0] === "org" && selects(filters, key)).map(show)).toEqual([]);
      }
    });
  } else {
    it("does nothing outside an organization's room", () => {
      expect(liveEffectOf(message, null)).toEqual({});
    });

    it("touches only the organization's own keys", () => {
      const stray = keysOf(effect).filter(({ key }) => !startsWith(key, ["org", ORG]));
      expect(stray.map(({ use, key }) => `${use} ${show(key)}`)).toEqual([]);
    });
  }
});
