// Where page views are kept and read back (docs/administration.md, first-party analytics). Workers Analytics Engine
// when it is bound and its SQL API is configured; D1's analytics_events otherwise (local, tests, or a
// deployment without Analytics Engine). A third-party provider would be a third implementation.
import { sql } from "drizzle-orm";
import { rawBatch } from "../../../db/raw-batch";
import type { Env, Runtime } from "../../../env";
import type { AdminMetrics } from "../../../shared/metrics-types";
import { TOP_SCREENS } from "../../../shared/metrics-types";

export interface StoredPageView {
  session_id: string;
  user_id: number;
  organization_id: number | null;
  path: string;
  at: string;
}

/** What the metrics read from analytics: windows are ISO instants (7 and 30 days ago). */
export interface AnalyticsUsage {
  sessions: AdminMetrics["sessions"];
  top_screens: AdminMetrics["top_screens"];
  /** Users with a page view in each window (merged with log-ins by the metrics). */
  user_ids: { d7: number[]; d30: number[] };
}

export interface AnalyticsStore {
  readonly source: AdminMetrics["analytics_source"];
  record(views: StoredPageView[]): Promise<void>;
  usage(since: { d7: string; d30: string }): Promise<AnalyticsUsage>;
}

const ids = (rows: Array<Record<string, unknown>>) => rows.map((r) => Number(r.user_id));

/** D1: one INSERT for a whole batch (the views travel as one JSON parameter), one batch of reads. */
export function d1AnalyticsStore(rt: Runtime): AnalyticsStore {
  return {
    source: "d1",
    async record(views) {
      if (views.length === 0) return;
      await rawBatch(rt.db, [
        sql`INSERT INTO analytics_events (session_id, user_id, organization_id, path, at)
            SELECT json_extract(value, '$.session_id'), json_extract(value, '$.user_id'),
                   json_extract(value, '$.organization_id'), json_extract(value, '$.path'), json_extract(value, '$.at')
            FROM json_each(${JSON.stringify(views)})`,
      ]);
    },
    async usage(since) {
      const [sessions, screens, users7, users30] = await rawBatch(rt.db, [
        sql`SELECT count(DISTINCT CASE WHEN at >= ${since.d7} THEN session_id END) AS d7,
                   count(DISTINCT session_id) AS d30
            FROM analytics_events WHERE at >= ${since.d30}`,
        sql`SELECT path, count(*) AS views FROM analytics_events WHERE at >= ${since.d30}
            GROUP BY path ORDER BY views DESC, path LIMIT ${TOP_SCREENS}`,
        sql`SELECT DISTINCT user_id FROM analytics_events WHERE at >= ${since.d7}`,
        sql`SELECT DISTINCT user_id FROM analytics_events WHERE at >= ${since.d30}`,
      ]);
      return {
        sessions: { d7: Number(sessions[0]?.d7 ?? 0), d30: Number(sessions[0]?.d30 ?? 0) },
        top_screens: screens.map((r) => ({ path: String(r.path), views: Number(r.views) })),
        user_ids: { d7: ids(users7), d30: ids(users30) },
      };
    },
  };
}

/** The Analytics Engine dataset binding (wrangler.toml [[analytics_engine_datasets]], binding ANALYTICS). */
type Dataset = NonNullable<Env["ANALYTICS"]>;

/**
 * Analytics Engine: writes are fire-and-forget data points (blob1 session, blob2 path, blob3 organization,
 * index1 user); reads go through the account's SQL API, which needs an account id and an API token.
 */
function analyticsEngineStore(env: Env, dataset: Dataset): AnalyticsStore {
  const table = (env.ANALYTICS_DATASET ?? "tropero_page_views").replace(/[^A-Za-z0-9_]/g, "");
  const query = async (text: string) => {
    const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${env.CF_ACCOUNT_ID}/analytics_engine/sql`, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.ANALYTICS_API_TOKEN}` },
      body: text,
    });
    if (!res.ok) throw new Error(`Analytics Engine SQL ${res.status}`);
    return ((await res.json()) as { data: Array<Record<string, unknown>> }).data;
  };
  const window = (days: number) => `timestamp > NOW() - INTERVAL '${days}' DAY`;
  return {
    source: "analytics-engine",
    async record(views) {
      for (const v of views)
        dataset.writeDataPoint({
          blobs: [v.session_id, v.path, v.organization_id === null ? "" : String(v.organization_id)],
          doubles: [Date.parse(v.at)],
          indexes: [String(v.user_id)],
        });
    },
    async usage() {
      const [s7, s30, screens, u7, u30] = await Promise.all([
        query(`SELECT count(DISTINCT blob1) AS n FROM ${table} WHERE ${window(7)}`),
        query(`SELECT count(DISTINCT blob1) AS n FROM ${table} WHERE ${window(30)}`),
        query(
          `SELECT blob2 AS path, sum(_sample_interval) AS views FROM ${table} WHERE ${window(30)} GROUP BY path ORDER BY views DESC LIMIT ${TOP_SCREENS}`,
        ),
        query(`SELECT DISTINCT index1 AS user_id FROM ${table} WHERE ${window(7)}`),
        query(`SELECT DISTINCT index1 AS user_id FROM ${table} WHERE ${window(30)}`),
      ]);
      return {
        sessions: { d7: Number(s7[0]?.n ?? 0), d30: Number(s30[0]?.n ?? 0) },
        top_screens: screens.map((r) => ({ path: String(r.path), views: Number(r.views) })),
        user_ids: { d7: ids(u7), d30: ids(u30) },
      };
    },
  };
}

export function analyticsStore(rt: Runtime): AnalyticsStore {
  const env = rt.env;
  if (env.ANALYTICS && env.CF_ACCOUNT_ID && env.ANALYTICS_API_TOKEN) return analyticsEngineStore(env, env.ANALYTICS);
  return d1AnalyticsStore(rt);
}
