// The rows behind the finance summary, read in ONE statement (a UNION ALL over the aggregate tables, each row
// tagged with its kind) so the route costs session + membership + this read.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../env";
import { addCalendarDays } from "../../../shared/clearance";
import type { DayRange } from "../../../shared/finance-schemas";
import { daysInMonth, monthIndex, monthOf } from "../../../shared/report-months";

export interface FinanceRows {
  /** YYYY-MM → net cents. */
  income: Map<string, number>;
  expenses: Map<string, number>;
  /** Expense category → net cents. */
  categories: Map<string, number>;
  /** Invoice lines billed by kilo: net cents and thousandths of a kilo. */
  kgNetCents: number;
  kgMilli: number;
  headsSold: number;
  kilosSold: number;
  /** Feed consumed in the range, pesos at the day's unit cost. */
  feedCost: number;
  /** Heads in the live rodeos now. */
  headsNow: number;
}

/** The whole months inside a day range, and the days of its partial first and last months. */
export function rangeParts({ from, to }: DayRange) {
  const [first, last] = [from.slice(0, 7), to.slice(0, 7)];
  const lastDay = (month: string) => `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;
  if (first === last) {
    const whole = from.endsWith("-01") && to === lastDay(last);
    return { months: whole ? { from: first, to: last } : null, days: whole ? [] : [{ from, to }] };
  }
  const index = (month: string) => monthIndex(month)!;
  const fullFrom = from.endsWith("-01") ? first : monthOf(index(first) + 1);
  const fullTo = to === lastDay(last) ? last : monthOf(index(last) - 1);
  const days = [
    ...(fullFrom === first ? [] : [{ from, to: lastDay(first) }]),
    ...(fullTo === last ? [] : [{ from: `${last}-01`, to }]),
  ];
  return { months: fullFrom <= fullTo ? { from: fullFrom, to: fullTo } : null, days };
}

/**
 * The feed consumed in a day range, in pesos at the unit cost each consumption stored: the whole months from
 * supply_months, the partial ones from supply_days (docs/aggregates.md), and older consumptions stored
 * without a unit cost at the supply's cost now (movements_unpriced_use_idx).
 */
function feedCost(orgId: number, range: DayRange): SQL {
  const parts = rangeParts(range);
  const feed = sql`a.id = s.asset_id AND a.organization_id = s.organization_id AND a.kind = 'alimento'`;
  const months = parts.months
    ? sql`(SELECT coalesce(sum(s.consumed_cost), 0) FROM supply_months s JOIN assets a ON ${feed}
        WHERE s.organization_id = ${orgId} AND s.month >= ${parts.months.from} AND s.month <= ${parts.months.to})`
    : sql`0`;
  const days = parts.days.map(
    (d) => sql`(SELECT coalesce(sum(s.consumed_cost), 0) FROM supply_days s JOIN assets a ON ${feed}
        WHERE s.organization_id = ${orgId} AND s.day >= ${d.from} AND s.day <= ${d.to})`,
  );
  const unpriced = sql`(SELECT coalesce(sum(json_extract(m.data, '$.quantity') * a.unit_cost), 0)
      FROM movements m INDEXED BY movements_unpriced_use_idx JOIN assets a ON a.id = json_extract(m.data, '$.asset_id') AND a.organization_id = m.organization_id
      WHERE m.organization_id = ${orgId} AND m.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')
        AND m.deleted = 0 AND json_extract(m.data, '$.asset_id') IS NOT NULL
        AND json_extract(m.data, '$.unit_cost') IS NULL AND m.date >= ${range.from} AND m.date < ${addCalendarDays(range.to, 1)}
        AND m.type = 'ASSET_CONSUMPTION' AND a.kind = 'alimento')`;
  return sql.join([months, ...days, unpriced], sql` + `);
}

/**
 * The one statement behind the finance summary; columns FINANCE_COLUMNS, read back by toFinanceRows. It reads
 * the aggregates the triggers keep (finance_days, finance_categories, the supplies'), never the log.
 */
export function financeSql(orgId: number, range: DayRange): SQL {
  const { from, to } = range;
  const days = sql`f.organization_id = ${orgId} AND f.day >= ${from} AND f.day <= ${to}`;
  // D1 allows few terms in a compound SELECT: the single figures go in one row of scalar subqueries.
  return sql`
    SELECT 'income' AS kind, substr(f.day, 1, 7) AS k, sum(f.income_cents) AS a,
        NULL AS b, NULL AS c, NULL AS d, NULL AS e, NULL AS f
      FROM finance_days f WHERE ${days} GROUP BY k
    UNION ALL
    SELECT 'expense', substr(f.day, 1, 7) AS k, sum(f.expense_cents), NULL, NULL, NULL, NULL, NULL
      FROM finance_days f WHERE ${days} GROUP BY k
    UNION ALL
    SELECT 'category', f.category, sum(f.net_cents), NULL, NULL, NULL, NULL, NULL
      FROM finance_categories f WHERE ${days} GROUP BY f.category
    UNION ALL
    SELECT 'totals', NULL,
      (SELECT coalesce(sum(f.kg_net_cents), 0) FROM finance_days f WHERE ${days}),
      (SELECT coalesce(sum(f.kg_milli), 0) FROM finance_days f WHERE ${days}),
      (SELECT coalesce(sum(f.heads_sold), 0) FROM finance_days f WHERE ${days}),
      (SELECT coalesce(sum(f.kilos_sold), 0) FROM finance_days f WHERE ${days}),
      ${feedCost(orgId, range)},
      (SELECT sum(s.count) FROM rodeo_stock s JOIN rodeos r ON r.id = s.rodeo_id AND r.deleted = 0
        WHERE r.organization_id = ${orgId})`;
}

export const FINANCE_COLUMNS = [
  "kind",
  "k",
  "a",
  "b",
  "c",
  "d",
  "e",
  "f",
] as const satisfies readonly (keyof FinanceRow)[];

/**
 * A row of financeSql: `kind` says what `k` and the figures are; a figure the kind leaves out is NULL, and so
 * is a sum over no rows (the stock's; a summary read straight from the log sums without coalesce too).
 */
export interface FinanceRow {
  kind: "income" | "expense" | "category" | "totals";
  /** The month (YYYY-MM) or the category; NULL in the totals row. */
  k: string | null;
  a: number | null;
  b: number | null;
  c: number | null;
  d: number | null;
  e: number | null;
  f: number | null;
}

export async function financeRows(db: Db, orgId: number, range: DayRange): Promise<FinanceRows> {
  return toFinanceRows(await db.all<FinanceRow>(financeSql(orgId, range)));
}

export function toFinanceRows(rows: readonly FinanceRow[]): FinanceRows {
  const out: FinanceRows = {
    income: new Map(),
    expenses: new Map(),
    categories: new Map(),
    kgNetCents: 0,
    kgMilli: 0,
    headsSold: 0,
    kilosSold: 0,
    feedCost: 0,
    headsNow: 0,
  };
  for (const r of rows) {
    const [key, amount] = [r.k ?? "", r.a ?? 0];
    if (r.kind === "income") out.income.set(key, amount);
    else if (r.kind === "expense") out.expenses.set(key, amount);
    else if (r.kind === "category") out.categories.set(key, amount);
    else {
      out.kgNetCents = amount;
      out.kgMilli = r.b ?? 0;
      out.headsSold = r.c ?? 0;
      out.kilosSold = r.d ?? 0;
      out.feedCost = r.e ?? 0;
      out.headsNow = r.f ?? 0;
    }
  }
  return out;
}
