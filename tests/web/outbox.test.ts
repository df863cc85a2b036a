// The outbox (docs/offline.md) on a real IndexedDB implementation (fake-indexeddb), driven at the HTTP
// boundary: a scripted global fetch behind the app's own typed client and request core. Unless told
// otherwise the fake server records each client id once, as the worker does (a repeat answers the
// movement already recorded), so a lost answer followed by a retry can be checked end to end.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closeOfflineDb } from "../../web/src/lib/offline/offline-db";
import { resetOfflineDb } from "./offline-db-helpers";
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
import { BATCH_BYTES } from "../../web/src/lib/offline/outbox-batch";
import { lastReceivedAt } from "../../web/src/lib/api/last-received";
import { checkedBody, createMovement } from "../../web/src/lib/api/movement-writes";
import { STORAGE_KEYS } from "../../web/src/lib/session";
import { queryClient } from "../../web/src/lib/query/query-client";
import { movementKeys } from "../../web/src/data/movements";
import type { PagedLog, StoreMovement } from "../../web/src/lib/store/types";
import { MOVEMENT_BATCH_MAX, type BatchResult } from "../../worker/shared/movement-batch-types";
import { tokenExpiringIn } from "./jwt-helpers";

const ORG = 7;
/** A scripted answer for the next request; "lost": the server applies it, then the connection drops. */
type Answer = { status: number; data?: unknown } | "network" | "lost";
type Body = Record<string, unknown>;
interface BatchBody {
  records: Array<{ kind: string; body: Body }>;
}
let calls: { method: string; path: string; body: Body | null }[];
let answers: Answer[];
/** The fake server's log: client id → movement id (each recorded once). */
let recorded: Map<string, number>;
/** Client ids the fake server refuses, with its reason. */
let refusals: Map<string, { status: number; code: string; message: string }>;

const reply = (status: number, data: unknown) => new Response(JSON.stringify(data), { status });
const movementPosts = () =>
  calls.filter((c) => c.path.startsWith("/movement/") && !c.path.startsWith("/movement/batch"));
const batchPosts = () => calls.filter((c) => c.path.startsWith("/movement/batch/"));
const batchIds = (call: { body: Body | null }) =>
  (call.body as unknown as BatchBody).records.map((r) => r.body.client_id as string);

const movement = (id: number, client_id: string | null) => ({
  id,
  type: "BIRTH",
  date: "2026-11-23",
  organization_id: ORG,
  rodeoId: 3,
  animals: [],
  count: {},
  client_id,
});

/** What the worker does with one record: record it once, or refuse it. */
function apply(client_id: string): BatchResult {
  const refusal = refusals.get(client_id);
  if (refusal) return { client_id, result: "refused", ...refusal };
  const known = recorded.get(client_id);
  if (known) return { client_id, result: "repeat", movement: movement(known, client_id) as never };
  recorded.set(client_id, 1000 + recorded.size);
  return { client_id, result: "recorded", movement: movement(recorded.get(client_id)!, client_id) as never };
}

function serve(path: string, body: Body | null): Response {
  if (path.startsWith("/movement/batch/")) {
    const results = (body as unknown as BatchBody).records.map((r) => apply(r.body.client_id as string));
    return reply(200, { ok: true, results });
  }
  const client_id = (body?.client_id as string | undefined) ?? null;
  const result = client_id ? apply(client_id) : null;
  if (result?.result === "refused") return reply(result.status, { ok: false, ...result });
  return reply(201, { ok: true, movement: result ? result.movement : movement(calls.length, null) });
}

async function scriptedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const path = url.replace(/^\/api/, "");
  const body = init.body ? (JSON.parse(String(init.body)) as Body) : null;
  calls.push({ method: init.method ?? "GET", path, body });
  if (path === "/auth/refresh-token") {
    return reply(200, { ok: true, token: tokenExpiringIn(900, Date.now(), { sub: "1" }), refresh_token: "r2" });
  }
  const answer = answers.shift();
  if (answer === "network") throw new TypeError("Failed to fetch");
  if (answer === "lost") {
    serve(path, body);
    throw new TypeError("Failed to fetch");
  }
  return answer ? reply(answer.status, answer.data ?? { ok: false }) : serve(path, body);
}

/** A session of user `sub` (the refresh token expiring in `refreshIn` seconds). */
function logIn(sub: number, refreshIn = 86_400) {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now(), { sub: String(sub) }));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(refreshIn, Date.now(), { sub: String(sub) }));
}

const clientId = (n: number) => `client-${n}-0000`;
const record = (n: number, user_id = 1, organization_id = ORG): NewOutboxRecord => ({
  client_id: clientId(n),
  user_id,
  organization_id,
  kind: "BIRTH",
  path: `/movement/birth/${organization_id}`,
  body: { date: "2026-11-23", rodeo_id: 3, animals: [{ type: "Ternero", count: n }], client_id: clientId(n) },
});

const offline = (value: boolean) => vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(!value);

beforeEach(() => {
  calls = [];
  answers = [];
  recorded = new Map();
  refusals = new Map();
  vi.stubGlobal("fetch", vi.fn(scriptedFetch));
  logIn(1);
});

afterEach(async () => {
  cancelRetry();
  queryClient.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await resetOfflineDb();
});

describe("saving a create", () => {
  it("offline: kept with a UUID client id, the user, organization, kind, path and body; nothing sent", async () => {
    offline(true);
    const result = await submitCreate({ kind: "BIRTH", orgId: ORG, body: { date: "2026-11-23" } }, (b) =>
      createMovement("BIRTH", ORG, checkedBody("BIRTH", b)),
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
      createMovement("DEATH", ORG, checkedBody("DEATH", b)),
    );
    expect(result.queued).toBe(true);
    const sentId = movementPosts()[0]!.body!.client_id;
    expect(typeof sentId).toBe("string");
    expect((await pendingFor(1))[0]!.client_id).toBe(sentId);
  });

  it("online: sent with a client id; a refusal is the form's (not queued)", async () => {
    const sent = await submitCreate({ kind: "BIRTH", orgId: ORG, body: {} }, (b) =>
      createMovement("BIRTH", ORG, checkedBody("BIRTH", b)),
    );
    expect(sent.queued).toBe(false);
    expect(movementPosts()[0]!.body!.client_id).toBeTruthy();
    answers = [{ status: 409, data: { ok: false, message: "No hay suficientes animales" } }];
    await expect(
      submitCreate({ kind: "BIRTH", orgId: ORG, body: {} }, (b) =>
        createMovement("BIRTH", ORG, checkedBody("BIRTH", b)),
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(await pendingFor(1)).toHaveLength(0);
  });
});

describe("the sync engine", () => {
  it("sends the queue in order in one batch with each record's client id, then records the sync time", async () => {
    for (const n of [1, 2, 3]) await enqueue(record(n));
    expect((await pendingFor(1)).map((r) => r.client_id)).toEqual([clientId(1), clientId(2), clientId(3)]);
    expect(lastReceivedAt()).toBeNull();
    expect(await syncOutbox()).toBe("done");
    expect(batchPosts()).toHaveLength(1);
    expect(batchPosts()[0]!.path).toBe(`/movement/batch/${ORG}`);
    expect(batchPosts()[0]!.body).toEqual({
      records: [1, 2, 3].map((n) => ({ kind: "BIRTH", body: record(n).body })),
    });
    expect(movementPosts()).toHaveLength(0);
    expect(await pendingFor(1)).toHaveLength(0);
    expect(lastReceivedAt()).not.toBeNull();
  });

  it(`a long queue goes in batches of ${MOVEMENT_BATCH_MAX} in order; another organization's records start a new batch`, async () => {
    for (let n = 1; n <= 230; n++) await enqueue(record(n, 1, n === 101 || n === 102 ? 8 : ORG));
    expect(await syncOutbox()).toBe("done");
    const sent = batchPosts();
    expect(sent.map((c) => c.path)).toEqual([
      `/movement/batch/${ORG}`,
      "/movement/batch/8",
      `/movement/batch/${ORG}`,
      `/movement/batch/${ORG}`,
    ]);
    expect(sent.map((c) => batchIds(c).length)).toEqual([100, 2, 100, 28]);
    expect(sent.flatMap(batchIds)).toEqual(Array.from({ length: 230 }, (_, i) => clientId(i + 1)));
    expect(await pendingFor(1)).toHaveLength(0);
  });

  it("a batch stays under the API's body limit: large records are split across batches", async () => {
    const big = (n: number) => ({ ...record(n), body: { ...record(n).body, detail: "ñ".repeat(2000) } });
    for (let n = 1; n <= 60; n++) await enqueue(big(n));
    expect(await syncOutbox()).toBe("done");
    const sizes = batchPosts().map((c) => new TextEncoder().encode(JSON.stringify(c.body)).length);
    expect(sizes.length).toBeGreaterThan(1);
    expect(Math.max(...sizes)).toBeLessThan(BATCH_BYTES + 1024);
    expect(batchPosts().flatMap(batchIds)).toEqual(Array.from({ length: 60 }, (_, i) => clientId(i + 1)));
  });

  it("a network failure keeps the whole batch queued, in order, one attempt each", async () => {
    await enqueue(record(1));
    await enqueue(record(2));
    answers = ["network"];
    expect(await syncOutbox()).toBe("retry-later");
    const waiting = await pendingFor(1);
    expect(waiting.map((r) => r.client_id)).toEqual([clientId(1), clientId(2)]);
    expect(waiting.map((r) => [r.attempts, r.last_error])).toEqual([
      [1, "Sin conexión"],
      [1, "Sin conexión"],
    ]);
    expect(batchPosts()).toHaveLength(1);
  });

  it("the connection cut after the server applied the batch: the retry records nothing twice", async () => {
    for (const n of [1, 2, 3]) await enqueue(record(n));
    refusals.set(clientId(2), { status: 409, code: "INSUFFICIENT_STOCK", message: "No hay suficientes animales" });
    answers = ["lost"];
    expect(await syncOutbox()).toBe("retry-later");
    // The server has them; the device does not know yet.
    expect([...recorded.keys()]).toEqual([clientId(1), clientId(3)]);
    expect(await pendingFor(1)).toHaveLength(3);
    const log: PagedLog<StoreMovement> = { items: [], nextCursor: null };
    queryClient.setQueryData(movementKeys.log(ORG), log);

    expect(await syncOutbox()).toBe("done");
    expect(batchPosts().map(batchIds)).toEqual([
      [clientId(1), clientId(2), clientId(3)],
      [clientId(1), clientId(2), clientId(3)],
    ]);
    expect([...recorded.keys()]).toEqual([clientId(1), clientId(3)]);
    expect(await pendingFor(1)).toHaveLength(0);
    expect((await conflictsFor(1)).map((c) => c.client_id)).toEqual([clientId(2)]);
    // The repeats answer the movements first recorded: each is in the log once.
    const shown = queryClient.getQueryData<PagedLog<StoreMovement>>(movementKeys.log(ORG))!.items;
    expect(shown.map((m) => m.client_id).sort()).toEqual([clientId(1), clientId(3)]);
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

  it("an answer that does not match the batch changes nothing and is retried", async () => {
    await enqueue(record(1));
    await enqueue(record(2));
    answers = [{ status: 200, data: { ok: true, results: [apply("someone-else-0000")] } }];
    expect(await syncOutbox()).toBe("retry-later");
    expect(await pendingFor(1)).toHaveLength(2);
    expect(await conflictsFor(1)).toHaveLength(0);
  });

  it("offline, nothing is tried", async () => {
    await enqueue(record(1));
    offline(true);
    expect(await syncOutbox()).toBe("offline");
    expect(calls).toHaveLength(0);
  });

  it("refused records move to the conflicts with the Spanish reason and code; the rest of the batch is sent", async () => {
    for (const n of [1, 2, 3]) await enqueue(record(n));
    refusals.set(clientId(1), {
      status: 409,
      code: "INSUFFICIENT_STOCK",
      message: "No hay suficientes Vacas en el rodeo",
    });
    refusals.set(clientId(2), { status: 400, code: "VALIDATION_ERROR", message: "El rodeo no existe" });
    expect(await syncOutbox()).toBe("done");
    const conflicts = await conflictsFor(1);
    expect(conflicts).toHaveLength(2);
    const byId = Object.fromEntries(conflicts.map((c) => [c.client_id, c]));
    expect(byId[clientId(1)]).toMatchObject({
      status: 409,
      code: "INSUFFICIENT_STOCK",
      message: "No hay suficientes Vacas en el rodeo",
      body: record(1).body,
      kind: "BIRTH",
      path: `/movement/birth/${ORG}`,
    });
    expect(byId[clientId(2)]).toMatchObject({ status: 400, message: "El rodeo no existe" });
    expect([...recorded.keys()]).toEqual([clientId(3)]);
    expect(await pendingFor(1)).toHaveLength(0);
  });

  it("a batch refused as a whole is sent one record at a time, each getting its own answer", async () => {
    for (const n of [1, 2]) await enqueue(record(n));
    refusals.set(clientId(2), { status: 409, code: "INSUFFICIENT_STOCK", message: "No hay suficientes animales" });
    answers = [{ status: 404, data: { ok: false, message: "Ruta no encontrada" } }];
    expect(await syncOutbox()).toBe("done");
    expect(movementPosts().map((c) => [c.path, c.body!.client_id])).toEqual([
      [`/movement/birth/${ORG}`, clientId(1)],
      [`/movement/birth/${ORG}`, clientId(2)],
    ]);
    expect((await conflictsFor(1)).map((c) => [c.client_id, c.message])).toEqual([
      [clientId(2), "No hay suficientes animales"],
    ]);
    expect(await pendingFor(1)).toHaveLength(0);
  });

  it("401: the session is refreshed, then the same batch is sent again with the same client ids", async () => {
    await enqueue(record(1));
    answers = [{ status: 401, data: { ok: false, message: "Token expired" } }];
    expect(await syncOutbox()).toBe("done");
    expect(calls.map((c) => c.path)).toEqual([
      `/movement/batch/${ORG}`,
      "/auth/refresh-token",
      `/movement/batch/${ORG}`,
    ]);
    expect(batchPosts().map(batchIds)).toEqual([[clientId(1)], [clientId(1)]]);
    expect(await pendingFor(1)).toHaveLength(0);
  });

  it("an expired refresh token: the queue waits; another user's session never sends it; the same user's does", async () => {
    await enqueue(record(1));
    logIn(1, -60);
    expect(await syncOutbox()).toBe("session-ended");
    expect(batchPosts()).toHaveLength(0);
    expect(await pendingFor(1)).toHaveLength(1);

    logIn(2);
    expect(await syncOutbox()).toBe("done");
    expect(batchPosts()).toHaveLength(0);
    expect(await pendingFor(1)).toHaveLength(1);

    logIn(1);
    expect(await syncOutbox()).toBe("done");
    expect(batchPosts()).toHaveLength(1);
    expect(await pendingFor(1)).toHaveLength(0);
  });

  it("the queue survives closing and re-opening the database", async () => {
    await enqueue(record(1));
    await enqueue(record(2));
    await closeOfflineDb();
    expect((await pendingFor(1)).map((r) => r.client_id)).toEqual([clientId(1), clientId(2)]);
    await syncOutbox();
    expect(batchPosts().flatMap(batchIds)).toEqual([clientId(1), clientId(2)]);
  });
});

describe("conflicts", () => {
  async function oneConflict() {
    await enqueue(record(5));
    refusals.set(clientId(5), { status: 409, code: "INSUFFICIENT_STOCK", message: "No hay suficientes animales" });
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
    const [last] = (batchPosts().at(-1)!.body as unknown as BatchBody).records;
    expect(last!.body.client_id).toBe(requeued!.client_id);
    expect(last!.body.animals).toEqual([{ type: "Ternero", count: 2 }]);
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
