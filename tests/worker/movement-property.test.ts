// Property: any sequence of creates, edits and deletes of every stock-changing type keeps the stored
// stock equal to the replay of the non-deleted log, never negative; a refused step writes nothing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MOVEMENT_PATHS, type MovementBodyKind } from "../../worker/shared/movement-schemas";
import { api } from "./fixtures";
import { createLot, createRodeo, expectStockMatchesLog, ranch, storedMovements, storedStock } from "./herd-helpers";

const KINDS = [
  "BUY",
  "BIRTH",
  "TRANSFER",
  "SELL",
  "DEATH",
  "OUTGOING_TRANSFER",
  "CONSUMPTION",
  "RECATEGORIZATION",
  "CHANGE_RODEO",
  "WEANING",
] as const satisfies readonly MovementBodyKind[];
const CATEGORIES = ["Vaca", "Ternero", "Ternera", "Novillito"];

const params = fc.record({
  kind: fc.constantFrom(...KINDS),
  rodeo: fc.nat(3),
  rodeo2: fc.nat(3),
  category: fc.nat(CATEGORIES.length - 1),
  category2: fc.nat(CATEGORIES.length - 1),
  count: fc.integer({ min: 1, max: 40 }),
  external: fc.boolean(),
  legacy: fc.boolean(),
});
type Params = typeof params extends fc.Arbitrary<infer T> ? T : never;

const step = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant("create" as const), p: params }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("edit" as const), target: fc.nat(50), p: params }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("delete" as const), target: fc.nat(50) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("audit" as const), target: fc.nat(50), count: fc.nat(60) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("rodeo" as const), count: fc.integer({ min: 1, max: 20 }) }) },
);

function bodyFor(p: Params, rodeos: number[]) {
  const rodeo_id = rodeos[p.rodeo % rodeos.length]!;
  const other = rodeos[p.rodeo2 % rodeos.length]!;
  const type = CATEGORIES[p.category]!;
  const base = { date: "2026-06-01", rodeo_id, detail: `prop ${p.kind}` };
  const animals = [{ type, count: p.count }];
  switch (p.kind) {
    case "RECATEGORIZATION":
      return { ...base, from_category: type, to_category: CATEGORIES[p.category2]!, count: p.count };
    case "CHANGE_RODEO":
      return { ...base, animals, to_rodeo_id: other };
    case "WEANING":
      return { ...base, animals, destination_rodeo_id: other, destination_category: CATEGORIES[p.category2]! };
    case "TRANSFER":
      return { ...base, animals, origin_establishment: "La Vecina", external: p.external };
    default:
      return { ...base, animals };
  }
}

const pathFor = (kind: MovementBodyKind, legacy: boolean) =>
  (legacy && MOVEMENT_PATHS[kind].legacy) || MOVEMENT_PATHS[kind].path;

async function snapshot(orgId: number) {
  const [stock, log] = await Promise.all([storedStock(orgId), storedMovements(orgId)]);
  return { stock: Object.fromEntries(stock), log };
}

describe("movement log property", () => {
  it("stock always equals the replay of the non-deleted log", { timeout: 180_000 }, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
        const { owner, org, lotId, cria, recria } = await ranch();
        const token = owner.token;
        const otherLot = await createLot(token, org.id, "Potrero 2");
        const rodeos = [
          cria,
          recria,
          await createRodeo(token, org.id, {
            name: "Destete",
            lot_id: otherLot,
            animals: [{ type: "Ternero", count: 20 }],
          }),
        ];
        const created: Array<{ id: number; kind: MovementBodyKind | "AUDIT" }> = [];
        for (const s of steps) {
          const before = await snapshot(org.id);
          let res;
          if (s.op === "create") {
            res = await api(`/movement/${pathFor(s.p.kind, s.p.legacy)}/${org.id}`, {
              token,
              body: bodyFor(s.p, rodeos),
            });
            if (res.status === 201)
              created.push({ id: (res.body as unknown as { movement: { id: number } }).movement.id, kind: s.p.kind });
          } else if (s.op === "edit") {
            const editable = created.filter((m) => m.kind !== "AUDIT");
            const target = editable[s.target % Math.max(editable.length, 1)];
            if (!target) continue;
            const p = { ...s.p, kind: target.kind as Params["kind"] };
            res = await api(`/movement/${pathFor(p.kind, p.legacy)}/${org.id}/${target.id}`, {
              method: "PUT",
              token,
              body: bodyFor(p, rodeos),
            });
          } else if (s.op === "delete") {
            const target = created[s.target % Math.max(created.length, 1)];
            if (!target) continue;
            res = await api(`/movement/delete/${org.id}/${target.id}`, { method: "DELETE", token });
          } else if (s.op === "audit") {
            const rows = Object.keys(before.stock);
            const stockRows = (await api(`/lot/info/${org.id}`, { token })).body as unknown as {
              lots: Array<{ animals: Array<{ id: number }> }>;
            };
            const ids = stockRows.lots.flatMap((l) => l.animals.map((a) => a.id));
            if (!rows.length || !ids.length) continue;
            res = await api(`/lot/animal/update/${ids[s.target % ids.length]}`, {
              method: "PUT",
              token,
              body: { count: s.count },
            });
            if (res.status === 200)
              created.push({ id: (res.body as unknown as { movement: { id: number } }).movement.id, kind: "AUDIT" });
          } else {
            res = await api(`/rodeo/${org.id}`, {
              token,
              body: { name: `Nuevo ${rodeos.length}`, lot_id: lotId, animals: [{ type: "Vaca", count: s.count }] },
            });
            if (res.status === 201) rodeos.push((res.body as unknown as { rodeo: { id: number } }).rodeo.id);
          }
          // Only success or a clean refusal; never a server error.
          expect([200, 201, 400, 404, 409]).toContain(res.status);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 400) expect(await snapshot(org.id)).toEqual(before);
          await expectStockMatchesLog(org.id);
        }
      }),
      { numRuns: 20, endOnFailure: true },
    );
    // The sequences exercised both sides: accepted changes and refused ones.
    expect((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0)).toBeGreaterThan(20);
    expect(statuses.get(409) ?? 0).toBeGreaterThan(0);
  });
});
