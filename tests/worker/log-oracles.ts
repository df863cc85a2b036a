// The finance summary and the rodeos' withdrawal as they were read before the aggregates: straight from the
// log and the money tables. The oracles the aggregated reads must equal (aggregate-property.test.ts).
import { sql } from "drizzle-orm";
import { addCalendarDays, MAX_WITHDRAWAL_DAYS } from "../../worker/shared/clearance";
import type { DayRange } from "../../worker/shared/finance-schemas";
import { financeSummary } from "../../worker/areas/money/finance/finance-summary";
import { toFinanceRows, type FinanceRow } from "../../worker/areas/money/finance/finance-queries";
import { db } from "./fixtures";

export async function oracleFinance(orgId: number, range: DayRange) {
  const { from, to } = range;
  const after = addCalendarDays(to, 1);
  const heads = sql`(SELECT coalesce(sum(json_extract(x.value, '$.count')), 0) FROM json_each(m.animals) x)`;
  const invoiced = sql`i.organization_id = ${orgId} AND i.status IN ('emitida', 'pagada')
    AND i.date >= ${from} AND i.date <= ${to}`;
  const bought = sql`p.organization_id = ${orgId} AND p.deleted = 0 AND p.date >= ${from} AND p.date <= ${to}`;
  const moved = (type: string) =>
    sql`m.organization_id = ${orgId} AND m.type = ${type} AND m.deleted = 0 AND m.date >= ${from} AND m.date < ${after}`;
  const usedCost = sql`json_extract(m.data, '$.quantity') * coalesce(json_extract(m.data, '$.unit_cost'), a.unit_cost)`;
  const rows = await db().all<FinanceRow>(sql`
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
        WHERE r.organization_id = ${orgId})`);
  return financeSummary(range, toFinanceRows(rows));
}

/** Each live rodeo's withdrawal_until on `day`: the latest clearance of its treatments in the window. */
export async function oracleWithdrawals(orgId: number, day: string): Promise<Record<number, string | null>> {
  const rows = await db().all<{ id: number; until: string | null }>(sql`SELECT r.id,
      (SELECT max(json_extract(w.data, '$.clearance_date')) FROM movements w
        WHERE w.organization_id = ${orgId} AND w.rodeo_id = r.id
          AND w.date >= ${addCalendarDays(day, -MAX_WITHDRAWAL_DAYS)} AND w.date < ${addCalendarDays(day, 1)}
          AND w.type IN ('TREATMENT', 'MEDICINE') AND w.deleted = 0
          AND json_extract(w.data, '$.withdrawal_days') > 0
          AND json_extract(w.data, '$.clearance_date') >= ${day}) AS until
    FROM rodeos r WHERE r.organization_id = ${orgId} AND r.deleted = 0`);
  return Object.fromEntries(rows.map((r) => [r.id, r.until]));
}
