// The rows behind the finance summary, read in ONE statement (a UNION ALL of small aggregates, each row
// tagged with its kind) so the route costs session + membership + this read.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../env";
import { addCalendarDays } from "../../../shared/clearance";
import type { DayRange } from "../../../shared/finance-schemas";
import { num, str, type Row } from "../../herd/common/row-values";
import { usedCost } from "../../herd/supplies/supply-report-queries";

/** Invoices that count as income: issued or paid (drafts are not invoices yet, voided ones never were). */
export const INCOME_STATUSES = sql.raw(`('emitida', 'pagada')`);

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

/** The one statement behind the finance summary; columns FINANCE_COLUMNS, read back by toFinanceRows. */
export function financeSql(orgId: number, range: DayRange): SQL {
  const { from, to } = range;
  // Movement dates are timestamps: the range's last day is included up to its end.
  const after = addCalendarDays(to, 1);
  const heads = sql`(SELECT coalesce(sum(json_extract(x.value, '$.count')), 0) FROM json_each(m.animals) x)`;
  const invoiced = sql`i.organization_id = ${orgId} AND i.status IN ${INCOME_STATUSES}
    AND i.date >= ${from} AND i.date <= ${to}`;
  const bought = sql`p.organization_id = ${orgId} AND p.deleted = 0 AND p.date >= ${from} AND p.date <= ${to}`;
  const moved = (type: string) =>
    sql`m.organization_id = ${orgId} AND m.type = ${type} AND m.deleted = 0 AND m.date >= ${from} AND m.date < ${after}`;
  // D1 allows few terms in a compound SELECT: the single figures go in one row of scalar subqueries.
  return sql`
    SELECT 'income' AS kind, substr(i.date, 1, 7) AS k, sum(i.net_cents) AS a,
        NULL AS b, NULL AS c, NULL AS d, NULL AS e, NULL AS f
      FROM invoices i WHERE ${invoiced} GROUP BY k
    UNION ALL
    SELECT 'expense', substr(p.date, 1, 7) AS k, sum(p.net_cents), NULL, NULL, NULL, NULL, NULL
      FROM purchases p WHERE ${bought} GROUP BY k
    UNION ALL
    SELECT 'category', l.category, sum(l.net_cents), NULL, NULL, NULL, NULL, NULL
      FROM purchases p JOIN purchase_lines l ON l.purchase_id = p.id WHERE ${bought} GROUP BY l.category
    UNION ALL
    SELECT 'totals', NULL,
      (SELECT sum(l.net_cents) FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id AND l.unit = 'kg'
        WHERE ${invoiced}),
      (SELECT sum(l.quantity_milli) FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id AND l.unit = 'kg'
        WHERE ${invoiced}),
      (SELECT sum(${heads}) FROM movements m WHERE ${moved("SELL")}),
      (SELECT sum(${heads} * coalesce(json_extract(m.data, '$.mean_weight'), 0)) FROM movements m
        WHERE ${moved("SELL")}),
      (SELECT sum(${usedCost}) FROM movements m
        JOIN assets a ON a.id = json_extract(m.data, '$.asset_id') AND a.organization_id = m.organization_id
        WHERE ${moved("ASSET_CONSUMPTION")} AND a.kind = 'alimento'),
      (SELECT sum(s.count) FROM rodeo_stock s JOIN rodeos r ON r.id = s.rodeo_id AND r.deleted = 0
        WHERE r.organization_id = ${orgId})`;
}

export const FINANCE_COLUMNS = ["kind", "k", "a", "b", "c", "d", "e", "f"] as const;

export async function financeRows(db: Db, orgId: number, range: DayRange): Promise<FinanceRows> {
  return toFinanceRows(await db.all<Row>(financeSql(orgId, range)));
}

export function toFinanceRows(rows: readonly Row[]): FinanceRows {
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
    const kind = str(r.kind);
    if (kind === "income") out.income.set(str(r.k), num(r.a));
    else if (kind === "expense") out.expenses.set(str(r.k), num(r.a));
    else if (kind === "category") out.categories.set(str(r.k), num(r.a));
    else {
      out.kgNetCents = num(r.a);
      out.kgMilli = num(r.b);
      out.headsSold = num(r.c);
      out.kilosSold = num(r.d);
      out.feedCost = num(r.e);
      out.headsNow = num(r.f);
    }
  }
  return out;
}
