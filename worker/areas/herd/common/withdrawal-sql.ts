// Meat withdrawal (carencia) in SQL: the latest clearance day of a rodeo's live treatments, read inside the
// queries that already load the rodeo (its list, its detail, the movement context), never one per rodeo.
import { sql, type SQL } from "drizzle-orm";
import { addCalendarDays, MAX_WITHDRAWAL_DAYS } from "../../../shared/clearance";

/**
 * Subquery: the latest data.clearance_date (YYYY-MM-DD) of rodeo `rodeoId`'s live TREATMENT / MEDICINE
 * entries with withdrawal days that is on or after `day` and whose treatment is on or before `day`
 * (animals treated later were not under withdrawal that day); NULL when none. A treatment gives at most
 * MAX_WITHDRAWAL_DAYS, so only that window of the rodeo's treatments is read, on the partial index
 * movements_treatment_idx (whose WHERE the query repeats term for term, so SQLite can use it).
 */
export function clearanceOn(orgId: SQL | number, rodeoId: SQL, date: string): SQL {
  const day = date.slice(0, 10);
  const from = addCalendarDays(day, -MAX_WITHDRAWAL_DAYS);
  const to = addCalendarDays(day, 1);
  return sql`(SELECT max(json_extract(w.data, '$.clearance_date')) FROM movements w
    WHERE w.organization_id = ${orgId} AND w.rodeo_id = ${rodeoId} AND w.date >= ${from} AND w.date < ${to}
      AND w.type IN ('TREATMENT', 'MEDICINE') AND w.deleted = 0
      AND json_extract(w.data, '$.withdrawal_days') > 0
      AND json_extract(w.data, '$.clearance_date') >= ${day})`;
}
