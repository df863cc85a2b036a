// The consumption report as it was computed before the aggregates: every use and every head change read
// from the log since the range start, replayed day by day. The oracle the aggregated report must equal
// (tests/worker/consumption-aggregates.test.ts).
import { sql } from "drizzle-orm";
import type { Db } from "../../worker/env";
import { addCalendarDays } from "../../worker/shared/clearance";
import { isLotChangeEntry, STOCK_EFFECT } from "../../worker/shared/movement-types";
import { daysInMonth, monthsBetween, type MonthRange } from "../../worker/shared/report-months";
import type { ConsumptionBySupply, ConsumptionReport, RodeoMonthCost } from "../../worker/shared/supply-types";
import { movementEffects, type EffectMovement } from "../../worker/areas/herd/movements/stock-effects";
import { jsonList, nullableNum, num, str, type Row } from "../../worker/areas/herd/common/row-values";

/** Supply used on one day, grouped by where it went (a rodeo, a lot, or neither). */
export interface SupplyUse {
  day: string;
  rodeo_id: number | null;
  /** Only when no rodeo: consumption fed in a lot is shared by the rodeos grazing it that day. */
  lot_id: number | null;
  asset_id: number;
  name: string;
  unit: string;
  /** Thousandths of the unit. */
  milli: number;
  /** Quantity × the unit cost stored with each entry (older entries: the supply's current cost). */
  cost: number;
}

export interface ReportRodeo {
  id: number;
  name: string;
  /** Now: its lot and head; the log since the range start is undone from here. */
  lot_id: number | null;
  total: number;
}

/** A live movement dated on or after the range start that changes head counts or a rodeo's lot. */
export interface ReportLogEntry extends EffectMovement {
  id: number;
  date: string;
}

export interface ReportInput extends MonthRange {
  /** YYYY-MM-DD: days after it do not count in a month's average head. */
  today: string;
  uses: SupplyUse[];
  rodeos: ReportRodeo[];
  log: ReportLogEntry[];
}

const cents = (v: number) => Math.round(v * 100) / 100;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function headDeltas(m: ReportLogEntry): Map<number, number> {
  const byRodeo = new Map<number, number>();
  for (const d of movementEffects(m)) byRodeo.set(d.rodeo_id, (byRodeo.get(d.rodeo_id) ?? 0) + d.delta);
  return byRodeo;
}

const lotChange = (m: ReportLogEntry) => {
  if (!isLotChangeEntry(m) || typeof m.rodeo_id !== "number") return null;
  const lot = (v: unknown) => (typeof v === "number" ? v : null);
  return { rodeo: m.rodeo_id, from: lot(m.data?.from_lot_id), to: lot(m.data?.to_lot_id) };
};

function bySupply(uses: SupplyUse[]): ConsumptionBySupply[] {
  const groups = new Map<string, ConsumptionBySupply & { milli: number }>();
  for (const u of uses) {
    const month = u.day.slice(0, 7);
    const key = `${month}:${u.asset_id}`;
    const g = groups.get(key) ?? {
      month,
      asset_id: u.asset_id,
      name: u.name,
      unit: u.unit,
      quantity: 0,
      cost: 0,
      milli: 0,
    };
    g.milli += u.milli;
    g.cost += u.cost;
    groups.set(key, g);
  }
  return [...groups.values()]
    .map(({ milli, cost, ...g }) => ({ ...g, quantity: milli / 1000, cost: cents(cost) }))
    .sort((a, b) => a.month.localeCompare(b.month) || b.cost - a.cost || a.name.localeCompare(b.name, "es"));
}

export function oracleReport(input: ReportInput): ConsumptionReport {
  const months = monthsBetween(input.from, input.to);
  const start = `${input.from}-01`;
  const end = `${input.to}-${String(daysInMonth(input.to)).padStart(2, "0")}`;
  const log = [...input.log].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

  // Head and lot of each rodeo at the start of the range: today's, with the later log undone.
  const head = new Map(input.rodeos.map((r) => [r.id, r.total]));
  const lot = new Map(input.rodeos.map((r) => [r.id, r.lot_id]));
  for (const m of [...log].reverse()) {
    for (const [rodeo, delta] of headDeltas(m)) head.set(rodeo, (head.get(rodeo) ?? 0) - delta);
    const change = lotChange(m);
    if (change) lot.set(change.rodeo, change.from);
  }

  const logByDay = groupBy(log, (m) => m.date.slice(0, 10));
  const usesByDay = groupBy(input.uses, (u) => u.day);
  /** `${month}:${rodeo}` → cost, and head-days. */
  const cost = new Map<string, number>();
  const headDays = new Map<string, number>();
  const costed = new Set<number>();
  const add = (map: Map<string, number>, key: string, v: number) => map.set(key, (map.get(key) ?? 0) + v);

  for (let day = start; day <= end; day = addCalendarDays(day, 1)) {
    const month = day.slice(0, 7);
    for (const m of logByDay.get(day) ?? []) {
      for (const [rodeo, delta] of headDeltas(m)) head.set(rodeo, (head.get(rodeo) ?? 0) + delta);
      const change = lotChange(m);
      if (change) lot.set(change.rodeo, change.to);
    }
    for (const u of usesByDay.get(day) ?? []) {
      if (u.rodeo_id !== null) {
        add(cost, `${month}:${u.rodeo_id}`, u.cost);
        costed.add(u.rodeo_id);
        continue;
      }
      if (u.lot_id === null) continue;
      // Fed in a lot: shared by the rodeos grazing it that day, by head.
      const grazing = [...lot].filter(([r, l]) => l === u.lot_id && (head.get(r) ?? 0) > 0).map(([r]) => r);
      const heads = grazing.reduce((sum, r) => sum + head.get(r)!, 0);
      for (const r of grazing) {
        add(cost, `${month}:${r}`, (u.cost * head.get(r)!) / heads);
        costed.add(r);
      }
    }
    if (day <= input.today) for (const [r, h] of head) if (h > 0) add(headDays, `${month}:${r}`, h);
  }

  const elapsed = (month: string) => {
    const first = `${month}-01`;
    if (first > input.today) return 0;
    return input.today.startsWith(month) ? Number(input.today.slice(8, 10)) : daysInMonth(month);
  };
  const by_rodeo: RodeoMonthCost[] = [];
  const rodeos = input.rodeos.filter((r) => costed.has(r.id)).sort((a, b) => a.name.localeCompare(b.name, "es"));
  for (const month of months) {
    const days = elapsed(month);
    for (const r of rodeos) {
      const c = cents(cost.get(`${month}:${r.id}`) ?? 0);
      const average = days ? (headDays.get(`${month}:${r.id}`) ?? 0) / days : 0;
      by_rodeo.push({
        month,
        rodeo_id: r.id,
        rodeo: r.name,
        cost: c,
        average_head: Math.round(average * 100) / 100,
        cost_per_head: average > 0 ? cents(c / average) : null,
      });
    }
  }
  return { from: input.from, to: input.to, by_supply: bySupply(input.uses), by_rodeo };
}

/** What a consumption (`m`) or treatment took out of supply `a`, in the supply's unit. */
const usedQuantity = sql`CASE WHEN m.type = 'ASSET_CONSUMPTION' THEN json_extract(m.data, '$.quantity')
    ELSE json_extract(m.data, '$.asset_quantity') END`;
const oracleCost = sql`${usedQuantity} * coalesce(json_extract(m.data, '$.unit_cost'), a.unit_cost)`;

/** Types whose entries change a rodeo's head (TRANSFER also carries the lot changes). */
const HEAD_TYPES = Object.entries(STOCK_EFFECT)
  .filter(([, effect]) => effect !== "none")
  .map(([type]) => type);
const typeList = sql.raw(HEAD_TYPES.map((t) => `'${t}'`).join(", "));

export async function oracleRows(db: Db, orgId: number, range: MonthRange) {
  const start = `${range.from}-01`;
  const after = addCalendarDays(`${range.to}-${daysInMonth(range.to)}`, 1);
  const [uses, rodeos, log] = await Promise.all([
    // Supply taken out by consumptions and treatments, per day, supply and destination.
    db.all<Row>(sql`SELECT substr(m.date, 1, 10) AS day, m.rodeo_id,
        CASE WHEN m.rodeo_id IS NULL THEN m.lot_id END AS lot,
        a.id AS asset_id, a.name, a.unit,
        sum(CAST(round(${usedQuantity} * 1000) AS INTEGER)) AS milli,
        sum(${oracleCost}) AS cost
      FROM movements m
      JOIN assets a ON a.id = json_extract(m.data, '$.asset_id') AND a.organization_id = m.organization_id
      WHERE m.organization_id = ${orgId} AND m.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')
        AND m.deleted = 0 AND m.date >= ${start} AND m.date < ${after}
      GROUP BY day, m.rodeo_id, lot, a.id`),
    // Every rodeo (removed ones too: their history counts) with its lot and head now.
    db.all<Row>(sql`SELECT r.id, r.name, r.lot_id,
        coalesce((SELECT sum(s.count) FROM rodeo_stock s WHERE s.rodeo_id = r.id), 0) AS total
      FROM rodeos r WHERE r.organization_id = ${orgId}`),
    // What changed heads or lots since the range start (up to now), to replay them back.
    db.all<Row>(sql`SELECT m.id, m.date, m.type, m.rodeo_id, m.animals,
        json_object('to_rodeo_id', json_extract(m.data, '$.to_rodeo_id'),
          'destination_rodeo_id', json_extract(m.data, '$.destination_rodeo_id'),
          'to_category_id', json_extract(m.data, '$.to_category_id'),
          'destination_category_id', json_extract(m.data, '$.destination_category_id'),
          'deltas', json_extract(m.data, '$.deltas'),
          'lot_change', json_extract(m.data, '$.lot_change'),
          'from_lot_id', json_extract(m.data, '$.from_lot_id'),
          'to_lot_id', json_extract(m.data, '$.to_lot_id')) AS data
      FROM movements m
      WHERE m.organization_id = ${orgId} AND m.date >= ${start} AND m.deleted = 0 AND m.type IN (${typeList})`),
  ]);
  return {
    uses: uses.map((u): SupplyUse => ({
      day: str(u.day),
      rodeo_id: nullableNum(u.rodeo_id),
      lot_id: nullableNum(u.lot),
      asset_id: num(u.asset_id),
      name: str(u.name),
      unit: str(u.unit),
      milli: num(u.milli),
      cost: num(u.cost),
    })),
    rodeos: rodeos.map((r): ReportRodeo => ({
      id: num(r.id),
      name: str(r.name),
      lot_id: nullableNum(r.lot_id),
      total: num(r.total),
    })),
    log: log.map((m): ReportLogEntry => {
      const data = JSON.parse(str(m.data) || "{}") as Record<string, unknown>;
      // json_extract gives SQLite's 1 for true.
      data.lot_change = data.lot_change === 1 || data.lot_change === true;
      if (typeof data.deltas === "string") data.deltas = jsonList(data.deltas);
      return {
        id: num(m.id),
        date: str(m.date),
        type: str(m.type),
        rodeo_id: nullableNum(m.rodeo_id),
        animals: jsonList(m.animals),
        data,
      };
    }),
  };
}

/** The report the log alone gives, as the route answered before the aggregates. */
export async function oracleConsumption(db: Db, orgId: number, range: MonthRange, today: string) {
  return oracleReport({ ...range, today, ...(await oracleRows(db, orgId, range)) });
}
