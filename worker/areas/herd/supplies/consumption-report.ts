// The consumption report (docs/supplies.md): what was consumed of each supply per month, at the unit cost of the
// day, and each rodeo's supply cost per head per month. Pure: the route reads the aggregates
// (supply-report-queries.ts), this adds them up. A rodeo's head is today's, undone month by month back to the
// range start; a month's average head is its head-days ÷ its days up to today, summed from the month's
// totals, or day by day for the months where that is not exact (docs/aggregates.md).
import { daysInMonth, monthsBetween, type MonthRange } from "../../../shared/report-months";
import type { ConsumptionBySupply, ConsumptionReport, RodeoMonthCost } from "../../../shared/supply-types";

/** What the report reads (consumptionSql's columns). */
export interface ReportRows {
  /**
   * Every rodeo (removed ones too: their history counts), its lot now and its head at the end of the range
   * (today's, without the changes of the months after the range).
   */
  rodeos: Array<{ id: number; name: string; lot_id: number | null; total: number }>;
  /** rodeo_months of the range: head change and the supplies given to the rodeo. */
  months: Array<{ rodeo_id: number; month: string; net: number; weighted: number; uses: number; cost: number }>;
  /** rodeo_days of the months replayed day by day. */
  days: Array<{ rodeo_id: number; day: string; net: number }>;
  /** rodeo_days of this month after today: they change no head counted in it. */
  later: Array<{ rodeo_id: number; day: string; net: number }>;
  /** Supplies fed in a lot (no rodeo named), per day: shared by the rodeos grazing it, by head. */
  feeding: Array<{ day: string; lot_id: number; cost: number }>;
  /** supply_months of the range, with the supply's name and unit. */
  supplies: Array<{ month: string; asset_id: number; name: string; unit: string; milli: number; cost: number }>;
  /** A rodeo's changes of lot since the range start. */
  lotChanges: Array<{ id: number; day: string; rodeo_id: number; from: number | null; to: number | null }>;
  /** Uses stored without a unit cost, valued at the supply's cost now (the aggregates leave them out). */
  unpriced: Array<{ day: string; rodeo_id: number | null; lot_id: number | null; asset_id: number; cost: number }>;
}

export interface ReportInput extends MonthRange, ReportRows {
  /** YYYY-MM-DD: days after it do not count in a month's average head. */
  today: string;
}

const cents = (v: number) => Math.round(v * 100) / 100;
/** Spanish order of names (one collator: localeCompare with a locale builds one per call). */
const byName = new Intl.Collator("es").compare;

function add(map: Map<string, number>, key: string, v: number) {
  map.set(key, (map.get(key) ?? 0) + v);
}

function bySupply(input: ReportInput): ConsumptionBySupply[] {
  const groups = new Map(input.supplies.map((s) => [`${s.month}:${s.asset_id}`, { ...s }]));
  for (const u of input.unpriced) {
    const group = groups.get(`${u.day.slice(0, 7)}:${u.asset_id}`);
    if (group) group.cost += u.cost;
  }
  return [...groups.values()]
    .map(({ month, asset_id, name, unit, milli, cost }) => ({
      month,
      asset_id,
      name,
      unit,
      quantity: milli / 1000,
      cost: cents(cost),
    }))
    .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0) || b.cost - a.cost || byName(a.name, b.name));
}

/** Rodeo days by rodeo and month: `${rodeo}:${month}` → day of the month → change. */
function replayedDays(days: ReportRows["days"]) {
  const out = new Map<string, Map<number, number>>();
  for (const d of days) {
    const key = `${d.rodeo_id}:${d.day.slice(0, 7)}`;
    const byDay = out.get(key) ?? new Map<number, number>();
    byDay.set(Number(d.day.slice(8, 10)), (byDay.get(Number(d.day.slice(8, 10))) ?? 0) + d.net);
    out.set(key, byDay);
  }
  return out;
}

/** Where each rodeo grazed on a day: today's lot with the later changes undone, then replayed forward. */
function lotTimeline(input: ReportInput) {
  const changes = [...input.lotChanges].sort((a, b) => a.day.localeCompare(b.day) || a.id - b.id);
  const lot = new Map(input.rodeos.map((r) => [r.id, r.lot_id]));
  for (const c of [...changes].reverse()) lot.set(c.rodeo_id, c.from);
  let next = 0;
  /** The lots after the changes of `day` (days asked in order). */
  return (day: string) => {
    for (; next < changes.length && changes[next]!.day <= day; next++)
      lot.set(changes[next]!.rodeo_id, changes[next]!.to);
    return lot;
  };
}

export function consumptionReport(input: ReportInput): ConsumptionReport {
  const months = monthsBetween(input.from, input.to);
  const monthRows = new Map(input.months.map((m) => [`${m.rodeo_id}:${m.month}`, m]));
  const days = replayedDays(input.days);
  const later = replayedDays(input.later);

  // Head of each rodeo at the start of each month: at the range's end, with every later change undone.
  const since = new Map<number, number>();
  for (const m of input.months) since.set(m.rodeo_id, (since.get(m.rodeo_id) ?? 0) + m.net);
  const opening = new Map<string, number>();
  for (const r of input.rodeos) {
    let head = r.total - (since.get(r.id) ?? 0);
    for (const month of months) {
      opening.set(`${r.id}:${month}`, head);
      head += monthRows.get(`${r.id}:${month}`)?.net ?? 0;
    }
  }
  const headOn = (rodeo: number, day: string) => {
    const month = day.slice(0, 7);
    let head = opening.get(`${rodeo}:${month}`) ?? 0;
    for (const [d, net] of days.get(`${rodeo}:${month}`) ?? []) if (d <= Number(day.slice(8, 10))) head += net;
    return head;
  };

  /** `${month}:${rodeo}` → cost. */
  const cost = new Map<string, number>();
  const costed = new Set<number>();
  for (const m of input.months) {
    if (m.uses > 0) {
      add(cost, `${m.month}:${m.rodeo_id}`, m.cost);
      costed.add(m.rodeo_id);
    }
  }
  const feeding = new Map<string, number>();
  for (const f of input.feeding) add(feeding, `${f.day}:${f.lot_id}`, f.cost);
  for (const u of input.unpriced) {
    if (u.rodeo_id !== null) {
      add(cost, `${u.day.slice(0, 7)}:${u.rodeo_id}`, u.cost);
      costed.add(u.rodeo_id);
    } else if (u.lot_id !== null) add(feeding, `${u.day}:${u.lot_id}`, u.cost);
  }
  // Fed in a lot: shared by the rodeos grazing it that day, by head.
  const lotsOn = lotTimeline(input);
  const known = new Set(input.rodeos.map((r) => r.id));
  for (const [key, c] of [...feeding].sort(([a], [b]) => a.localeCompare(b))) {
    const [day, lotId] = [key.slice(0, 10), Number(key.slice(11))];
    const grazing = [...lotsOn(day)]
      .filter(([r, l]) => l === lotId && known.has(r))
      .map(([r]) => [r, headOn(r, day)] as const)
      .filter(([, head]) => head > 0);
    const heads = grazing.reduce((sum, [, head]) => sum + head, 0);
    for (const [r, head] of grazing) {
      add(cost, `${day.slice(0, 7)}:${r}`, (c * head) / heads);
      costed.add(r);
    }
  }

  const elapsed = (month: string) => {
    if (`${month}-01` > input.today) return 0;
    return input.today.startsWith(month) ? Number(input.today.slice(8, 10)) : daysInMonth(month);
  };
  /** Head-days of a rodeo in a month up to today, a head below zero counting as none. */
  const headDays = (rodeo: number, month: string) => {
    const counted = elapsed(month);
    const start = opening.get(`${rodeo}:${month}`) ?? 0;
    if (!counted) return 0;
    const byDay = days.get(`${rodeo}:${month}`);
    const row = monthRows.get(`${rodeo}:${month}`);
    if (byDay) {
      let [head, sum] = [start, 0];
      for (let d = 1; d <= counted; d++) {
        head += byDay.get(d) ?? 0;
        sum += Math.max(head, 0);
      }
      return sum;
    }
    if (!row) return Math.max(start, 0) * counted;
    // Never below zero in the month (start + its removals ≥ 0): the sum of the days, from the month's totals
    // without the changes dated after the last day counted.
    let [net, weighted] = [row.net, row.weighted];
    for (const [day, change] of later.get(`${rodeo}:${month}`) ?? []) {
      if (day > counted) [net, weighted] = [net - change, weighted - change * day];
    }
    return Math.max(start * counted + (counted + 1) * net - weighted, 0);
  };

  const by_rodeo: RodeoMonthCost[] = [];
  const rodeos = input.rodeos.filter((r) => costed.has(r.id)).sort((a, b) => byName(a.name, b.name));
  for (const month of months) {
    const counted = elapsed(month);
    for (const r of rodeos) {
      const c = cents(cost.get(`${month}:${r.id}`) ?? 0);
      const average = counted ? headDays(r.id, month) / counted : 0;
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
  return { from: input.from, to: input.to, by_supply: bySupply(input), by_rodeo };
}
