// The consumption report shaped for the screen and the CSV: the months of the range, cost per
// month stacked by supply (the costliest few, the rest as "Otros"), cost per supply, and the
// feed cost per head of each rodeo per month.
import type { ConsumptionReport } from "@shared/supply-types";
import { formatDay, formatMonth } from "../../lib/dates";
import { csvCell } from "../../lib/csv";

/** YYYY-MM of a date (the current month by default), `back` months earlier. */
export function monthOf(now: Date, back = 0): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

/** Every YYYY-MM from `from` to `to` (inclusive); empty when the range is backwards. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  while ((y < ty || (y === ty && m <= tm)) && out.length < 240) {
    out.push(`${y}-${String(m).padStart(2, "0")}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** "mar 2026". */
export const monthLabel = (ym: string) => formatMonth(ym);

const cents = (n: number) => Math.round(n * 100);

export interface SupplyTotal {
  asset_id: number;
  name: string;
  unit: string;
  quantity: number;
  cost: number;
}

/** Per supply over the whole range, costliest first. */
export function supplyTotals(report: ConsumptionReport): SupplyTotal[] {
  const by = new Map<number, SupplyTotal & { c: number; q: number }>();
  for (const row of report.by_supply) {
    const acc = by.get(row.asset_id) ?? { ...row, quantity: 0, cost: 0, c: 0, q: 0 };
    acc.c += cents(row.cost);
    acc.q += Math.round(row.quantity * 1000);
    by.set(row.asset_id, acc);
  }
  return [...by.values()]
    .map(({ c, q, ...rest }) => ({ ...rest, cost: c / 100, quantity: q / 1000 }))
    .sort((a, b) => b.cost - a.cost || a.name.localeCompare(b.name, "es"));
}

/** Cost per month, one series per costly supply and the rest summed as `othersLabel`. */
export function monthlySeries(report: ConsumptionReport, months: readonly string[], othersLabel: string, top = 5) {
  const totals = supplyTotals(report);
  const shown = totals.slice(0, top);
  const shownIds = new Set(shown.map((s) => s.asset_id));
  const index = new Map(months.map((m, i) => [m, i]));
  const series = shown.map((s) => ({ id: s.asset_id, label: s.name, data: months.map(() => 0) }));
  const others = { id: -1, label: othersLabel, data: months.map(() => 0) };
  for (const row of report.by_supply) {
    const i = index.get(row.month);
    if (i === undefined) continue;
    const target = shownIds.has(row.asset_id) ? series.find((s) => s.id === row.asset_id)! : others;
    target.data[i] = (cents(target.data[i]!) + cents(row.cost)) / 100;
  }
  return totals.length > top ? [...series, others] : series;
}

export function reportToCsv(report: ConsumptionReport): string {
  const line = (cells: ReadonlyArray<string | number | null>) => cells.map(csvCell).join(",");
  const supplies = report.by_supply.map((r) => line([r.month, r.name, r.unit, r.quantity, r.cost]));
  const rodeos = report.by_rodeo.map((r) =>
    line([r.month, r.rodeo, r.cost, r.average_head, r.cost_per_head === null ? "" : r.cost_per_head]),
  );
  return (
    "\uFEFF" +
    [
      line([`Consumo de insumos ${report.from} a ${report.to} (exportado ${formatDay(new Date().toISOString())})`]),
      line(["Mes", "Insumo", "Unidad", "Cantidad", "Costo"]),
      ...supplies,
      "",
      line(["Mes", "Rodeo", "Costo", "Cabezas promedio", "Costo por cabeza"]),
      ...rodeos,
    ].join("\r\n") +
    "\r\n"
  );
}
