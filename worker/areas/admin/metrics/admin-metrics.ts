// The platform's figures for the super-admin home (docs/administration.md): one D1 batch of six statements for the
// platform's own tables (movements counted from activity_days, docs/aggregates.md), and the analytics
// store's usage read in parallel. Days and weeks are Argentina's.
import { sql } from "drizzle-orm";
import { rawBatch } from "../../../db/raw-batch";
import type { Runtime } from "../../../env";
import { METRICS_DAYS, METRICS_WEEKS, TOP_ORGANIZATIONS, type AdminMetrics } from "../../../shared/metrics-types";
import { addDays, argentinaDay } from "../../../shared/task-dates";
import { analyticsStore } from "../analytics/analytics-store";
import { recordedSinceSql } from "../activity/recorded-since";
import { DAY_MS } from "../../../shared/time";

/** Midnight in Argentina (UTC−3) of `day`, as an instant. */
const argentinaMidnight = (day: string) => `${day}T03:00:00.000Z`;
/** Argentina's local week (Monday) of a stored UTC instant, in SQL. */
const localWeek = (column: string) => sql.raw(`date(${column}, '-3 hours', 'weekday 0', '-6 days')`);

/** The Monday of `day`'s week. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export async function adminMetrics(rt: Runtime, now = new Date()): Promise<AdminMetrics> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const since = { d1: ago(1), d7: ago(7), d30: ago(30) };
  const today = argentinaDay(now);
  const firstDay = addDays(today, -(METRICS_DAYS - 1));
  const firstWeek = addDays(mondayOf(today), -7 * (METRICS_WEEKS - 1));

  const platform = rawBatch(rt.db, [
    sql`SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM organizations) AS organizations,
          (SELECT count(*) FROM outbox WHERE status = 'failed' AND channel = 'email' AND created_at >= ${since.d1}) AS email,
          (SELECT count(*) FROM outbox WHERE status = 'failed' AND channel = 'whatsapp' AND created_at >= ${since.d1}) AS whatsapp`,
    // An organization is active when a member logged in or a movement was recorded in the window.
    sql`SELECT count(CASE WHEN last >= ${since.d7} THEN 1 END) AS d7, count(CASE WHEN last >= ${since.d30} THEN 1 END) AS d30
        FROM (SELECT max(
          coalesce((SELECT max(m.created_at) FROM movements m WHERE m.organization_id = o.id), ''),
          coalesce((SELECT max(u.last_login) FROM user_organizations uo JOIN users u ON u.id = uo.user_id
                    WHERE uo.organization_id = o.id), '')) AS last
          FROM organizations o)`,
    sql`SELECT ${localWeek("created_at")} AS week, count(*) AS n FROM users
        WHERE created_at >= ${argentinaMidnight(firstWeek)} GROUP BY week`,
    // Movements recorded (created) per Argentina day, deleted ones included: activity, not stock (activity_days).
    sql`SELECT day, sum(recorded) AS n FROM activity_days WHERE day >= ${firstDay} GROUP BY day`,
    sql`SELECT o.id, o.name, t.recorded AS movements,
          (SELECT count(*) FROM user_organizations uo WHERE uo.organization_id = o.id) AS members
        FROM (${recordedSinceSql(since.d30)}) t JOIN organizations o ON o.id = t.organization_id
        ORDER BY movements DESC, o.id LIMIT ${TOP_ORGANIZATIONS}`,
    sql`SELECT id, last_login >= ${since.d7} AS week FROM users WHERE last_login >= ${since.d30}`,
  ]);
  const store = analyticsStore(rt);
  const [[totals, active, signups, movements, top, logins], usage] = await Promise.all([
    platform,
    store.usage({ d7: since.d7, d30: since.d30 }),
  ]);

  const users7 = new Set(usage.user_ids.d7);
  const users30 = new Set(usage.user_ids.d30);
  for (const r of logins) {
    users30.add(Number(r.id));
    if (Number(r.week) === 1) users7.add(Number(r.id));
  }
  const signupsByWeek = new Map(signups.map((r) => [String(r.week), Number(r.n)]));
  const movementsByDay = new Map(movements.map((r) => [String(r.day), Number(r.n)]));
  const t = totals[0] ?? {};
  return {
    generated_at: now.toISOString(),
    users: Number(t.users ?? 0),
    organizations: Number(t.organizations ?? 0),
    active_organizations: { d7: Number(active[0]?.d7 ?? 0), d30: Number(active[0]?.d30 ?? 0) },
    active_users: { d7: users7.size, d30: users30.size },
    sessions: usage.sessions,
    signups_per_week: Array.from({ length: METRICS_WEEKS }, (_, i) => {
      const week = addDays(firstWeek, 7 * i);
      return { week, count: signupsByWeek.get(week) ?? 0 };
    }),
    movements_per_day: Array.from({ length: METRICS_DAYS }, (_, i) => {
      const day = addDays(firstDay, i);
      return { day, count: movementsByDay.get(day) ?? 0 };
    }),
    top_organizations: top.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      movements: Number(r.movements),
      members: Number(r.members),
    })),
    top_screens: usage.top_screens,
    outbox_failures: {
      total: Number(t.email ?? 0) + Number(t.whatsapp ?? 0),
      email: Number(t.email ?? 0),
      whatsapp: Number(t.whatsapp ?? 0),
    },
    analytics_source: store.source,
  };
}
