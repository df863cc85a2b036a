// Meat withdrawal (carencia) in SQL: the latest clearance day of a rodeo's live treatments, read inside the
// queries that already load the rodeo (its list, its detail, the movement context), never one per rodeo.
import { sql, type SQL } from "drizzle-orm";
import { addCalendarDays, MAX_WITHDRAWAL_DAYS } from "../../../shared/clearance";

/**
 * Subquery: the latest data.clearance_date (YYYY-MM-DD) of rodeo `rodeoId`'s live TREATMENT / MEDICINE
 * entries with withdrawal days that is on or after `day` and whose treatment is on or before `day`
 * (animals treated later were not under withdrawal that day); NULL when none. It walks the partial index
 * movements_clearance_idx (organization, rodeo, clearance day, date; migration 0015) from the latest
 * clearance day down: the first treatment dated by `day` is the answer, whatever the length of the log.
 * The WHERE repeats the index's terms word for word, so SQLite uses it. A treatment gives at most
 * MAX_WITHDRAWAL_DAYS, so one dated before that window cannot cover `day`.
 */
export function clearanceOn(orgId: SQL | number, rodeoId: SQL, date: string): SQL {
  const day = date.slice(0, 10);
  const from = addCalendarDays(day, -MAX_WITHDRAWAL_DAYS);
  const to = addCalendarDays(day, 1);
  return sql`(SELECT json_extract(w.data, '$.clearance_date') FROM movements w
    WHERE w.organization_id = ${orgId} AND w.rodeo_id = ${rodeoId}
      AND w.type IN ('TREATMENT', 'MEDICINE') AND w.deleted = 0 AND json_extract(w.data, '$.withdrawal_days') > 0
      AND json_extract(w.data, '$.clearance_date') >= ${day} AND w.date >= ${from} AND w.date < ${to}
    ORDER BY json_extract(w.data, '$.clearance_date') DESC LIMIT 1)`;
}
