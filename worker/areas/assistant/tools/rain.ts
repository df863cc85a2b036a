// Tool `rain`: millimetres of a period (a month by name, this month, the year…) against the same period of
// last year, with the months in between. The same sums as the dashboard's rain card (rain-figures.ts):
// this month to date against last year's whole month; the year to date against last year to the same day.
import { sql } from "drizzle-orm";
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { lastDayOfMonth } from "../../../shared/task-dates";
import * as z from "../../../shared/zod";
import { dayLabel, MONTHS, periodRange, type Range } from "../dates";
import { fmt1, type ToolScope } from "./tool-scope";
import { rangeArgs } from "./tool-input";

export const rainInput = z
  .object({
    ...rangeArgs,
    month: z.number().int().min(1).max(12).optional().describe("Un mes por número (1 = enero), en lugar de period"),
    year: z.number().int().min(1900).max(2200).optional().describe("Año del mes (por defecto el último ya empezado)"),
  })
  .strict();
export type RainInput = z.infer<typeof rainInput>;

const pad = (n: number) => String(n).padStart(2, "0");
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const round1 = (n: number) => Math.round(n * 10) / 10;
const minusYear = (day: string) => {
  const y = Number(day.slice(0, 4)) - 1;
  const m = Number(day.slice(5, 7));
  return `${y}-${pad(m)}-${pad(Math.min(Number(day.slice(8, 10)), lastDayOfMonth(y, m)))}`;
};

/** The period asked for and the one of last year it is compared with. */
function ranges(today: string, input: RainInput): { now: Range; before: Range } {
  if (input.month) {
    const thisYear = Number(today.slice(0, 4));
    const year = input.year ?? (input.month <= Number(today.slice(5, 7)) ? thisYear : thisYear - 1);
    const from = `${year}-${pad(input.month)}-01`;
    const end = `${year}-${pad(input.month)}-${pad(lastDayOfMonth(year, input.month))}`;
    const to = end > today ? today : end;
    const before = {
      from: minusYear(from),
      to: `${year - 1}-${pad(input.month)}-${pad(lastDayOfMonth(year - 1, input.month))}`,
    };
    const name = MONTHS[input.month - 1];
    return {
      now: { from, to, label: `en ${name} de ${year}` },
      before: { ...before, label: `en ${name} de ${year - 1}` },
    };
  }
  const now = periodRange(today, input, "mes");
  // A month to date is compared with last year's whole month, as on the dashboard.
  const wholeMonth = (input.period ?? "mes") === "mes" && !input.from && !input.to;
  const to = wholeMonth
    ? `${minusYear(now.from).slice(0, 7)}-${pad(lastDayOfMonth(Number(now.from.slice(0, 4)) - 1, Number(now.from.slice(5, 7))))}`
    : minusYear(now.to);
  return { now, before: { from: minusYear(now.from), to, label: "en el mismo período del año pasado" } };
}

export async function rainTool(scope: ToolScope, input: RainInput): Promise<AssistantToolResult> {
  const { now, before } = ranges(scope.today, input);
  const rows = await scope.db.all<{ date: string; mm: unknown }>(sql`SELECT date, json_extract(data, '$.mm') AS mm
    FROM movements
    WHERE organization_id = ${scope.orgId} AND type = 'RAIN' AND deleted = 0
      AND date >= ${before.from} AND date <= ${`${now.to}T23:59:59.999Z`}
    ORDER BY date LIMIT 5000`);
  const inRange = (r: Range, day: string) => day >= r.from && day <= r.to;
  const months = new Map<string, { now: number; before: number }>();
  let total = 0;
  let previous = 0;
  for (const row of rows) {
    const day = row.date.slice(0, 10);
    // json_extract gives whatever the JSON holds (null when absent): read as a number, absent as 0.
    const mm = Number(row.mm ?? 0);
    if (!Number.isFinite(mm) || mm < 0) continue;
    if (inRange(now, day)) {
      total += mm;
      const m = months.get(day.slice(5, 7)) ?? { now: 0, before: 0 };
      m.now += mm;
      months.set(day.slice(5, 7), m);
    }
    if (inRange(before, day)) {
      previous += mm;
      const m = months.get(day.slice(5, 7)) ?? { now: 0, before: 0 };
      m.before += mm;
      months.set(day.slice(5, 7), m);
    }
  }
  total = round1(total);
  previous = round1(previous);
  const diff = round1(total - previous);
  const sign = diff >= 0 ? "+" : "";
  const compare = ` ${capitalize(before.label)} llovieron ${fmt1(previous)} mm (${sign}${fmt1(diff)} mm).`;
  const rowsOut = [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([m, v]) => ({ mes: MONTHS[Number(m) - 1]!, mm: round1(v.now), mm_anio_anterior: round1(v.before) }));
  return {
    summary: `Llovieron ${fmt1(total)} mm ${now.label} (${dayLabel(now.from)} al ${dayLabel(now.to)}).${compare}`,
    period: `${now.label} (${dayLabel(now.from)} al ${dayLabel(now.to)}); ${before.label}`,
    figures: [
      { label: "Lluvia", value: total, unit: "mm" },
      { label: "Año anterior", value: previous, unit: "mm" },
      { label: "Diferencia", value: diff, unit: "mm" },
    ],
    links: [
      { label: "Tablero", path: "/dashboard" },
      { label: "Registros", path: "/data" },
    ],
    rows: rowsOut,
  };
}
