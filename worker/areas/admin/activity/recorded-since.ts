// Movements recorded since an instant, counted from activity_days (docs/aggregates.md): the whole Argentina
// days after the instant's day from the aggregate, and the rest of that first day from the log itself through
// the created_at indexes (at most one day of records), so the count is exact whatever the window's length.
import { sql, type SQL } from "drizzle-orm";
import { addDays, argentinaDay } from "../../../shared/task-dates";

/** The instant's Argentina day, and the instant that day ends (the next midnight in Argentina, UTC−3). */
export function recordedWindow(since: string) {
  const day = argentinaDay(new Date(since));
  return { since, day, dayEnd: `${addDays(day, 1)}T03:00:00.000Z` };
}

/**
 * Per organization: movements recorded at or after `since` (`recorded`, deleted ones too) and the live ones.
 * Columns organization_id, recorded, live; only organizations with any.
 */
export function recordedSinceSql(since: string): SQL {
  const w = recordedWindow(since);
  return sql`SELECT organization_id, sum(recorded) AS recorded, sum(live) AS live FROM (
      SELECT a.organization_id, a.recorded, a.live FROM activity_days a WHERE a.day > ${w.day}
      UNION ALL
      SELECT m.organization_id, count(*), count(CASE WHEN m.deleted = 0 THEN 1 END) FROM movements m
        WHERE m.created_at >= ${w.since} AND m.created_at < ${w.dayEnd} GROUP BY m.organization_id)
    GROUP BY organization_id HAVING sum(recorded) > 0`;
}

/** Scalar subquery: the live movements organization `orgId` recorded at or after `since`. */
export function liveRecordedSince(orgId: SQL, since: string): SQL {
  const w = recordedWindow(since);
  return sql`(coalesce((SELECT sum(a.live) FROM activity_days a WHERE a.organization_id = ${orgId} AND a.day > ${w.day}), 0)
    + (SELECT count(*) FROM movements m WHERE m.organization_id = ${orgId} AND m.deleted = 0
        AND m.created_at >= ${w.since} AND m.created_at < ${w.dayEnd}))`;
}
