// The outbox (issue #16) on a real IndexedDB implementation (fake-indexeddb), driven at the HTTP
// boundary: a scripted global fetch behind the app's own typed client and request core.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closeOfflineDb, DB_NAME } from "../../web/src/lib/offline/offline-db";
import {
  conflictsFor,
  discardConflict,
  enqueue,
  pendingFor,
  requeueConflict,
  type NewOutboxRecord,
} from "../../web/src/lib/offline/outbox";
import { submitCreate } from "../../web/src/lib/offline/outbox-submit";
import { cancelRetry, syncOutbox } from "../../web/src/lib/offline/outbox-sync";
import { lastReceivedAt } from "../../web/src/lib/api/last-received";
import { createMovement } from "../../web/src/lib/api/movement-writes";
import { STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

const ORG = 7;
type Answer = { status: number; data?: unknown } | "network";
let calls: { method: string; path: string; body: Record<string, unknown> | null }[];
let answers: Answer[];

const reply = (status: number, data: unknown) => new Response(JSON.stringify(data), { status });
const movementPosts = () => calls.filter((c) => c.path.startsWith("/movement/"));

async function scriptedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const path = url.replace(/^\/api/, "");
  const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
  calls.push({ method: init.method ?? "GET", path, body });
  if (path === "/auth/refresh-token") {
    return reply(200, { ok: true, token: tokenExpiringIn(900, Date.now(), { sub: "1" }), refresh_token: "r2" });
  }
  const answer = answers.shift() ?? { status: 201 };
  if (answer === "network") throw new TypeError("Failed to fetch");
  const data = answer.data ?? { ok: true, movement: { id: calls.length, type: "BIRTH", organization_id: ORG } };
  return reply(answer.status, data);
}

/** A session of user `sub` (the refresh token expiring in `refreshIn` seconds). */
function logIn(sub: number, refreshIn = 86_400) {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now(), { sub: String(sub) }));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(refreshIn, Date.now(), { sub: String(sub) }));
}

const record = (n: number, user_id = 1): NewOutboxRecord => ({
  client_id: `client-${n}-0000`,
  user_id,
  organization_id: ORG,
  kind: "BIRTH",
  path: `/movement/birth/${ORG}`,
  body: { date: "2026-11-23", rodeo_id: 3, animals: [{ type: "Ternero", count: n }], client_id: `client-${n}-0000` },
});

const offline = (value: boolean) => vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(!value);

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal("fetch", vi.fn(scriptedFetch));
  logIn(1);
});

afterEach(async () => {
  cancelRetry();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await closeOfflineDb();
  await new Promise((done) => {
    const req = indexedDB.deleteDatabase(DB_NAME);
    req.onsuccess = req.onerror = req.onblocked = done;
  });
});

describe("saving a create", () => {
  it("offline: kept with a UUID client id, the user, organization, kind, path and body; nothing sent", async () => {
    offline(true);
    const result = await submitCreate({ kind: "BIRTH", orgId: ORG, body: { date: "2026-11-23" } }, (b) =>
      createMovement("BIRTH", ORG, b),
    );
    expect(result.queued).toBe(true);
    expect(calls).toHaveLength(0);
    const [kept] = await pendingFor(1);
    expect(kept).toMatchObject({ user_id: 1, organization_id: ORG, kind: "BIRTH", path: `/movement/birth/${ORG}` });
    expect(kept!.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept!.body).toEqual({ date: "2026-11-23", client_id: kept!.client_id });
  });

  it("a request lost to the network is kept with the same client id it was sent with", async () => {
    answers = ["network"];
    const result = await submitCreate({ kind: "DEATH", orgId: ORG, body: { date: "2026-11-23" } }, (b) =>
      createMovement("DEATH", ORG, b),
    );
    expect(result.queued).toBe(true);
    const sentId = movementPosts()[0]!.body!.client_id;
    expect(typeof sentId).toBe("string");
    expect((await pendingFor(1))[0]!.client_id).toBe(sentId);
  });

  it("online: sent with a client id; a refusal is the form's (not queued)", async () => {
    const sent = await submitCreate({ kind: "BIRTH", orgId: ORG, body: {} }, (b) => createMovement("BIRTH", ORG, b));
    expect(sent.queued).toBe(false);
    expect(movementPosts()[0]!.body!.client_id).toBeTruthy();
    answers = [{ status: 409, data: { ok: false, message: "No hay suficientes animales" } }];
    await expect(
      submitCreate({ kind: "BIRTH", orgId: ORG, body: {} }, (b) => createMovement("BIRTH", ORG, b)),
    ).rejects.toMatchObject({ status: 409 });
    expect(await pendingFor(1)).toHaveLength(0);
  });
});

describe("the sync engine", () => {
  it("keeps the order recorded and sends in it, one at a time, then records the sync time", async () => {
    for (const n of [1, 2, 3]) await enqueue(record(n));
    expect((await pendingFor(1)).map((r) => r.client_id)).toEqual(["client-1-0000", "client-2-0000", "client-3-0000"]);
    expect(lastReceivedAt()).toBeNull();
    expect(await syncOutbox()).toBe("done");
    expect(movementPosts().map((c) => c.body!.client_id)).toEqual(["client-1-0000", "client-2-0000", "client-3-0000"]);
    expect(movementPosts().every((c) => c.path === `/movement/birth/${ORG}`)).toBe(true);
    expect(await pendingFor(1)).toHaveLength(0);
    expect(lastReceivedAt()).not.toBeNull();
  });

  it("a network failure keeps the record queued (and stops, so the order holds)", async () => {
    await enqueue(record(1));
    await enqueue(record(2));
    answers = ["network"];
    expect(await syncOutbox()).toBe("retry-later");
    const waiting = await pendingFor(1);
    expect(waiting.map((r) => r.client_id)).toEqual(["client-1-0000", "client-2-0000"]);
    expect(waiting[0]!.attempts).toBe(1);
    expect(movementPosts()).toHaveLength(1);
  });

  it("5xx and 429 keep it queued", async () => {
    await enqueue(record(1));
    answers = [{ status: 503, data: { ok: false } }];
    expect(await syncOutbox()).toBe("retry-later");
    answers = [{ status: 429, data: { ok: false, message: "Demasiadas solicitudes" } }];
    expect(await syncOutbox()).toBe("retry-later");
    expect(await pendingFor(1)).toHaveLength(1);
    expect(await conflictsFor(1)).toHaveLength(0);
  });

  it("offline, nothing is tried", async () => {
    await enqueue(record(1));
    offline(true);
    expect(await syncOutbox()).toBe("offline");
    expect(calls).toHaveLength(0);
  });

  it("409 and 400 move the record to the conflicts with the Spanish reason and code; the rest goes on", async () => {
    for (const n of [1, 2, 3]) await enqueue(record(n));
    answers = [
      { status: 409, data: { ok: false, code: "NOT_ENOUGH_STOCK", message: "No hay suficientes Vacas en el rodeo" } },
      { status: 400, data: { ok: false, message: "El rodeo no existe" } },
      { status: 201 },
    ];
    expect(await syncOutbox()).toBe("done");
    const conflicts = await conflictsFor(1);
    expect(conflicts).toHaveLength(2);
    const byId = Object.fromEntries(conflicts.map((c) => [c.client_id, c]));
    expect(byId["client-1-0000"]).toMatchObject({
      status: 409,
      code: "NOT_ENOUGH_STOCK",
      message: "No hay suficientes Vacas en el rodeo",
      body: record(1).body,
    });
    expect(byId["client-2-0000"]).toMatchObject({ status: 400, message: "El rodeo no existe" });
    expect(await pendingFor(1)).toHaveLength(0);
  });

  it("401: the session is refreshed, then the same record is sent again with the same client id", async () => {
    await enqueue(record(1));
    answers = [{ status: 401, data: { ok: false, message: "Token expired" } }, { status: 201 }];
    expect(await syncOutbox()).toBe("done");
    expect(calls.map((c) => c.path)).toEqual([
      `/movement/birth/${ORG}`,
      "/auth/refresh-token",
      `/movement/birth/${ORG}`,
    ]);
    expect(movementPosts().map((c) => c.body!.client_id)).toEqual(["client-1-0000", "client-1-0000"]);
    expect(await pendingFor(1)).toHaveLength(0);
  });

  it("an expired refresh token: the queue waits; another user's session never sends it; the same user's does", async () => {
    await enqueue(record(1));
    logIn(1, -60);
    expect(await syncOutbox()).toBe("session-ended");
    expect(movementPosts()).toHaveLength(0);
    expect(await pendingFor(1)).toHaveLength(1);

    logIn(2);
    expect(await syncOutbox()).toBe("done");
    expect(movementPosts()).toHaveLength(0);
    expect(await pendingFor(1)).toHaveLength(1);

    logIn(1);
    expect(await syncOutbox()).toBe("done");
    expect(movementPosts()).toHaveLength(1);
    expect(await pendingFor(1)).toHaveLength(0);
  });

  it("the queue survives closing and re-opening the database", async () => {
    await enqueue(record(1));
    await enqueue(record(2));
    await closeOfflineDb();
    expect((await pendingFor(1)).map((r) => r.client_id)).toEqual(["client-1-0000", "client-2-0000"]);
    await syncOutbox();
    expect(movementPosts()).toHaveLength(2);
  });
});

describe("conflicts", () => {
  async function oneConflict() {
    await enqueue(record(5));
    answers = [{ status: 409, data: { ok: false, message: "No hay suficientes animales" } }];
    await syncOutbox();
    return (await conflictsFor(1))[0]!;
  }

  it("edit and resend goes to the queue under a new client id with the edited values", async () => {
    const conflict = await oneConflict();
    const edited = { ...conflict.body, animals: [{ type: "Ternero", count: 2 }] };
    const requeued = await requeueConflict(conflict.client_id, edited);
    expect(requeued!.client_id).not.toBe(conflict.client_id);
    expect(await conflictsFor(1)).toHaveLength(0);
    await syncOutbox();
    const last = movementPosts().at(-1)!;
    expect(last.body!.client_id).toBe(requeued!.client_id);
    expect(last.body!.animals).toEqual([{ type: "Ternero", count: 2 }]);
    expect(await pendingFor(1)).toHaveLength(0);
  });

  it("discard removes it for good", async () => {
    const conflict = await oneConflict();
    await discardConflict(conflict.client_id);
    expect(await conflictsFor(1)).toHaveLength(0);
    await closeOfflineDb();
    expect(await conflictsFor(1)).toHaveLength(0);
    expect(await pendingFor(1)).toHaveLength(0);
  });
});
