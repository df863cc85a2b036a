// Optimistic records (docs/client-rules.md): buy/sell and lots show at once, are replaced by the server
// copy without duplicates whichever of HTTP answer and socket message comes first, and vanish
// (with the error toast) on failure. The network edge (fetch) is scripted.
import { applyLiveMessage, type LiveHooks } from "../../web/src/data/live/apply-live-message";
import type { SocketMessage } from "@shared/socket-messages";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../web/src/lib/api/api-error";
import { appStore, refreshTokenAtom, tokenAtom } from "../../web/src/lib/session";
import { LAST_MOVEMENTS_CAP } from "../../web/src/data/movement-lists";
import { recordTrade, TRADE_ERROR } from "../../web/src/data/movement-trades";
import { movementQueries } from "../../web/src/data/movements";
import { type StoreMovement } from "../../web/src/lib/store";
import { lotsEntry } from "./herd-entries";
import { createLot, deleteLot, LOT_CREATE_ERROR, LOT_NOT_FOUND } from "../../web/src/data/lots";
import { lastMovementsEntry, movementLogEntry } from "./cache-handles";
import { tokenExpiringIn } from "./jwt-helpers";
import { lot, movement } from "./live-factories";

const ORG = 1;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const noEffects: LiveHooks = {
  refetchOrganizations: () => undefined,
};

let client: QueryClient;
let posts: { path: string; body: unknown; answer: ReturnType<typeof deferred<unknown>> }[];
/** Paths of the DELETE requests sent, and the error the server answers them with (if any). */
let deletes: string[];
let deleteFailure: ApiError | null;
let errors: string[];
const deps = () => ({ client, notifyError: (m: string) => void errors.push(m) });

/** The i-th POST, once the client sent it (the token check before it is asynchronous). */
async function post(i: number) {
  await vi.waitFor(() => {
    if (!posts[i]) throw new Error(`POST ${i} not sent yet`);
  });
  return posts[i]!;
}

const reply = (status: number, data: unknown) => new Response(JSON.stringify(data), { status });
/** An ApiError the test "throws" goes over the wire as its status and body. */
const replyError = (e: unknown) => (e instanceof ApiError ? reply(e.status as number, e.data) : reply(500, null));

async function scriptedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const path = url.replace(/^\/api/, "");
  if (path === "/auth/refresh-token") {
    return reply(200, { ok: true, token: tokenExpiringIn(900, Date.now()), refresh_token: "r" });
  }
  if (init.method === "POST") {
    const answer = deferred<unknown>();
    posts.push({ path, body: JSON.parse(String(init.body)), answer });
    return answer.promise.then((d) => reply(200, d), replyError);
  }
  if (init.method === "DELETE") {
    deletes.push(path);
    return deleteFailure ? replyError(deleteFailure) : reply(200, { ok: true });
  }
  return reply(200, { ok: true, movements: [] });
}
const socket = (m: SocketMessage) => applyLiveMessage(m, ORG, client, noEffects);

const body = { date: "2026-05-02", rodeo_id: 4, detail: "Feria", animals: [{ type: "Vaca", count: 10 }] };
const server = (id: number): StoreMovement =>
  movement(id, "2026-05-02T00:00:00.000Z", {
    rodeoId: 4,
    detail: "Feria",
    animals: [{ type: "Vaca", category_id: 1, count: 10 }],
  });

const logItems = () => movementLogEntry.get(ORG, client)!.items;
const logIds = () => logItems().map((m) => m.id);
const lastIds = () => lastMovementsEntry.get(ORG, client)!.map((m) => m.id);
const lots = () => lotsEntry.get(ORG, client)!;

beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(movementLogEntry.key(ORG), {
    nextCursor: null,
    items: [movement(7, "2026-05-01", { type: "SELL", rodeoId: 4 })],
  });
  client.setQueryData(lastMovementsEntry.key(ORG), [movement(7, "2026-05-01", { type: "SELL", rodeoId: 4 })]);
  client.setQueryData(lotsEntry.key(ORG), [lot(3, { order: 1 })]);
  posts = [];
  deletes = [];
  deleteFailure = null;
  errors = [];
  appStore.set(tokenAtom, tokenExpiringIn(900, Date.now()));
  appStore.set(refreshTokenAtom, tokenExpiringIn(30 * 24 * 3600, Date.now()));
  vi.stubGlobal("fetch", vi.fn(scriptedFetch));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("optimistic buy and sell", () => {
  it("shows the movement at once with a negative id, then replaces it (socket after the HTTP answer)", async () => {
    const done = recordTrade("BUY", ORG, body, deps());
    const [draft] = logItems();
    expect(draft).toMatchObject({
      type: "BUY",
      isOptimistic: true,
      rodeoId: 4,
      animals: [{ type: "Vaca", count: 10 }],
    });
    expect(draft!.id).toBeLessThan(0);
    expect(lastIds()[0]).toBe(draft!.id);
    expect((await post(0)).path).toBe(`/movement/load-buy/${ORG}`);
    expect((await post(0)).body).toEqual(body);

    (await post(0)).answer.resolve({ ok: true, movement: server(20) });
    await expect(done).resolves.toMatchObject({ id: 20 });
    socket({ action: "movement-created", movement: server(20) });
    expect(logIds()).toEqual([20, 7]);
    expect(lastIds()).toEqual([20, 7]);
    expect(logItems()[0]!.isOptimistic).toBe(false);
  });

  it("the socket message arriving first takes the optimistic record's place; the answer adds nothing", async () => {
    const done = recordTrade("BUY", ORG, body, deps());
    socket({ action: "movement-created", movement: server(21) });
    expect(logIds()).toEqual([21, 7]);
    expect(lastIds()).toEqual([21, 7]);
    (await post(0)).answer.resolve({ ok: true, movement: server(21) });
    await done;
    expect(logIds()).toEqual([21, 7]);
    expect(lastIds()).toEqual([21, 7]);
  });

  it("two identical purchases in flight end as exactly two movements in any order of arrival", async () => {
    const first = recordTrade("BUY", ORG, body, deps());
    const second = recordTrade("BUY", ORG, body, deps());
    expect(logIds().filter((id) => id < 0)).toHaveLength(2);
    socket({ action: "movement-created", movement: server(31) });
    (await post(1)).answer.resolve({ ok: true, movement: server(32) });
    await second;
    socket({ action: "movement-created", movement: server(32) });
    (await post(0)).answer.resolve({ ok: true, movement: server(31) });
    await first;
    expect(logIds()).toEqual([32, 31, 7]);
  });

  it("a failure removes the record and shows the error toast", async () => {
    const done = recordTrade("SELL", ORG, { ...body }, deps());
    expect((await post(0)).path).toBe(`/movement/load-sell/${ORG}`);
    expect(logIds()).toHaveLength(2);
    (await post(0)).answer.reject(new ApiError(409, { ok: false, message: "No hay suficientes animales" }));
    await expect(done).resolves.toBeNull();
    expect(logIds()).toEqual([7]);
    expect(lastIds()).toEqual([7]);
    expect(errors).toEqual(["No hay suficientes animales"]);

    const again = recordTrade("SELL", ORG, body, deps());
    (await post(1)).answer.reject(new ApiError(400, null));
    await again;
    expect(errors[1]).toBe(TRADE_ERROR.SELL);
    expect(logIds()).toEqual([7]);
  });
});

describe("optimistic buy and sell with the lists refetched", () => {
  it("a refetch while the answer is pending keeps the optimistic record on top", async () => {
    const done = recordTrade("BUY", ORG, body, deps());
    const tempId = logIds()[0]!;
    // The server's lists (scriptedFetch answers GETs with no movements) arrive before the answer.
    await client.fetchQuery({ ...movementQueries.log(ORG), staleTime: 0 });
    await client.fetchQuery({ ...movementQueries.last(ORG), staleTime: 0 });
    expect(logIds()).toEqual([tempId]);
    expect(lastIds()).toEqual([tempId]);
    (await post(0)).answer.resolve({ ok: true, movement: server(40) });
    await done;
    expect(logIds()).toEqual([40]);
    expect(lastIds()).toEqual([40]);
  });

  it("a failure at the last-10 cap asks for the list again (the draft pushed one out)", async () => {
    const ten = Array.from({ length: LAST_MOVEMENTS_CAP }, (_, i) => movement(100 - i, "2026-05-01"));
    client.setQueryData(lastMovementsEntry.key(ORG), ten);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const done = recordTrade("BUY", ORG, body, deps());
    expect(lastIds()).toHaveLength(LAST_MOVEMENTS_CAP);
    expect(lastIds()).not.toContain(91);
    (await post(0)).answer.reject(new ApiError(400, null));
    await done;
    expect(lastIds()).toEqual(ten.slice(0, 9).map((m) => m.id));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: lastMovementsEntry.key(ORG) });
    expect(errors).toEqual([TRADE_ERROR.BUY]);
  });
});

describe("optimistic lots", () => {
  const lotIds = () => lots().map((l) => l.id);

  it("a created lot shows at once and is replaced by the server's, without duplicates", async () => {
    const done = createLot(ORG, { name: "Potrero Sur", hectares: 40 }, deps());
    const draft = lots()[1]!;
    expect(draft).toMatchObject({ name: "Potrero Sur", isOptimistic: true });
    expect(draft.id).toBeLessThan(0);
    expect((await post(0)).path).toBe(`/lot/create/${ORG}`);
    socket({ action: "lot-created", lot: lot(8, { name: "Potrero Sur", order: 2 }) });
    expect(lotIds()).toEqual([3, 8]);
    (await post(0)).answer.resolve({ ok: true, lot: lot(8, { name: "Potrero Sur", order: 2 }) });
    await done;
    expect(lotIds()).toEqual([3, 8]);
    expect(lots()[1]!.isOptimistic).toBe(false);
  });

  it("a failed creation removes the lot with 'Error al crear el lote'", async () => {
    const done = createLot(ORG, { name: "X" }, deps());
    (await post(0)).answer.reject(new ApiError(400, null));
    await expect(done).resolves.toBeNull();
    expect(lotIds()).toEqual([3]);
    expect(errors).toEqual([LOT_CREATE_ERROR]);
    expect(LOT_CREATE_ERROR).toBe("Error al crear el lote");
  });

  it("deleting an optimistic lot is local only; once created it is deleted on the server too", async () => {
    const done = createLot(ORG, { name: "Temporal" }, deps());
    const tempId = lots()[1]!.id;
    await expect(deleteLot(ORG, tempId, deps())).resolves.toBe(true);
    expect(deletes).toEqual([]);
    expect(lotIds()).toEqual([3]);
    (await post(0)).answer.resolve({ ok: true, lot: lot(9, { name: "Temporal", order: 2 }) });
    await done;
    expect(lotIds()).toEqual([3]);
    expect(deletes).toEqual([`/lot/delete/${ORG}/9`]);
  });

  it("deleting a lot already gone on the server counts as success", async () => {
    deleteFailure = new ApiError(404, { ok: false, message: "Lote no encontrado" });
    await expect(deleteLot(ORG, 3, deps())).resolves.toBe(true);
    expect(deletes).toEqual([`/lot/delete/${ORG}/3`]);
    expect(lotIds()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("'Lote no encontrado' only for a lot unknown here, without calling the server", async () => {
    await expect(deleteLot(ORG, 404, deps())).resolves.toBe(false);
    expect(errors).toEqual([LOT_NOT_FOUND]);
    expect(LOT_NOT_FOUND).toBe("Lote no encontrado");
    expect(deletes).toEqual([]);
  });

  it("a refused delete puts the lot back with the error", async () => {
    deleteFailure = new ApiError(403, null);
    await expect(deleteLot(ORG, 3, deps())).resolves.toBe(false);
    expect(lotIds()).toEqual([3]);
    expect(errors).toEqual(["Error al eliminar el lote"]);
  });
});
