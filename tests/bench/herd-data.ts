// Data for the herd benchmark: one organization with 200 lots, 40 rodeos, 30 supplies and 50,000 movements
// (5 years; about 1 in 10 a supply load or consumption, treatments with a withdrawal), generated through the seed's history engine (so stock is the replay of the log), as multi-row INSERTs, then its aggregates rebuilt.
import { literal, type SqlValue } from "../../worker/scripts/seed/sql";
import { addDays, HistoryBuilder } from "../../worker/scripts/seed/ranch-builder";
import { seededRandom } from "../../worker/scripts/seed/random";
import { DEFAULT_CATEGORIES, categoryKey } from "../../worker/shared/defaults";
import type { MovementType } from "../../worker/shared/movement-types";
import { recomputeScript } from "../../worker/areas/aggregates/recompute-script";
import { SeedAnimals } from "../../worker/scripts/seed/ranch-animals";

/** D1 refuses statements over 100 KB: 150 movement rows stay well under it. */
const ROWS_PER_INSERT = 150;

export interface BenchData {
  sql: string;
  /** The same SQL, one INSERT per item (a worker test runs them as a D1 batch). */
  statements: string[];
  orgId: number;
  rodeoIds: number[];
  movements: number;
  head: number;
  /** The tagged animals' tag numbers. */
  tags: string[];
}

/** The tables benchData inserts into: callers read their highest ids first (`maxIds`). */
export const BENCH_TABLES = [
  "organizations",
  "user_organizations",
  "animal_categories",
  "lots",
  "rodeos",
  "rodeo_stock",
  "movements",
  "assets",
  "animals",
  "animal_events",
  "tags",
] as const;

export function benchData(opts: {
  maxIds: Record<string, number>;
  ownerId: number;
  lots?: number;
  rodeos?: number;
  movements?: number;
  /** Tagged animals (docs/animals.md), tagged on the last day across the rodeos, half registered; none by default. */
  tagged?: number;
}): BenchData {
  const { lots: lotCount = 200, rodeos: rodeoCount = 40, movements: movementCount = 50_000, tagged = 0 } = opts;
  const next = { ...opts.maxIds };
  const rows = new Map<string, Array<Record<string, SqlValue>>>();
  const insert = (table: string, row: Record<string, SqlValue>) => {
    const id = (next[table] ?? 0) + 1;
    next[table] = id;
    if (!rows.has(table)) rows.set(table, []);
    rows.get(table)!.push({ id, ...row });
    return id;
  };

  const now = new Date().toISOString();
  const orgId = insert("organizations", { name: "Estancia Benchmark", created_at: now, updated_at: now });
  insert("user_organizations", { user_id: opts.ownerId, organization_id: orgId, role: "owner" });
  const categories = new Map(
    DEFAULT_CATEGORIES.map((c) => [
      c.name,
      insert("animal_categories", { organization_id: orgId, name: c.name, name_key: categoryKey(c.name), ev: c.ev }),
    ]),
  );
  const lots = Array.from({ length: lotCount }, (_, i) =>
    insert("lots", {
      organization_id: orgId,
      name: `Lote ${i + 1}`,
      hectares: 50 + (i % 7) * 20,
      order: i,
      created_at: now,
      updated_at: now,
    }),
  );
  const rodeos = Array.from({ length: rodeoCount }, (_, i) =>
    insert("rodeos", {
      organization_id: orgId,
      name: `Rodeo ${i + 1}`,
      lot_id: lots[i]!,
      created_at: now,
      updated_at: now,
    }),
  );
  const supplies = Array.from({ length: 30 }, (_, i) =>
    insert("assets", {
      organization_id: orgId,
      name: `Insumo ${i + 1}`,
      kind: i % 3 === 0 ? "medicamento" : "alimento",
      unit: "kg",
      quantity: 0, // the replay of the log, set below
      unit_cost: 100 + i,
      minimum: 500,
      withdrawal_days: i % 3 === 0 ? 35 : 0,
      deleted: false,
      created_at: now,
      updated_at: now,
    }),
  );
  const lotOf = new Map(rodeos.map((r, i) => [r, lots[i]!]));
  const h = new HistoryBuilder(insert, orgId, opts.ownerId, categories, (r) => lotOf.get(r) ?? null);
  const rnd = seededRandom(50_000);
  const start = addDays(now.slice(0, 10), -5 * 365);
  for (const r of rodeos)
    h.record(start, { type: "CREATE_RODEO", rodeo: r, animals: { Vaca: 150, Novillo: 80, Ternero: 40 } });

  const mix: Array<[MovementType, number]> = [
    ["WEIGHING", 30],
    ["RAIN", 15],
    ["TREATMENT", 10],
    ["BUY", 12],
    ["BIRTH", 8],
    ["DEATH", 8],
    ["SELL", 7],
    ["PREGNANCY_DIAGNOSIS", 3],
    ["FROST", 4],
    ["CHANGE_RODEO", 3],
    ["ASSET", 4],
    ["ASSET_CONSUMPTION", 7],
  ];
  const weights = mix.reduce((s, [, w]) => s + w, 0);
  const pickType = () => {
    let x = rnd.next() * weights;
    for (const [type, w] of mix) if ((x -= w) < 0) return type;
    return "WEIGHING";
  };
  for (let i = 0; h.movements.length < movementCount; i++) {
    const day = addDays(start, Math.floor((i * 5 * 365) / movementCount) + 1);
    const rodeo = rnd.pick(rodeos);
    const type = pickType();
    const take = (category: string, max: number) => Math.min(h.count(rodeo, category), rnd.int(1, max));
    switch (type) {
      case "WEIGHING":
        h.record(day, {
          type,
          rodeo,
          data: { mean_weight: Math.round(rnd.around(380, 60)), animals_weighed: h.total(rodeo) },
        });
        break;
      case "RAIN":
      case "FROST":
        h.record(day, {
          type,
          lot: rnd.pick(lots),
          data: type === "RAIN" ? { mm: rnd.int(2, 60) } : { min_temperature: -rnd.int(1, 6) },
        });
        break;
      case "TREATMENT":
        h.record(day, {
          type,
          rodeo,
          data: {
            product: "Ivermectina 1%",
            dose: "1 ml/50 kg",
            withdrawal_days: 35,
            clearance_date: addDays(day, 35),
          },
        });
        break;
      case "PREGNANCY_DIAGNOSIS": {
        const examined = h.count(rodeo, "Vaca");
        const pregnant = Math.round(examined * 0.9);
        h.record(day, { type, rodeo, data: { examined, pregnant, empty: examined - pregnant } });
        break;
      }
      case "BUY":
        h.record(day, {
          type,
          rodeo,
          animals: { Novillo: rnd.int(2, 12) },
          data: { price_per_kg: 2300, seller: "Remate" },
        });
        break;
      case "BIRTH":
        h.record(day, { type, rodeo, animals: { Ternero: rnd.int(1, 10), Ternera: rnd.int(1, 10) } });
        break;
      case "DEATH":
        h.record(day, { type, rodeo, animals: { Vaca: take("Vaca", 2) }, data: { cause: "Causa desconocida" } });
        break;
      case "SELL":
        h.record(day, {
          type,
          rodeo,
          animals: { Novillo: take("Novillo", 20) },
          data: { buyer: "Frigorífico", price_per_kg: 2400 },
        });
        break;
      case "ASSET": {
        const asset = rnd.pick(supplies);
        h.record(day, { type, data: { asset_id: asset, name: `Insumo ${asset}`, quantity: rnd.int(200, 2000) } });
        break;
      }
      case "ASSET_CONSUMPTION": {
        const asset = rnd.pick(supplies);
        const quantity = Math.min(Math.floor(h.supply(asset)), rnd.int(10, 200));
        if (quantity > 0) h.record(day, { type, rodeo, data: { asset_id: asset, quantity, unit_cost: 120 } });
        break;
      }
      case "CHANGE_RODEO": {
        const to = rnd.pick(rodeos);
        if (to !== rodeo)
          h.record(day, { type, rodeo, animals: { Ternero: take("Ternero", 10) }, data: { to_rodeo_id: to } });
        break;
      }
    }
  }
  const animals = new SeedAnimals();
  if (tagged) h.animals = animals;
  const lastDay = addDays(start, 5 * 365);
  let untagged = tagged;
  for (const [i, r] of rodeos.entries()) {
    for (const [category, sex] of [
      ["Vaca", "hembra"],
      ["Novillo", "macho"],
      ["Ternero", "macho"],
    ] as const) {
      const n = Math.min(untagged, h.count(r, category));
      if (n > 0) animals.tag(h, lastDay, r, { [category]: [n, sex] }, i % 2 ? null : 3);
      untagged -= n;
    }
  }
  if (tagged) animals.write(insert, orgId, now);
  h.writeStock(now);
  // The rows are written below, so each supply's quantity can still become the replay of its log.
  for (const row of rows.get("assets") ?? []) {
    row.quantity = h.supply(row.id as number);
    row.last_movement_at = h.supplyDates.get(row.id as number) ?? null;
  }

  const statements: string[] = [];
  for (const [table, list] of rows) {
    const cols = Object.keys(list[0]!);
    for (let i = 0; i < list.length; i += ROWS_PER_INSERT) {
      const values = list
        .slice(i, i + ROWS_PER_INSERT)
        .map((row) => `(${cols.map((c) => literal(row[c] ?? null)).join(", ")})`);
      statements.push(
        `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(", ")}) VALUES\n${values.join(",\n")};`,
      );
    }
  }
  let head = 0;
  for (const n of h.stock.values()) head += n;
  // The aggregates the reads use (docs/aggregates.md), rebuilt from the rows once they are all written, so the
  // benchmark measures the state the API keeps.
  statements.push(recomputeScript([orgId]));
  return {
    sql: statements.join("\n") + "\n",
    statements,
    orgId,
    rodeoIds: rodeos,
    movements: h.movements.length,
    head,
    tags: animals.animals.map((a) => a.tag),
  };
}
