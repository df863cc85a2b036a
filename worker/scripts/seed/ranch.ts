// Demo ranch herd data for "Estancia La Esperanza": fields, paddocks, rodeos, reproductive cycles and
// 24 months of movements up to today; rodeo_stock is written from the replay of those movements.
import { DEFAULT_CATEGORIES, DEFAULT_TIMEZONE } from "../../shared/defaults";
import {
  addDays,
  daysBetween,
  HistoryBuilder,
  isoDay,
  type InsertFn,
  type SeedMovement,
  type UpdateFn,
} from "./ranch-builder";
import { scheduleHistory } from "./ranch-history";
import type { HistoryContext } from "./ranch-model";
import { scheduleOneOffs } from "./ranch-one-offs";
import { seedTasks } from "./ranch-tasks";
import { insertSupplies, scheduleSupplies, writeSupplies, type Supplies } from "./ranch-supplies";
import { seedNotes, type SeedPhoto } from "./ranch-notes";
import { seedMoney, type SeedFile } from "./ranch-money";
import { FIELDS, LOTS, RODEOS, type RodeoKey } from "./ranch-plan";
import { ranchBoundaries } from "./ranch-boundaries";
import { seededRandom } from "./random";
import { scheduleAnimals, SeedAnimals } from "./ranch-animals";
import type { SeedSql } from "./sql";

/** The tables `buildRanch` writes (its herd year, supplies and animals); a loader reads their max ids first. */
export const RANCH_TABLES = [
  "fields",
  "lots",
  "rodeos",
  "rodeo_stock",
  "movements",
  "reproductive_cycles",
  "assets",
  "animals",
  "animal_events",
  "tags",
];

export interface RanchInput {
  organizationId: number;
  ownerId: number;
  userId: number;
  categories: Map<string, number>;
  today: Date;
}

export interface RanchResult {
  movements: SeedMovement[];
  stock: Map<string, number>;
  head: number;
  rodeos: Record<RodeoKey, number>;
  lots: number[];
  supplies: Supplies;
  /** The notes' photos for the local R2 (seedRanch only). */
  notePhotos?: SeedPhoto[];
  /** The money area's uploaded files for the local R2 (seedRanch only). */
  moneyFiles?: SeedFile[];
}

/** The rodeos change paddock six times in the two years. */
const ROTATIONS = 6;

/** `update` sets the supplies' final quantities (the seed's SQL); without it they stay as inserted. */
export function buildRanch(insert: InsertFn, input: RanchInput, update: UpdateFn = () => {}): RanchResult {
  const today = isoDay(input.today);
  const startDate = new Date(input.today);
  startDate.setUTCMonth(startDate.getUTCMonth() - 24);
  const start = isoDay(startDate);
  const at = `${start}T08:00:00.000Z`;
  const org = input.organizationId;
  const period = daysBetween(start, today) / ROTATIONS;
  const rotation = (day: string) => Math.min(ROTATIONS - 1, Math.floor(daysBetween(start, day) / period));

  const map = ranchBoundaries();
  const fieldIds = Object.fromEntries(
    FIELDS.map((f) => [
      f.key,
      insert("fields", {
        organization_id: org,
        name: f.name,
        hectares: f.hectares,
        locality: f.locality,
        renspa: f.renspa,
        ev_target: f.ev_target,
        ...map.fields[f.key],
        created_at: at,
        updated_at: at,
      }),
    ]),
  );
  const lots = LOTS.map((l, order) =>
    insert("lots", {
      organization_id: org,
      field_id: fieldIds[l.field]!,
      name: l.name,
      hectares: l.hectares,
      order,
      ...map.lots[order]!,
      created_at: at,
      updated_at: at,
    }),
  );
  const lotOfKey = (key: RodeoKey, day: string) => lots[RODEOS.find((r) => r.key === key)!.lots[rotation(day)]!]!;
  const rodeos = Object.fromEntries(
    RODEOS.map((r) => [
      r.key,
      insert("rodeos", {
        organization_id: org,
        name: r.name,
        lot_id: lotOfKey(r.key, today),
        created_at: at,
        updated_at: at,
      }),
    ]),
  ) as Record<RodeoKey, number>;
  const keyOf = new Map(Object.entries(rodeos).map(([k, id]) => [id, k as RodeoKey]));

  const h = new HistoryBuilder(insert, org, input.ownerId, orderedCategories(input.categories), (id, day) =>
    lotOfKey(keyOf.get(id)!, day),
  );
  const ctx: HistoryContext = {
    h,
    rnd: seededRandom(20_241_120),
    start,
    today,
    rodeos,
    lots,
    userId: input.userId,
    cycles: new Map(),
    supplies: insertSupplies(insert, org, at),
  };

  // Opening day: the paddocks and rodeos with their stock.
  h.on(start, (day) => {
    LOTS.forEach((l, i) =>
      h.record(day, {
        type: "CREATE_LOT",
        lot: lots[i]!,
        data: { name: l.name, hectares: l.hectares },
        detail: `Alta del lote ${l.name}`,
      }),
    );
    for (const r of RODEOS) {
      h.record(day, {
        type: "CREATE_RODEO",
        rodeo: rodeos[r.key],
        animals: r.stock,
        data: { name: r.name },
        detail: `Alta del rodeo ${r.name}`,
      });
    }
  });
  scheduleCycles(ctx, insert, org);
  scheduleRotations(ctx, period, (key, day) => lotOfKey(key, day));
  scheduleHistory(ctx);
  scheduleOneOffs(ctx);
  scheduleSupplies(ctx);
  const animals = (h.animals = new SeedAnimals());
  scheduleAnimals(ctx, animals);
  h.runScheduled();
  animals.write(insert, org, new Date(input.today).toISOString());
  h.writeStock(new Date(input.today).toISOString());
  writeSupplies(ctx, update, new Date(input.today).toISOString());
  let head = 0;
  for (const n of h.stock.values()) head += n;
  return { movements: h.movements, stock: h.stock, head, rodeos, lots, supplies: ctx.supplies! };
}

/** The default categories first, in their usual order (the seed's names must exist). */
function orderedCategories(categories: Map<string, number>) {
  const names = DEFAULT_CATEGORIES.map((c) => c.name).filter((n) => categories.has(n));
  return new Map(names.map((n) => [n, categories.get(n)!]));
}

/** Breeding seasons from Nov 15 to Jan 31, created on their first day (or on the opening day). */
function scheduleCycles(ctx: HistoryContext, insert: InsertFn, org: number) {
  const { h } = ctx;
  for (let year = Number(ctx.start.slice(0, 4)) - 1; year <= Number(ctx.today.slice(0, 4)); year++) {
    const serviceStart = `${year}-11-15`;
    if (serviceStart > ctx.today || daysBetween(serviceStart, ctx.start) > 300) continue;
    const day = serviceStart < ctx.start ? ctx.start : serviceStart;
    h.on(day, () => {
      const name = `Servicio ${year}-${year + 1}`;
      const method = year % 2 ? "IATF" : "natural";
      const females = h.count(ctx.rodeos.cria, "Vaca");
      const bulls = h.count(ctx.rodeos.toros, "Toro");
      const created = `${day}T10:00:00.000Z`;
      const id = insert("reproductive_cycles", {
        organization_id: org,
        rodeo_id: ctx.rodeos.cria,
        name,
        service_start: `${serviceStart}T00:00:00.000Z`,
        service_end: `${year + 1}-01-31T00:00:00.000Z`,
        method,
        females_exposed: females,
        bulls,
        created_at: created,
        updated_at: created,
      });
      ctx.cycles.set(year, id);
      h.record(day, {
        type: "CREATE_REPRODUCTIVE_CYCLE",
        rodeo: ctx.rodeos.cria,
        cycle: id,
        data: { name, method, females_exposed: females },
        detail: `Alta del ciclo reproductivo ${name}`,
      });
    });
  }
}

/** Paddock changes: an EDIT_RODEO and a TRANSFER with from/to lot, as the API records them. */
function scheduleRotations(ctx: HistoryContext, period: number, lotOf: (key: RodeoKey, day: string) => number) {
  for (let i = 1; i < ROTATIONS; i++) {
    const day = addDays(ctx.start, Math.ceil(i * period));
    ctx.h.on(day, () => {
      for (const r of RODEOS) {
        const from = lotOf(r.key, addDays(day, -1));
        const to = lotOf(r.key, day);
        if (from === to) continue;
        const rodeo = ctx.rodeos[r.key];
        const names = [LOTS[ctx.lots.indexOf(from)]!.name, LOTS[ctx.lots.indexOf(to)]!.name];
        ctx.h.record(day, {
          type: "EDIT_RODEO",
          rodeo,
          lot: to,
          data: { name: r.name, lot_id: to },
          detail: `Edición del rodeo ${r.name}`,
        });
        ctx.h.record(day, {
          type: "TRANSFER",
          rodeo,
          lot: to,
          data: { lot_change: true, from_lot_id: from, to_lot_id: to, from_lot: names[0], to_lot: names[1] },
          detail: `Cambio de lote del rodeo ${r.name}: ${names[0]} → ${names[1]}`,
        });
      }
    });
  }
}

/** Today in Argentina (noon UTC of that day): the history never runs into UTC's tomorrow. */
export const localToday = () =>
  new Date(`${new Intl.DateTimeFormat("en-CA", { timeZone: DEFAULT_TIMEZONE }).format(new Date())}T12:00:00.000Z`);

/** Called by worker/scripts/seed.ts with the seeded accounts (seed/accounts.ts SeededAccounts). */
export function seedRanch(sql: SeedSql, accounts: Omit<RanchInput, "today">, today = localToday()): RanchResult {
  const ranch = buildRanch(
    (table, row) => sql.insert(table, row),
    {
      organizationId: accounts.organizationId,
      ownerId: accounts.ownerId,
      userId: accounts.userId,
      categories: accounts.categories,
      today,
    },
    (table, id, set) => sql.update(table, id, set),
  );
  const notePhotos = seedNotes((table, row) => sql.insert(table, row), {
    ...accounts,
    lots: ranch.lots,
    rodeos: ranch.rodeos,
    today: isoDay(today),
  });
  seedTasks((table, row) => sql.insert(table, row), {
    ...accounts,
    today: isoDay(today),
    lots: ranch.lots,
    rodeos: ranch.rodeos,
  });
  const moneyFiles = seedMoney(sql, { ...accounts, movements: ranch.movements, today: isoDay(today) });
  // The organization's storage count is the sum of its uploads' sizes (docs/storage.md).
  const storage_bytes = [...notePhotos, ...moneyFiles].reduce((sum, f) => sum + f.bytes.length, 0);
  sql.update("organizations", accounts.organizationId, { storage_bytes });
  return { ...ranch, notePhotos, moneyFiles };
}
