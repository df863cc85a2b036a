// Property (docs/animals.md): random histories of taggings, sales, deaths, slaughters, moves, recategorizations,
// weighings, untagged sales and deletions keep, after every step, (1) the stored counts equal to the replay of
// the log, (2) the stored animals equal to a replay of the log written here independently (each movement's
// listed tags, in the order the log recorded them), and (3) no rodeo with more active tagged animals of a
// category than its count of it. A refused step (409/400) writes nothing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { api } from "./fixtures";
import { categoryIds, createRodeo, expectStockMatchesLog, ranch, storedMovements } from "./herd-helpers";
import { newTags, storedAnimals } from "./animal-helpers";
import { stockKey } from "../../worker/areas/herd/movements/stock-effects";

const CATEGORIES = ["Vaca", "Ternero"] as const;
const ENDS: Record<string, string> = {
  SELL: "vendido",
  DEATH: "muerto",
  CONSUMPTION: "faenado",
  OUTGOING_TRANSFER: "transferido",
};
const PATHS: Record<string, string> = {
  SELL: "sell",
  DEATH: "death",
  CONSUMPTION: "consumption",
  OUTGOING_TRANSFER: "transfer/outgoing",
};

const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("tag" as const),
      rodeo: fc.nat(1),
      cat: fc.nat(1),
      n: fc.integer({ min: 1, max: 6 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("end" as const),
      kind: fc.constantFrom("SELL", "DEATH", "CONSUMPTION", "OUTGOING_TRANSFER"),
      rodeo: fc.nat(1),
      cat: fc.nat(1),
      tagged: fc.nat(4),
      extra: fc.nat(4),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("move" as const),
      rodeo: fc.nat(1),
      cat: fc.nat(1),
      tagged: fc.nat(3),
      recat: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("weigh" as const),
      rodeo: fc.nat(1),
      tagged: fc.integer({ min: 1, max: 4 }),
      kg: fc.integer({ min: 150, max: 600 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("delete" as const), target: fc.nat(30) }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

type Place = [rodeo: number, category: number, state: string, ended: number | null];

/** The animals as the log says: TAGGING creates, each later movement listing a tag changes it. */
function replayAnimals(log: Awaited<ReturnType<typeof storedMovements>>) {
  const animals = new Map<string, Place>();
  const weights = new Map<string, { kg: number; date: string; id: number }>();
  for (const m of log) {
    if (m.deleted) continue;
    const data = m.data as Record<string, unknown>;
    if (m.type === "TAGGING") {
      for (const a of data.tagged as Array<{ tag: string; category_id: number }>) {
        animals.set(a.tag, [m.rodeo_id!, a.category_id, "activo", null]);
      }
      continue;
    }
    if (m.type === "WEIGHING") {
      for (const w of (data.weights as Array<{ tag: string; kg: number }> | undefined) ?? []) {
        const last = weights.get(w.tag);
        const date = m.date.slice(0, 10);
        if (!last || date > last.date || (date === last.date && m.id > last.id))
          weights.set(w.tag, { kg: w.kg, date, id: m.id });
      }
      continue;
    }
    for (const tag of (data.tags as string[] | undefined) ?? []) {
      const [rodeo, category, state, ended] = animals.get(tag)!;
      if (ENDS[m.type]) animals.set(tag, [rodeo, category, ENDS[m.type]!, m.id]);
      if (m.type === "RECATEGORIZATION") animals.set(tag, [rodeo, data.to_category_id as number, state, ended]);
      if (m.type === "CHANGE_RODEO") {
        animals.set(tag, [
          data.to_rodeo_id as number,
          (data.to_category_id as number | undefined) ?? category,
          state,
          ended,
        ]);
      }
    }
  }
  return { animals, weights };
}

async function expectAnimalsMatchLog(orgId: number) {
  const stock = await expectStockMatchesLog(orgId);
  const [stored, log] = await Promise.all([storedAnimals(orgId), storedMovements(orgId)]);
  const { animals, weights } = replayAnimals(log);
  expect(
    Object.fromEntries(stored.map((a) => [a.tag, [a.rodeo_id, a.category_id, a.state, a.ended_movement_id]])),
  ).toEqual(Object.fromEntries(animals));
  for (const a of stored) {
    const w = weights.get(a.tag);
    expect([a.last_weight_kg, a.last_weight_date]).toEqual(w ? [w.kg, w.date] : [null, null]);
  }
  const active = new Map<string, number>();
  for (const a of stored) {
    if (a.state === "activo")
      active.set(stockKey(a.rodeo_id, a.category_id), (active.get(stockKey(a.rodeo_id, a.category_id)) ?? 0) + 1);
  }
  for (const [key, n] of active) expect(n).toBeLessThanOrEqual(stock.get(key) ?? 0);
}

describe("tagged animals under random histories", () => {
  it("stay the replay of the log and never outnumber their counts", async () => {
    const r = await ranch();
    const token = r.owner.token;
    const cats = await categoryIds(r.org.id, token);
    const rodeos = [
      await createRodeo(token, r.org.id, {
        name: "A",
        animals: [
          { type: "Vaca", count: 12 },
          { type: "Ternero", count: 10 },
        ],
      }),
      await createRodeo(token, r.org.id, {
        name: "B",
        animals: [
          { type: "Vaca", count: 8 },
          { type: "Ternero", count: 9 },
        ],
      }),
    ];
    let day = 1;
    const run = async (s: Step) => {
      const date = `2026-0${5 + Math.floor(day / 28)}-${String((day++ % 28) + 1).padStart(2, "0")}`;
      const animals = await storedAnimals(r.org.id);
      const active = (rodeo: number, cat?: number) =>
        animals.filter(
          (a) => a.state === "activo" && a.rodeo_id === rodeo && (cat === undefined || a.category_id === cat),
        );
      const log = (await storedMovements(r.org.id)).filter(
        (m) => !m.deleted && !["CREATE_RODEO", "CREATE_LOT"].includes(m.type),
      );
      let res: { status: number };
      if (s.op === "tag") {
        res = await api(`/animal/${r.org.id}/tagging`, {
          token,
          body: {
            date,
            rodeo_id: rodeos[s.rodeo],
            animals: newTags(s.n).map((tag) => ({ tag, sex: "hembra", category: CATEGORIES[s.cat] })),
          },
        });
      } else if (s.op === "end") {
        const cat = cats[CATEGORIES[s.cat]!]!;
        const tags = active(rodeos[s.rodeo]!, cat)
          .slice(0, s.tagged)
          .map((a) => a.tag);
        res = await api(`/movement/${PATHS[s.kind]}/${r.org.id}`, {
          token,
          body: {
            date,
            rodeo_id: rodeos[s.rodeo],
            animals: [{ type: CATEGORIES[s.cat], count: Math.max(1, tags.length + s.extra) }],
            tags,
            acknowledge_withdrawal: s.kind === "DEATH" ? undefined : true,
          },
        });
      } else if (s.op === "move") {
        const cat = cats[CATEGORIES[s.cat]!]!;
        const tags = active(rodeos[s.rodeo]!, cat)
          .slice(0, s.tagged)
          .map((a) => a.tag);
        const count = Math.max(1, tags.length);
        res = s.recat
          ? await api(`/movement/recategorization/${r.org.id}`, {
              token,
              body: {
                date,
                rodeo_id: rodeos[s.rodeo],
                from_category: CATEGORIES[s.cat],
                to_category: CATEGORIES[1 - s.cat],
                count,
                tags,
              },
            })
          : await api(`/movement/rodeo/move/${r.org.id}`, {
              token,
              body: {
                date,
                rodeo_id: rodeos[s.rodeo],
                to_rodeo_id: rodeos[1 - s.rodeo],
                animals: [{ type: CATEGORIES[s.cat], count }],
                tags,
              },
            });
      } else if (s.op === "weigh") {
        const tags = active(rodeos[s.rodeo]!).slice(0, s.tagged);
        if (!tags.length) return;
        res = await api(`/animal/${r.org.id}/weighing`, {
          token,
          body: { date, rodeo_id: rodeos[s.rodeo], weights: tags.map((a, i) => ({ tag: a.tag, kg: s.kg + i })) },
        });
      } else {
        const target = log[s.target % Math.max(1, log.length)];
        if (!target) return;
        res = await api(`/movement/delete/${r.org.id}/${target.id}`, { method: "DELETE", token });
      }
      expect([200, 201, 400, 409]).toContain(res.status);
      await expectAnimalsMatchLog(r.org.id);
    };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 14 }), async (steps) => {
        for (const s of steps) await run(s);
      }),
      { numRuns: 6 },
    );
  }, 240_000);
});
