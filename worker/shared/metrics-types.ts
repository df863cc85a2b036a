// GET /api/admin/metrics (docs/administration.md): the platform's figures for the super-admin home.

/** Weeks of sign-ups and days of movements the charts cover. */
export const METRICS_WEEKS = 12;
export const METRICS_DAYS = METRICS_WEEKS * 7;
export const TOP_ORGANIZATIONS = 10;
export const TOP_SCREENS = 8;

export interface AdminMetrics {
  generated_at: string;
  users: number;
  organizations: number;
  /** Organizations with a movement or a member log-in in the last 7 and 30 days. */
  active_organizations: { d7: number; d30: number };
  /**
   * Users who logged in or used the app (a page view) in the last 7 and 30 days: weekly and monthly
   * active users.
   */
  active_users: { d7: number; d30: number };
  /** Analytics sessions (30 min idle or 24 h) started in the last 7 and 30 days. */
  sessions: { d7: number; d30: number };
  /** Oldest first; `week` is the Monday (Argentina) the week starts, every week present (0 when none). */
  signups_per_week: Array<{ week: string; count: number }>;
  /** Oldest first; every day (Argentina) of the last METRICS_DAYS present, 0 when none. */
  movements_per_day: Array<{ day: string; count: number }>;
  /** The ten organizations with most movements recorded in the last 30 days. */
  top_organizations: Array<{ id: number; name: string; movements: number; members: number }>;
  /** The most viewed screens (route patterns) in the last 30 days. */
  top_screens: Array<{ path: string; views: number }>;
  /** Outbox messages that failed in the last 24 h, by channel. */
  outbox_failures: { total: number; email: number; whatsapp: number };
  /** Where the analytics figures were read from. */
  analytics_source: "d1" | "analytics-engine";
}
