// Property: any sequence of creates, edits and deletes of every stock-changing type keeps the stored
// stock equal to the replay of the non-deleted log, never negative; a refused step writes nothing.
// The replay uses production's effect table, so the stock is also checked against an independent
// model written here from docs/herd.md (movement-model.ts): it predicts every answer and every count.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MOVEMENT_PATHS, type MovementBodyKind } from "../../worker/shared/movement-schemas";
import { api, makeTeam } from "./fixtures";
import {
  categoryIds,
  createLot,
  createRodeo,
  expectStockMatchesLog,
  ranch,
  storedMovements,
  storedStock,
} from "./herd-helpers";
import { HerdModel, SupplyModel, type ModelStep, type SupplyStep } from "./movement-model";
import { expectSuppliesMatchLog, remove, storedSupplies, write } from "./supply-helpers";

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

/** The step's animals as the model sees them: names and rodeo ids straight from the inputs. */
function modelLine(p: Params, rodeos: number[]) {
  return {
    kind: p.kind,
    rodeo: rodeos[p.rodeo % rodeos.length]!,
    other: rodeos[p.rodeo2 % rodeos.length]!,
    category: CATEGORIES[p.category]!,
    category2: CATEGORIES[p.category2]!,
    count: p.count,
  };
}

/** The id a successful answer names: the new rodeo for a rodeo, else the movement written. */
function resultId(step: ModelStep, body: unknown): number | null {
  const b = body as { movement?: { id: number }; rodeo?: { id: number } };
  return (step.op === "rodeo" ? b.rodeo?.id : b.movement?.id) ?? null;
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
        const model = new HerdModel({
          [cria]: { Vaca: 50, Toro: 2 },
          [recria]: { Novillito: 30 },
          [rodeos[2]!]: { Ternero: 20 },
        });
        const categoryNames = new Map(Object.entries(await categoryIds(org.id, token)).map(([n, id]) => [id, n]));
        const movementId = (res: { body: unknown }) => (res.body as { movement: { id: number } }).movement.id;
        for (const s of steps) {
          const before = await snapshot(org.id);
          let res;
          // What the model predicts, from the step's own inputs.
          let step: ModelStep;
          if (s.op === "create") {
            step = { op: "create", line: modelLine(s.p, rodeos) };
            res = await api(`/movement/${pathFor(s.p.kind, s.p.legacy)}/${org.id}`, {
              token,
              body: bodyFor(s.p, rodeos),
            });
            if (res.status === 201) created.push({ id: movementId(res), kind: s.p.kind });
          } else if (s.op === "edit") {
            const editable = created.filter((m) => m.kind !== "AUDIT");
            const target = editable[s.target % Math.max(editable.length, 1)];
            if (!target) continue;
            const p = { ...s.p, kind: target.kind as Params["kind"] };
            step = { op: "edit", id: target.id, line: modelLine(p, rodeos) };
            res = await api(`/movement/${pathFor(p.kind, p.legacy)}/${org.id}/${target.id}`, {
              method: "PUT",
              token,
              body: bodyFor(p, rodeos),
            });
          } else if (s.op === "delete") {
            const target = created[s.target % Math.max(created.length, 1)];
            if (!target) continue;
            step = { op: "delete", id: target.id };
            res = await api(`/movement/delete/${org.id}/${target.id}`, { method: "DELETE", token });
          } else if (s.op === "audit") {
            const rows = Object.keys(before.stock);
            const stockRows = (await api(`/lot/info/${org.id}`, { token })).body as unknown as {
              lots: Array<{ animals: Array<{ id: number; rodeo_id: number; category: string }> }>;
            };
            const animals = stockRows.lots.flatMap((l) => l.animals);
            if (!rows.length || !animals.length) continue;
            const row = animals[s.target % animals.length]!;
            step = { op: "audit", rodeo: row.rodeo_id, category: row.category, count: s.count };
            res = await api(`/lot/animal/update/${row.id}`, { method: "PUT", token, body: { count: s.count } });
            if (res.status === 200) created.push({ id: movementId(res), kind: "AUDIT" });
          } else {
            step = { op: "rodeo", count: s.count };
            res = await api(`/rodeo/${org.id}`, {
              token,
              body: { name: `Nuevo ${rodeos.length}`, lot_id: lotId, animals: [{ type: "Vaca", count: s.count }] },
            });
            if (res.status === 201) rodeos.push((res.body as unknown as { rodeo: { id: number } }).rodeo.id);
          }
          // Only success or a clean refusal; never a server error.
          expect([200, 201, 400, 404, 409]).toContain(res.status);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          // The model predicted this very answer, and after it the stored stock is the model's.
          const expected = model.apply(step, res.status < 300 ? resultId(step, res.body) : null);
          expect(res.status, `${JSON.stringify(step)} → ${JSON.stringify(res.body)}`).toBe(expected);
          const stored = Object.fromEntries(
            [...(await storedStock(org.id))].map(([key, count]) => {
              const [rodeo, category] = key.split(":").map(Number);
              return [`${rodeo}:${categoryNames.get(category!)}`, count];
            }),
          );
          expect(stored, JSON.stringify(step)).toEqual(model.stock());
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

// Supplies: random new supplies, loads (single and batch), consumptions, treatments with a supply, counts,
// edits and deletes of those movements, and edits and deletes of the supplies themselves. After every step
// each stored quantity equals the replay of the log and the independent SupplyModel's prediction.
const supplyStep = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant("new" as const), milli: fc.option(fc.integer({ min: 1, max: 9_999 })) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("load" as const),
      batch: fc.boolean(),
      supplies: fc.array(fc.nat(5), { minLength: 1, maxLength: 2 }),
      milli: fc.array(fc.integer({ min: 1, max: 9_999 }), { minLength: 2, maxLength: 2 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("take" as const),
      treatment: fc.boolean(),
      supply: fc.nat(5),
      milli: fc.integer({ min: 1, max: 9_999 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("edit" as const),
      target: fc.nat(30),
      milli: fc.integer({ min: 1, max: 9_999 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("delete" as const), target: fc.nat(30) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("count" as const),
      supply: fc.nat(5),
      milli: fc.integer({ min: 0, max: 9_999 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("remove" as const), supply: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("rename" as const), supply: fc.nat(5) }) },
);

type SupplyStepValue = typeof supplyStep extends fc.Arbitrary<infer T> ? T : never;

/**
 * Run first, before the random histories: it visits the refusals the coverage checks below count on
 * (a consumption larger than the stock: 409; a removed supply used again: 400), which random histories
 * reach only most of the time (a removal is 1 step in 17).
 */
const REFUSALS_EXAMPLE: SupplyStepValue[] = [
  { op: "new", milli: 1_000 },
  { op: "take", treatment: false, supply: 0, milli: 5_000 },
  { op: "load", batch: false, supplies: [0], milli: [2_000, 1] },
  { op: "remove", supply: 0 },
  { op: "take", treatment: true, supply: 0, milli: 1 },
];

/**
 * A random history that starts with a stocked supply: without one, every step but "new" is skipped, and a
 * run of short histories could be almost all skips (the success count below then fell short by chance).
 */
const supplyHistory = fc
  .tuple(fc.integer({ min: 1, max: 9_999 }), fc.array(supplyStep, { minLength: 3, maxLength: 13 }))
  .map(([milli, rest]): SupplyStepValue[] => [{ op: "new", milli }, ...rest]);

async function supplySnapshot(orgId: number) {
  const [stored, log] = await Promise.all([storedSupplies(orgId), storedMovements(orgId)]);
  return { supplies: [...stored.values()], log };
}

describe("supply log property", () => {
  it("every supply quantity always equals the replay of the log and the model", { timeout: 180_000 }, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(supplyHistory, async (steps) => {
        const { owner, org } = await makeTeam();
        const t = owner.token;
        const rodeo = await createRodeo(t, org.id, { name: "Cría" });
        const model = new SupplyModel();
        const supplyIds: number[] = [];
        /** Movements that change supplies; single-supply ones may be edited through their path. */
        const entries: Array<{ id: number; edit?: (milli: number) => Record<string, unknown>; path?: string }> = [];
        const pick = (i: number) => supplyIds[i % Math.max(supplyIds.length, 1)];
        for (const s of steps) {
          const before = await supplySnapshot(org.id);
          let res: { status: number; body: Record<string, unknown> };
          let step: SupplyStep;
          let path: string | undefined;
          let edit: ((milli: number) => Record<string, unknown>) | undefined;
          if (s.op === "new") {
            step = { op: "new", milli: s.milli };
            res = await api("/asset", {
              token: t,
              body: {
                organization_id: org.id,
                name: `Insumo ${supplyIds.length}`,
                kind: "medicamento",
                ...(s.milli ? { quantity: s.milli / 1000 } : {}),
              },
            });
          } else if (s.op === "load" || s.op === "take" || s.op === "count" || s.op === "remove" || s.op === "rename") {
            if (!supplyIds.length) continue;
            if (s.op === "load") {
              const named = s.batch ? (s.supplies.map(pick) as number[]) : [pick(s.supplies[0]!)!];
              const milli = named.map((_, i) => s.milli[i]!);
              step = { op: "load", supplies: named, milli };
              if (s.batch) {
                res = await api(`/asset/${org.id}/batch`, {
                  token: t,
                  body: { items: named.map((asset_id, i) => ({ asset_id, quantity: milli[i]! / 1000 })) },
                });
              } else {
                const asset_id = named[0]!;
                path = "load-asset";
                edit = (m) => ({ asset_id, quantity: m / 1000 });
                res = await write(t, path, org.id, edit(milli[0]!));
              }
            } else if (s.op === "take") {
              const asset_id = pick(s.supply)!;
              step = { op: "take", supply: asset_id, milli: s.milli };
              path = s.treatment ? "treatment" : "asset-consumption";
              edit = s.treatment
                ? (m) => ({ rodeo_id: rodeo, product: "Dosis", asset_id, asset_quantity: m / 1000 })
                : (m) => ({ asset_id, quantity: m / 1000 });
              res = await write(t, path, org.id, edit(s.milli));
            } else if (s.op === "count") {
              const supply = pick(s.supply)!;
              step = { op: "count", supply, milli: s.milli };
              res = await api(`/asset/${org.id}/${supply}/count`, { token: t, body: { counted: s.milli / 1000 } });
            } else {
              const supply = pick(s.supply)!;
              step = { op: s.op, supply };
              res =
                s.op === "remove"
                  ? await api(`/asset/${org.id}/${supply}`, { method: "DELETE", token: t })
                  : await api(`/asset/${org.id}/${supply}`, { method: "PUT", token: t, body: { minimum: 1 } });
            }
          } else {
            const pool = s.op === "edit" ? entries.filter((e) => e.edit) : entries;
            const entry = pool[s.target % Math.max(pool.length, 1)];
            if (!entry) continue;
            if (s.op === "edit") {
              step = { op: "edit", id: entry.id, milli: s.milli };
              res = await write(t, entry.path!, org.id, entry.edit!(s.milli), entry.id);
            } else {
              step = { op: "delete", id: entry.id };
              res = await remove(t, org.id, entry.id);
            }
          }
          expect([200, 201, 400, 404, 409]).toContain(res.status);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const body = res.body as { asset?: { id: number }; movement?: { id: number } | null };
          const ids = { supply: body.asset?.id, movement: res.status < 300 ? (body.movement?.id ?? null) : null };
          if (step.op === "new" && ids.supply) supplyIds.push(ids.supply);
          if (ids.movement && step.op !== "edit" && step.op !== "delete")
            entries.push({ id: ids.movement, edit, path });
          const expected = model.apply(step, ids);
          expect(res.status, `${JSON.stringify(step)} → ${JSON.stringify(res.body)}`).toBe(expected);
          const stored = Object.fromEntries(
            [...(await storedSupplies(org.id)).values()].map((a) => [a.id, Math.round(a.quantity * 1000)]),
          );
          expect(stored, JSON.stringify(step)).toEqual(model.quantities());
          if (res.status >= 400) expect(await supplySnapshot(org.id)).toEqual(before);
          await expectSuppliesMatchLog(org.id);
        }
      }),
      { numRuns: 15, endOnFailure: true, examples: [[REFUSALS_EXAMPLE]] },
    );
    expect((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0)).toBeGreaterThan(20);
    expect(statuses.get(409) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
  });
});
