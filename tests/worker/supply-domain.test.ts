// Pure supply effects: what each type does to assets, netting of edits, replay, shortages, and the
// property that applying changes one by one (as the database does) always equals the replay.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMilli,
  changeSupplyEffects,
  findSupplyShortage,
  replaySupplies,
  supplyEffects,
  supplyLines,
  type SupplyEffectMovement,
} from "../../worker/areas/herd/supplies/supply-effects";
import { movementBodySchemas } from "../../worker/shared/movement-schemas";

describe("supplyEffects", () => {
  it("loads add, consumption and treatments using a supply subtract, in thousandths", () => {
    expect(supplyEffects({ type: "ASSET", data: { asset_id: 3, quantity: 12.5 } })).toEqual([
      { asset_id: 3, milli: 12_500 },
    ]);
    expect(
      supplyEffects({
        type: "ASSET_BATCH",
        data: { items: [{ asset_id: 3, quantity: 1 }, { asset_id: 4, quantity: 0.001 }, { quantity: 5 }] },
      }),
    ).toEqual([
      { asset_id: 3, milli: 1000 },
      { asset_id: 4, milli: 1 },
    ]);
    expect(supplyEffects({ type: "ASSET_CONSUMPTION", data: { asset_id: 3, quantity: 0.3 } })).toEqual([
      { asset_id: 3, milli: -300 },
    ]);
    for (const type of ["TREATMENT", "MEDICINE"]) {
      expect(supplyEffects({ type, data: { asset_id: 7, asset_quantity: 2, quantity: 99 } })).toEqual([
        { asset_id: 7, milli: -2000 },
      ]);
      // Without a supply named, a treatment changes nothing.
      expect(supplyEffects({ type, data: { product: "X", asset_quantity: 2 } })).toEqual([]);
    }
  });

  it("ignores other types, deleted entries, new assets without an id and malformed data", () => {
    expect(supplyEffects({ type: "BUY", data: { asset_id: 3, quantity: 1 } })).toEqual([]);
    expect(supplyEffects({ type: "ASSET", data: { asset_id: 3, quantity: 1 }, deleted: true })).toEqual([]);
    expect(supplyEffects({ type: "ASSET", data: { asset_id: null, quantity: 1 } })).toEqual([]);
    expect(supplyLines({ type: "ASSET", data: { asset_id: null, quantity: 1 } })).toEqual([
      { asset_id: null, milli: 1000 },
    ]);
    for (const data of [null, {}, { asset_id: "3", quantity: 1 }, { asset_id: 3, quantity: "1" }, { items: "x" }]) {
      expect(supplyEffects({ type: "ASSET_BATCH", data: data as never })).toEqual([]);
      expect(supplyEffects({ type: "ASSET_CONSUMPTION", data: data as never })).toEqual([]);
    }
  });

  it("an edit reverts the old effect and applies the new one, netted per asset", () => {
    const before = { type: "ASSET", data: { asset_id: 1, quantity: 10 } };
    expect(changeSupplyEffects(before, { type: "ASSET", data: { asset_id: 1, quantity: 4 } })).toEqual([
      { asset_id: 1, milli: -6000 },
    ]);
    expect(changeSupplyEffects(before, before)).toEqual([]);
    expect(changeSupplyEffects(before, null)).toEqual([{ asset_id: 1, milli: -10_000 }]);
    expect(changeSupplyEffects(null, { type: "ASSET_CONSUMPTION", data: { asset_id: 2, quantity: 1 } })).toEqual([
      { asset_id: 2, milli: -1000 },
    ]);
    expect(changeSupplyEffects({ ...before, deleted: true }, null)).toEqual([]);
  });

  it("finds the first asset a change would leave below zero", () => {
    const current = (id: number) => (id === 1 ? 5000 : 0);
    expect(findSupplyShortage(current, [{ asset_id: 1, milli: -5000 }])).toBeNull();
    expect(findSupplyShortage(current, [{ asset_id: 1, milli: -5001 }])).toEqual({
      asset_id: 1,
      available: 5,
      requested: 5.001,
    });
    expect(findSupplyShortage(current, [{ asset_id: 2, milli: 3 }])).toBeNull();
  });

  it("body quantities are positive, bounded and normalised to thousandths", () => {
    const parse = (quantity: unknown) =>
      movementBodySchemas.ASSET.safeParse({ date: "2026-06-01", name: "Sal", quantity });
    expect(parse(0.1).data?.quantity).toBe(0.1);
    expect(parse(1_000_000_000).success).toBe(true);
    for (const bad of [0, -1, 1e9 + 1, 0.0001, Number.NaN, Infinity, "1", null]) {
      expect(parse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe("supply replay property", () => {
  const entry = fc.record({
    type: fc.constantFrom("ASSET", "ASSET_CONSUMPTION", "ASSET_BATCH", "TREATMENT"),
    supply: fc.integer({ min: 1, max: 3 }),
    milli: fc.integer({ min: 1, max: 10_000_000 }),
  });
  const op = fc.oneof(
    fc.record({ op: fc.constant("create" as const), e: entry }),
    fc.record({ op: fc.constant("edit" as const), target: fc.nat(30), e: entry }),
    fc.record({ op: fc.constant("delete" as const), target: fc.nat(30) }),
  );
  const toMovement = (e: { type: string; supply: number; milli: number }): SupplyEffectMovement => {
    const quantity = e.milli / 1000;
    if (e.type === "ASSET_BATCH") {
      return {
        type: e.type,
        data: {
          items: [
            { asset_id: e.supply, quantity },
            { asset_id: 1, quantity: 0.001 },
          ],
        },
      };
    }
    if (e.type === "TREATMENT") return { type: e.type, data: { asset_id: e.supply, asset_quantity: quantity } };
    return { type: e.type, data: { asset_id: e.supply, quantity } };
  };

  it("applying accepted changes one at a time equals the replay, exactly, and never goes negative", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const stored = new Map<number, number>();
        const log: SupplyEffectMovement[] = [];
        for (const o of ops) {
          const index = o.op === "create" ? log.length : o.target % Math.max(log.length, 1);
          const before = o.op === "create" ? null : (log[index] ?? null);
          if (o.op !== "create" && (!before || before.deleted)) continue;
          const after = o.op === "delete" ? { ...before!, deleted: true } : toMovement(o.e);
          const deltas = changeSupplyEffects(before, after);
          const current = (id: number) => Math.round((stored.get(id) ?? 0) * 1000);
          if (findSupplyShortage(current, deltas)) continue; // refused: nothing changes
          for (const d of deltas) stored.set(d.asset_id, addMilli(stored.get(d.asset_id) ?? 0, d.milli));
          log[index] = after;
        }
        const replayed = replaySupplies(log);
        for (const [id, quantity] of stored) {
          expect(quantity).toBeGreaterThanOrEqual(0);
          expect(quantity).toBe(replayed.get(id) ?? 0);
        }
      }),
    );
  });
});
