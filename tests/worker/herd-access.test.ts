// Every herd route: a member of another organization gets 403/404 and no data (A's ids on B's path and
// the reverse); a plain user cannot manage structure or touch others' records (docs/accounts.md).
import { beforeAll, describe, expect, it } from "vitest";
import type * as z from "../../worker/shared/zod";
import {
  cycleBody,
  cycleEditBody,
  categoryBody,
  categoryEditBody,
  fieldBody,
  lotAnimalDeleteBody,
  lotAnimalTransferBody,
  lotAnimalUpdateBody,
  lotBody,
  lotDeathsBody,
  lotEditBody,
  lotOrderBody,
  rodeoBody,
  rodeoEditBody,
} from "../../worker/shared/herd-schemas";
import { MOVEMENT_PATHS, movementBodySchemas, type MovementBodyKind } from "../../worker/shared/movement-schemas";
import { api } from "./fixtures";
import {
  categoryIds,
  createLot,
  createRodeo,
  expectStockMatchesLog,
  ok,
  ranch,
  storedMovements,
  storedStock,
  type MovementResponse,
} from "./herd-helpers";
import { line, MOVEMENT_BODIES } from "./movement-bodies";

type Ranch = Awaited<ReturnType<typeof ranch>>;
let a: Ranch & {
  movementId: number;
  cycleId: number;
  fieldId: number;
  stockId: number;
  categoryId: number;
  supplyId: number;
};
let b: {
  org: number;
  rodeo: number;
  rodeo2: number;
  lot: number;
  movementId: number;
  cycleId: number;
  fieldId: number;
  categoryId: number;
  supplyId: number;
};

/** A supply with stock, loaded through the API; its id. */
async function loadSupply(token: string, orgId: number) {
  const body = await ok<MovementResponse>(
    api(`/movement/load-asset/${orgId}`, {
      token,
      body: { date: "2026-06-01", name: "Sal mineral", kind: "alimento", unit: "kg", quantity: 100 },
    }),
    201,
  );
  return body.movement.data.asset_id as number;
}

beforeAll(async () => {
  const r = await ranch();
  const { owner, org, cria, lotId } = r;
  const movement = await ok<MovementResponse>(
    api(`/movement/purchase/${org.id}`, {
      token: owner.token,
      body: { date: "2026-06-01", rodeo_id: cria, animals: [{ type: "Vaca", count: 3 }] },
    }),
    201,
  );
  const cycle = await ok<{ cycle: { id: number } }>(
    api(`/reproductive-cycle/${org.id}`, {
      token: owner.token,
      body: { rodeo_id: cria, name: "Servicio 2026", service_start: "2026-11-01" },
    }),
    201,
  );
  const field = await ok<{ field: { id: number } }>(
    api(`/field/${org.id}`, { token: owner.token, body: { name: "La Esperanza", hectares: 1000 } }),
    201,
  );
  const info = await ok<{ lots: Array<{ id: number; animals: Array<{ id: number }> }> }>(
    api(`/lot/info/${org.id}`, { token: owner.token }),
  );
  const cats = await categoryIds(org.id, owner.token);
  a = {
    ...r,
    movementId: movement.movement.id,
    cycleId: cycle.cycle.id,
    fieldId: field.field.id,
    stockId: info.lots.find((l) => l.id === lotId)!.animals[0]!.id,
    categoryId: cats.Vaca!,
    supplyId: await loadSupply(owner.token, org.id),
  };

  // Organization B, owned by the outsider.
  const t = r.outsider.token;
  const bOrg = r.otherOrg.id;
  const bLot = await createLot(t, bOrg, "Lote B");
  const bRodeo = await createRodeo(t, bOrg, { name: "Rodeo B", lot_id: bLot, animals: [{ type: "Vaca", count: 10 }] });
  const bRodeo2 = await createRodeo(t, bOrg, { name: "Recría B", lot_id: bLot });
  const bMove = await ok<MovementResponse>(
    api(`/movement/purchase/${bOrg}`, {
      token: t,
      body: { date: "2026-06-01", rodeo_id: bRodeo, animals: [{ type: "Vaca", count: 1 }] },
    }),
    201,
  );
  const bCycle = await ok<{ cycle: { id: number } }>(
    api(`/reproductive-cycle/${bOrg}`, {
      token: t,
      body: { rodeo_id: bRodeo, name: "Servicio B", service_start: "2026-11-01" },
    }),
    201,
  );
  const bField = await ok<{ field: { id: number } }>(
    api(`/field/${bOrg}`, { token: t, body: { name: "Campo B" } }),
    201,
  );
  const bCats = await categoryIds(bOrg, t);
  b = {
    org: bOrg,
    rodeo: bRodeo,
    rodeo2: bRodeo2,
    lot: bLot,
    movementId: bMove.movement.id,
    cycleId: bCycle.cycle.id,
    fieldId: bField.field.id,
    categoryId: bCats.Vaca!,
    supplyId: await loadSupply(t, bOrg),
  };
});

/** A refusal reveals nothing: 403 or 404 and only the error shape. */
function expectRefused(res: { status: number; body: Record<string, unknown> }, what: string) {
  expect([403, 404], what).toContain(res.status);
  expect(
    Object.keys(res.body)
      .filter((k) => k !== "issues")
      .sort(),
    what,
  ).toEqual(["code", "message", "ok"]);
}

const KINDS = Object.keys(MOVEMENT_BODIES) as MovementBodyKind[];
const targetA = () => ({ rodeo: a.cria, other: a.recria, lot: a.lotId, supply: a.supplyId });
const targetB = () => ({ rodeo: b.rodeo, other: b.rodeo2, lot: b.lot, supply: b.supplyId });

/** A write, with the schema its body must pass (so a refusal can only be about access). */
type Call = [method: string, path: string, body?: unknown, schema?: z.ZodType];

describe("another organization's member gets 403/404 and no data", () => {
  it("reads", async () => {
    const t = a.outsider.token;
    const A = a.org.id;
    const reads = [
      `/lot/info/${A}`,
      `/lot/details/${a.lotId}`,
      `/movement/all/${A}`,
      `/movement/${a.movementId}`,
      `/movement/last-10/${A}`,
      `/movement/rodeo/${A}/${a.cria}`,
      `/movement/rodeo/${b.org}/${a.cria}`,
      `/movement/reproductive-cycle/${A}/${a.cycleId}`,
      `/movement/reproductive-cycle/${b.org}/${a.cycleId}`,
      `/rodeo/${A}`,
      `/rodeo/${A}/${a.cria}`,
      `/rodeo/${b.org}/${a.cria}`,
      `/rodeo/daily-weight-gain/${A}/${a.cria}`,
      `/rodeo/daily-weight-gain/${b.org}/${a.cria}`,
      `/animal-categories/${A}`,
      `/animal-categories/${A}/with-rodeos`,
      `/animal-categories/${A}/category/${a.categoryId}/rodeos`,
      `/animal-categories/${b.org}/category/${a.categoryId}/rodeos`,
      `/field/${A}`,
      `/reproductive-cycle/${A}`,
      `/reproductive-cycle/${A}/${a.cycleId}`,
      `/reproductive-cycle/${b.org}/${a.cycleId}`,
    ];
    for (const path of reads) expectRefused(await api(path, { token: t }), path);
    // And the reverse: A's owner with B's ids.
    const o = a.owner.token;
    for (const path of [
      `/lot/details/${b.lot}`,
      `/movement/${b.movementId}`,
      `/movement/rodeo/${A}/${b.rodeo}`,
      `/rodeo/${A}/${b.rodeo}`,
      `/reproductive-cycle/${A}/${b.cycleId}`,
      `/rodeo/daily-weight-gain/${A}/${b.rodeo}`,
    ]) {
      expectRefused(await api(path, { token: o }), path);
    }
    // Filters with another organization's ids simply match nothing.
    const filtered = await ok<{ movements: unknown[] }>(api(`/movement/all/${A}?rodeo_id=${b.rodeo}`, { token: o }));
    expect(filtered.movements).toEqual([]);
  });

  it("writes, with valid bodies: every one 403/404, and nothing of A changes", async () => {
    const t = a.outsider.token;
    const A = a.org.id;
    const stockBefore = await storedStock(A);
    const logBefore = await storedMovements(A);
    const transfer = { lot_id: a.lotId, from_category: "Vaca", to_category: "Toro", count: 1 };
    const cycle = { rodeo_id: a.cria, name: "Servicio", service_start: "2026-01-01" };
    const calls: Call[] = [
      ["POST", `/lot/create/${A}`, { name: "x" }, lotBody],
      ["PUT", `/lot/order/${A}`, { items: [{ id: a.lotId, order: 3 }] }, lotOrderBody],
      ["PUT", `/lot/order/${b.org}`, { items: [{ id: a.lotId, order: 3 }] }, lotOrderBody],
      ["DELETE", `/lot/delete/${A}/${a.lotId}`],
      ["DELETE", `/lot/delete/${b.org}/${a.lotId}`],
      ["PUT", `/lot/edit/${a.lotId}`, { name: "robado" }, lotEditBody],
      ["DELETE", `/lot/animal/delete/${a.stockId}`, { organization_id: A, lot_id: a.lotId }, lotAnimalDeleteBody],
      ["DELETE", `/lot/animal/delete/${a.stockId}`, { organization_id: b.org, lot_id: a.lotId }, lotAnimalDeleteBody],
      ["PUT", `/lot/animal/update/${a.stockId}`, { count: 0 }, lotAnimalUpdateBody],
      ["POST", `/lot/animal/transfer`, { organization_id: A, ...transfer }, lotAnimalTransferBody],
      ["POST", `/lot/animal/transfer`, { organization_id: b.org, ...transfer }, lotAnimalTransferBody],
      ["POST", `/lot/record-deaths/${a.lotId}`, { animals: line }, lotDeathsBody],
      ["POST", `/rodeo/record-deaths/${A}`, MOVEMENT_BODIES.DEATH(targetA()), movementBodySchemas.DEATH],
      ["POST", `/rodeo/${A}`, { name: "x" }, rodeoBody],
      ["PUT", `/rodeo/${A}/${a.cria}`, { name: "x" }, rodeoEditBody],
      ["PUT", `/rodeo/${b.org}/${a.cria}`, { name: "x" }, rodeoEditBody],
      ["DELETE", `/rodeo/${b.org}/${a.cria}`],
      ["POST", `/animal-categories/${A}`, { name: "Nueva" }, categoryBody],
      ["PUT", `/animal-categories/${b.org}/${a.categoryId}`, { name: "Robada" }, categoryEditBody],
      ["DELETE", `/animal-categories/${b.org}/${a.categoryId}`],
      ["POST", `/field/${A}`, { name: "x" }, fieldBody],
      ["PUT", `/field/${b.org}/${a.fieldId}`, { name: "x" }, fieldBody],
      ["DELETE", `/field/${b.org}/${a.fieldId}`],
      ["POST", `/reproductive-cycle/${A}`, cycle, cycleBody],
      ["PUT", `/reproductive-cycle/${b.org}/${a.cycleId}`, { name: "x" }, cycleEditBody],
      ["DELETE", `/reproductive-cycle/${b.org}/${a.cycleId}`],
      ["DELETE", `/movement/delete/${A}/${a.movementId}`],
      ["DELETE", `/movement/delete/${b.org}/${a.movementId}`],
    ];
    for (const kind of KINDS) {
      const { path, legacy } = MOVEMENT_PATHS[kind];
      const schema = movementBodySchemas[kind];
      for (const p of [path, legacy].filter(Boolean)) {
        calls.push(["POST", `/movement/${p}/${A}`, MOVEMENT_BODIES[kind](targetA()), schema]);
        calls.push(["PUT", `/movement/${p}/${A}/${a.movementId}`, MOVEMENT_BODIES[kind](targetA()), schema]);
        // B's path with B's own rodeos: only the movement id is A's.
        calls.push(["PUT", `/movement/${p}/${b.org}/${a.movementId}`, MOVEMENT_BODIES[kind](targetB()), schema]);
      }
    }
    calls.push([
      "PUT",
      `/movement/rodeo/${b.org}/${a.movementId}`,
      MOVEMENT_BODIES.CHANGE_RODEO(targetB()),
      movementBodySchemas.CHANGE_RODEO,
    ]);
    for (const [method, path, body, schema] of calls) {
      const what = `${method} ${path}`;
      if (schema) expect(schema.safeParse(body).error?.issues, what).toBeUndefined();
      expectRefused(await api(path, { method, token: t, body }), what);
    }
    expect(await storedStock(A)).toEqual(stockBefore);
    expect(await storedMovements(A)).toEqual(logBefore);
  });

  it("the same movement bodies are accepted from A's own owner (the refusals were about access)", async () => {
    for (const kind of KINDS) {
      const res = await api(`/movement/${MOVEMENT_PATHS[kind].path}/${a.org.id}`, {
        token: a.owner.token,
        body: MOVEMENT_BODIES[kind](targetA()),
      });
      expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBe(201);
    }
    await expectStockMatchesLog(a.org.id);
  });
});

describe("without a token", () => {
  it("every herd resource answers 401 'No authentication token'", async () => {
    for (const path of [
      `/field/${a.org.id}`,
      `/lot/info/${a.org.id}`,
      `/animal-categories/${a.org.id}`,
      `/rodeo/${a.org.id}`,
      `/movement/all/${a.org.id}`,
      `/reproductive-cycle/${a.org.id}`,
    ]) {
      const res = await api(path);
      expect(res.status, path).toBe(401);
      expect(res.body.message).toBe("No authentication token");
    }
  });
});

describe("read budget", () => {
  it("every herd read costs at most 3 D1 statements (auth, membership, data)", async () => {
    const A = a.org.id;
    const reads = [
      `/lot/info/${A}`,
      `/lot/details/${a.lotId}`,
      `/movement/all/${A}?type=BUY,SELL&from=2026-01-01&to=2026-12-31&limit=50`,
      `/movement/${a.movementId}`,
      `/movement/last-10/${A}`,
      `/movement/rodeo/${A}/${a.cria}`,
      `/movement/reproductive-cycle/${A}/${a.cycleId}`,
      `/rodeo/${A}`,
      `/rodeo/${A}/${a.cria}`,
      `/rodeo/daily-weight-gain/${A}/${a.cria}`,
      `/animal-categories/${A}`,
      `/animal-categories/${A}/with-rodeos`,
      `/animal-categories/${A}/category/${a.categoryId}/rodeos`,
      `/field/${A}`,
      `/reproductive-cycle/${A}`,
      `/reproductive-cycle/${A}/${a.cycleId}`,
    ];
    for (const path of reads) {
      const res = await api(path, { token: a.owner.token });
      expect(res.status, path).toBe(200);
      expect(Number(res.headers.get("x-db-queries")), path).toBeLessThanOrEqual(3);
    }
  });
});

describe("a plain user", () => {
  it("cannot manage structure (lots, rodeos, categories, fields, cycles)", async () => {
    const u = a.user.token;
    const A = a.org.id;
    const calls: Array<[string, string, unknown?]> = [
      ["POST", `/lot/create/${A}`, { name: "x" }],
      ["PUT", `/lot/order/${A}`, { items: [{ id: a.lotId, order: 3 }] }],
      ["DELETE", `/lot/delete/${A}/${a.lotId}`],
      ["PUT", `/lot/edit/${a.lotId}`, { name: "x" }],
      ["POST", `/rodeo/${A}`, { name: "x" }],
      ["PUT", `/rodeo/${A}/${a.cria}`, { name: "x" }],
      ["DELETE", `/rodeo/${A}/${a.cria}`],
      ["POST", `/animal-categories/${A}`, { name: "x" }],
      ["PUT", `/animal-categories/${A}/${a.categoryId}`, { name: "x" }],
      ["DELETE", `/animal-categories/${A}/${a.categoryId}`],
      ["POST", `/field/${A}`, { name: "x" }],
      ["PUT", `/field/${A}/${a.fieldId}`, { name: "x" }],
      ["DELETE", `/field/${A}/${a.fieldId}`],
      ["POST", `/reproductive-cycle/${A}`, { rodeo_id: a.cria, name: "x", service_start: "2026-01-01" }],
      ["PUT", `/reproductive-cycle/${A}/${a.cycleId}`, { name: "x" }],
      ["DELETE", `/reproductive-cycle/${A}/${a.cycleId}`],
      ["DELETE", `/movement/delete/${A}/${a.movementId}`],
      ["PUT", `/movement/purchase/${A}/${a.movementId}`, MOVEMENT_BODIES.BUY(targetA())],
    ];
    for (const [method, path, body] of calls) {
      const res = await api(path, { method, token: u, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // But reads everything and records movements.
    await ok(api(`/lot/info/${A}`, { token: u }));
    await ok(
      api(`/movement/weighing/${A}`, { token: u, body: { date: "2026-06-03", rodeo_id: a.cria, mean_weight: 410 } }),
      201,
    );
    await expectStockMatchesLog(A);
  });
});
