// The consumption report (issue #10): what was consumed of each supply per month, at the unit cost of the
// day, and each rodeo's supply cost per head per month. Pure: the route reads the rows, this adds them up.
import { isLotChangeEntry } from "../../../shared/movement-types";
import { daysInMonth, monthsBetween, type MonthRange } from "../../../shared/report-months";
import type { ConsumptionBySupply, ConsumptionReport, RodeoMonthCost } from "../../../shared/supply-types";
import { addCalendarDays } from "../../../shared/clearance";
import { movementEffects, type EffectMovement } from "../movements/stock-effects";

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

export function consumptionReport(input: ReportInput): ConsumptionReport {
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
