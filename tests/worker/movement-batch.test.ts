// POST /api/movement/batch/{org}: the offline outbox's records in one request. Applied in the order sent,
// each checked against the state the previous ones left, each exactly once by its client_id; a refused
// record gets its single route's reason and blocks nothing else.
import { describe, expect, it } from "vitest";
import { api, db, type ApiResult } from "./fixtures";
import { recordBatch } from "../../worker/areas/herd/movements/movement-batch";
import type { Scope } from "../../worker/areas/organization/door";
import { MOVEMENT_BATCH_MAX, movementBatchSchema, type BatchResult } from "../../worker/shared/movement-batch-schemas";
import type { SocketMessage } from "../../worker/shared/socket-messages";
import {
  categoryIds,
  createLot,
  createRodeo,
  expectStockMatchesLog,
  ranch,
  stockOf,
  storedMovements,
  storedStock,
} from "./herd-helpers";
import { openSocket, settle, waitFor } from "./live-helpers";

type Answer = { results: BatchResult[] };
type Rec = { kind: string; body: Record<string, unknown> };

const DAY = "2026-07-01";
let seq = 0;
/** A fresh client id, as the SPA makes one per record. */
const newId = () => `batch-${Date.now().toString(36)}-${(seq++).toString().padStart(4, "0")}`;

const rec = (kind: string, body: Record<string, unknown>, client_id = newId()): Rec => ({
  kind,
  body: { date: DAY, ...body, client_id },
});
const herdRec = (kind: string, rodeo_id: number, type: string, count: number, client_id?: string) =>
  rec(kind, { rodeo_id, animals: [{ type, count }] }, client_id);

const send = (orgId: number, token: string | undefined, records: unknown) =>
  api<Answer>(`/movement/batch/${orgId}`, { method: "POST", token, body: { records } });

async function sent(orgId: number, token: string, records: Rec[]) {
  const res = await send(orgId, token, records);
  if (res.status !== 200) throw new Error(`batch answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.results;
}

const outcomes = (results: BatchResult[]) => results.map((r) => r.result);
const movementId = (r: BatchResult | undefined) => (r && r.result !== "refused" ? r.movement.id : null);

describe("a batch applies its records in order", () => {
  it("each is checked against the stock the previous ones left; a refused one blocks nothing else", async () => {
    const { owner, org, cria } = await ranch();
    const cats = await categoryIds(org.id, owner.token);
    const records = [
      herdRec("DEATH", cria, "Vaca", 40),
      // Only 10 cows left after the deaths: refused, with the single route's reason.
      herdRec("SELL", cria, "Vaca", 20),
      herdRec("BIRTH", cria, "Ternero", 5),
      // The refused sale took nothing: these 10 are exactly what is left.
      herdRec("SELL", cria, "Vaca", 10),
      // Now none are left.
      herdRec("DEATH", cria, "Vaca", 1),
    ];
    const results = await sent(org.id, owner.token, records);
    expect(outcomes(results)).toEqual(["recorded", "refused", "recorded", "recorded", "refused"]);
    expect(results.map((r) => r.client_id)).toEqual(records.map((r) => r.body.client_id));
    const refused = results[1]!;
    expect(refused).toMatchObject({ status: 409, code: "INSUFFICIENT_STOCK" });
    // The same reason the single route gives for the same sale on the same stock.
    const single = await api(`/movement/sell/${org.id}`, {
      token: owner.token,
      body: { date: DAY, rodeo_id: cria, animals: [{ type: "Vaca", count: 20 }] },
    });
    expect(single.status).toBe(409);
    expect(refused.result === "refused" && refused.message).toBe(
      single.body.message!.replace("disponibles 0", "disponibles 10"),
    );
    expect(results[4]).toMatchObject({ result: "refused", status: 409, code: "INSUFFICIENT_STOCK" });
    // Written in the order sent.
    const ids = results.map(movementId).filter((id): id is number => id !== null);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const log = await storedMovements(org.id);
    expect(log.filter((m) => m.client_id?.startsWith("batch-")).map((m) => m.type)).toEqual(["DEATH", "BIRTH", "SELL"]);
    const stock = await expectStockMatchesLog(org.id);
    expect(stockOf(stock, cria, cats.Vaca!)).toBe(0);
    expect(stockOf(stock, cria, cats.Ternero!)).toBe(5);
  });

  it("answers a record's bad body with its own 400 and issues; the others are recorded", async () => {
    const { owner, org, cria } = await ranch();
    const results = await sent(org.id, owner.token, [
      herdRec("BIRTH", cria, "Ternero", 1),
      rec("BIRTH", { rodeo_id: cria, animals: [] }),
      rec("RAIN", { mm: 5000 }),
      rec("RAIN", { mm: 12 }),
    ]);
    expect(outcomes(results)).toEqual(["recorded", "refused", "refused", "recorded"]);
    expect(results[1]).toMatchObject({ status: 400, code: "VALIDATION_ERROR", message: "Datos inválidos" });
    const issues = results[2]!.result === "refused" ? results[2]!.issues : [];
    expect(issues).toEqual([{ path: "mm", message: "Máximo 1000 mm" }]);
  });
});

describe("exactly once", () => {
  it("a batch sent again (its answer lost) records nothing new and answers the same movements", async () => {
    const { owner, org, cria } = await ranch();
    const records = [herdRec("BIRTH", cria, "Ternero", 3), herdRec("SELL", cria, "Vaca", 60), rec("RAIN", { mm: 4 })];
    const first = await sent(org.id, owner.token, records);
    const stockAfterFirst = await storedStock(org.id);
    const logAfterFirst = await storedMovements(org.id);
    const again = await sent(org.id, owner.token, records);
    expect(outcomes(first)).toEqual(["recorded", "refused", "recorded"]);
    expect(outcomes(again)).toEqual(["repeat", "refused", "repeat"]);
    expect(again.map(movementId)).toEqual(first.map(movementId));
    expect(await storedMovements(org.id)).toEqual(logAfterFirst);
    expect(await storedStock(org.id)).toEqual(stockAfterFirst);
  });

  it("a client id recorded by a single route, or twice in one batch, is recorded once", async () => {
    const { owner, org, cria } = await ranch();
    const cats = await categoryIds(org.id, owner.token);
    const viaRoute = herdRec("DEATH", cria, "Vaca", 2);
    const single = await api<{ movement: { id: number } }>(`/movement/death/${org.id}`, {
      token: owner.token,
      body: viaRoute.body,
    });
    expect(single.status).toBe(201);
    const twice = herdRec("DEATH", cria, "Vaca", 3);
    const reused = rec(
      "BIRTH",
      { rodeo_id: cria, animals: [{ type: "Ternero", count: 1 }] },
      twice.body.client_id as string,
    );
    const results = await sent(org.id, owner.token, [viaRoute, twice, twice, reused]);
    expect(outcomes(results)).toEqual(["repeat", "recorded", "repeat", "refused"]);
    expect(movementId(results[0])).toBe(single.body.movement.id);
    expect(movementId(results[2])).toBe(movementId(results[1]));
    // A client id already used for another kind of record is refused, as on the single route.
    expect(results[3]).toMatchObject({ status: 409, code: "CLIENT_ID_REUSED" });
    const stock = await expectStockMatchesLog(org.id);
    expect(stockOf(stock, cria, cats.Vaca!)).toBe(45);
    expect(stockOf(stock, cria, cats.Ternero!)).toBe(0);
  });

  it("two identical batches at the same moment record each record once", async () => {
    const { owner, user, org, cria, recria } = await ranch();
    const cats = await categoryIds(org.id, owner.token);
    const records = [
      herdRec("SELL", cria, "Vaca", 30),
      herdRec("SELL", cria, "Vaca", 20),
      herdRec("DEATH", recria, "Novillito", 30),
      rec("RAIN", { mm: 9 }),
    ];
    const [a, b] = await Promise.all([sent(org.id, owner.token, records), sent(org.id, user.token, records)]);
    for (let i = 0; i < records.length; i++) {
      expect([a[i]!.result, b[i]!.result].sort()).toEqual(["recorded", "repeat"]);
      expect(movementId(a[i])).toBe(movementId(b[i]));
    }
    const stock = await expectStockMatchesLog(org.id);
    expect(stockOf(stock, cria, cats.Vaca!)).toBe(0);
    expect(stockOf(stock, recria, cats.Novillito!)).toBe(0);
    expect((await storedMovements(org.id)).filter((m) => m.client_id?.startsWith("batch-"))).toHaveLength(4);
  });

  it("batches racing in one isolate: whoever loses a record answers it as a repeat, never as refused", async () => {
    // Side by side in one isolate both batches read the client ids before either writes, so each record
    // is decided by the unique index or, when the twin's stock moved first, by looking the id up again.
    const { owner, org, cria } = await ranch();
    const cats = await categoryIds(org.id, owner.token);
    const scope: Scope = { db: db(), orgId: org.id, userId: owner.id, role: "owner", publish: async () => {} };
    const records = movementBatchSchema.parse({
      records: [
        herdRec("SELL", cria, "Vaca", 30),
        herdRec("SELL", cria, "Vaca", 20),
        herdRec("DEATH", cria, "Toro", 2),
      ],
    }).records;
    const runs = await Promise.all(Array.from({ length: 4 }, () => recordBatch(scope, records)));
    for (let i = 0; i < records.length; i++) {
      const column = runs.map((r) => r[i]!);
      expect(column.filter((r) => r.result === "recorded")).toHaveLength(1);
      expect(column.filter((r) => r.result === "repeat")).toHaveLength(3);
      expect(new Set(column.map(movementId)).size).toBe(1);
    }
    const stock = await expectStockMatchesLog(org.id);
    expect(stockOf(stock, cria, cats.Vaca!)).toBe(0);
    expect(stockOf(stock, cria, cats.Toro!)).toBe(0);
  });
});

describe("who may send a batch and what it may name", () => {
  it("an outsider without a session gets 401, a non-member 403; nothing is written", async () => {
    const { outsider, org, cria } = await ranch();
    const records = [herdRec("BIRTH", cria, "Ternero", 1)];
    const anonymous = await send(org.id, undefined, records);
    expect(anonymous.status).toBe(401);
    const stranger = await send(org.id, outsider.token, records);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe("No tenés acceso a esta organización");
    expect((await storedMovements(org.id)).filter((m) => m.client_id?.startsWith("batch-"))).toHaveLength(0);
  });

  it("a plain user records herd events; a load creating a supply is refused for them alone", async () => {
    const { owner, user, org, cria } = await ranch();
    const created = await api<{ movement: { data: { asset_id: number } } }>(`/movement/load-asset/${org.id}`, {
      token: owner.token,
      body: { date: DAY, name: "Maíz", kind: "alimento", unit: "kg", quantity: 100 },
    });
    expect(created.status).toBe(201);
    const maiz = created.body.movement.data.asset_id;
    const results = await sent(org.id, user.token, [
      herdRec("BIRTH", cria, "Ternero", 2),
      rec("ASSET", { name: "Sal", kind: "alimento", unit: "kg", quantity: 10 }),
      rec("ASSET", { asset_id: maiz, quantity: 5 }),
    ]);
    expect(outcomes(results)).toEqual(["recorded", "refused", "recorded"]);
    expect(results[1]).toMatchObject({
      status: 403,
      code: "ROLE_FORBIDDEN",
      message: "Solo propietarios y administradores crean insumos nuevos",
    });
  });

  it("another organization's rodeos, lots and categories are refused record by record, naming nothing of theirs", async () => {
    const { owner, outsider, org, otherOrg, cria } = await ranch();
    const theirLot = await createLot(outsider.token, otherOrg.id, "Lote Secreto");
    const theirRodeo = await createRodeo(outsider.token, otherOrg.id, {
      name: "Rodeo Secreto",
      lot_id: theirLot,
      animals: [{ type: "Vaca", count: 7 }],
    });
    const theirCats = await categoryIds(otherOrg.id, outsider.token);
    const theirsBefore = await storedStock(otherOrg.id);
    const results = await sent(org.id, owner.token, [
      herdRec("DEATH", theirRodeo, "Vaca", 1),
      rec("BIRTH", { rodeo_id: cria, animals: [{ category_id: theirCats.Ternero, count: 1 }] }),
      rec("RAIN", { mm: 3, lot_id: theirLot }),
      rec("CHANGE_RODEO", { rodeo_id: cria, to_rodeo_id: theirRodeo, animals: [{ type: "Vaca", count: 1 }] }),
      herdRec("BIRTH", cria, "Ternero", 1),
    ]);
    expect(outcomes(results)).toEqual(["refused", "refused", "refused", "refused", "recorded"]);
    const reasons = results.slice(0, 4).map((r) => (r.result === "refused" ? r.issues?.[0]?.message : null));
    expect(reasons).toEqual([
      "El rodeo no existe en esta organización",
      "La categoría no existe en esta organización",
      "El lote no existe en esta organización",
      "El rodeo no existe en esta organización",
    ]);
    expect(results.slice(0, 4).every((r) => r.result === "refused" && r.status === 400)).toBe(true);
    expect(JSON.stringify(results)).not.toMatch(/Secreto/);
    expect(await storedStock(otherOrg.id)).toEqual(theirsBefore);
    expect((await storedMovements(otherOrg.id)).some((m) => m.client_id?.startsWith("batch-"))).toBe(false);
  });
});

describe("bad input", () => {
  it("a malformed batch is a 400 with a Spanish reason, and nothing is written", async () => {
    const { owner, org, cria } = await ranch();
    const good = herdRec("BIRTH", cria, "Ternero", 1);
    const cases: Array<[unknown, string]> = [
      [undefined, "Indicá los registros"],
      [[], "Indicá al menos un registro"],
      ["todos", "Indicá los registros"],
      [[good, { kind: "MAGIA", body: { client_id: newId() } }], "Tipo de registro desconocido"],
      [[good, { kind: "BIRTH", body: { date: DAY } }], "Este dato es obligatorio"],
      [[good, { kind: "BIRTH", body: { client_id: "<script>" } }], "El identificador del registro no es válido"],
      [[good, { kind: "BIRTH", body: "no" }], ""],
      [[good, null], ""],
    ];
    for (const [records, message] of cases) {
      const res = await send(org.id, owner.token, records);
      expect(res.status, JSON.stringify(records)).toBe(400);
      expect(res.body).toMatchObject({ ok: false, code: "VALIDATION_ERROR", message: "Datos inválidos" });
      if (message) expect(res.body.issues!.map((i) => i.message).join(" | ")).toContain(message);
    }
    const notJson = await api(`/movement/batch/${org.id}`, { token: owner.token, body: "{records:" });
    expect(notJson.status).toBe(400);
    const badOrg = await send(0, owner.token, [good]);
    expect(badOrg.status).toBe(400);
    expect((await storedMovements(org.id)).filter((m) => m.client_id?.startsWith("batch-"))).toHaveLength(0);
  });

  it(`more than ${MOVEMENT_BATCH_MAX} records are refused whole: 10,000 of them with one issue, or 413 when too large`, async () => {
    const { owner, org, cria } = await ranch();
    const tiny = await send(
      org.id,
      owner.token,
      Array.from({ length: 10_000 }, () => 0),
    );
    expect(tiny.status).toBe(400);
    expect(tiny.body.issues).toEqual([{ path: "records", message: "Se envían como máximo 100 registros por vez" }]);
    const real = Array.from({ length: 10_000 }, () => herdRec("BIRTH", cria, "Ternero", 1));
    const huge = await send(org.id, owner.token, real);
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("El contenido es demasiado grande");
    const oneTooMany = await send(org.id, owner.token, real.slice(0, MOVEMENT_BATCH_MAX + 1));
    expect(oneTooMany.status).toBe(400);
    expect((await storedMovements(org.id)).filter((m) => m.client_id?.startsWith("batch-"))).toHaveLength(0);
  });
});

describe("cost and live messages", () => {
  it(`${MOVEMENT_BATCH_MAX} records cost only their own writes, and one batch of messages reaches the members`, async () => {
    const { owner, user, org, cria, recria } = await ranch();
    const births = (n: number) =>
      Array.from({ length: n }, (_, i) => herdRec("BIRTH", i % 2 ? cria : recria, "Ternero", 1));
    const statements = async (records: Rec[]) => {
      const res = await send(org.id, owner.token, records);
      expect(res.status).toBe(200);
      return Number(res.headers.get("x-db-queries"));
    };
    const single = await api(`/movement/birth/${org.id}`, { token: owner.token, body: births(1)[0]!.body });
    expect(single.status).toBe(201);
    const [one, two] = [await statements(births(1)), await statements(births(2))];
    // Per record: its context and its batch (two round trips), nothing more: no per-record lookup or
    // live reads, never more than a create on the single route (whose context also reads the session).
    const perRecord = two - one;
    expect(perRecord).toBeLessThanOrEqual(Number(single.headers.get("x-db-queries")));

    const { socket } = await openSocket(org.id, user.token);
    if (!socket) throw new Error("socket refused");
    const records = births(MOVEMENT_BATCH_MAX);
    const res: ApiResult<Answer> = await send(org.id, owner.token, records);
    expect(res.status).toBe(200);
    expect(outcomes(res.body.results).every((o) => o === "recorded")).toBe(true);
    expect(Number(res.headers.get("x-db-queries"))).toBe(one + (MOVEMENT_BATCH_MAX - 1) * perRecord);
    const of = (action: SocketMessage["action"]) => socket.messages.filter((m) => m.action === action);
    await waitFor(() => of("update-movements").length === 1, 2_000, "update-movements");
    const bulk = of("update-movements")[0] as Extract<SocketMessage, { action: "update-movements" }>;
    expect(bulk.movements!.map((m) => m.id)).toEqual(res.body.results.map(movementId));
    await waitFor(() => of("rodeo-updated").length === 2, 2_000, "rodeo-updated");
    await settle();
    expect(of("movement-created")).toEqual([]);
    expect(of("animal-count-changed")).toHaveLength(1);
    expect(
      of("rodeo-updated")
        .map((m) => (m.action === "rodeo-updated" ? m.rodeo.id : 0))
        .sort(),
    ).toEqual([cria, recria].sort());

    // A batch of one is announced as the single create would be; repeats announce nothing.
    const alone = await sent(org.id, owner.token, [herdRec("BIRTH", cria, "Ternero", 1)]);
    await waitFor(() => of("movement-created").length === 1, 2_000, "movement-created");
    expect(of("movement-created")[0]).toMatchObject({ movement: { id: movementId(alone[0]) } });
    await sent(org.id, owner.token, records);
    await settle();
    expect(of("update-movements")).toHaveLength(1);
    expect(of("movement-created")).toHaveLength(1);
    socket.ws.close();
  });
});
