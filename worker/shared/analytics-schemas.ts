// First-party product analytics (docs/administration.md): the SPA's batched page views and the session rules of
// docs/client-rules.md (a session ends after 30 minutes idle or 24 hours). No personal data beyond user and
// organization ids; paths are route patterns ("/lots/:id"), never ids or query strings.
import { ANALYTICS_BATCH_MAX, ROUTE_PATTERN } from "./analytics-rules";
import * as z from "./zod";

export { ANALYTICS_BATCH_MAX, ROUTE_PATTERN, SESSION_IDLE_MS, SESSION_MAX_MS } from "./analytics-rules";
/** How old a queued view may be when it arrives (a tab left in the background overnight is dropped). */
export const ANALYTICS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** D1 keeps this many days of page views (the daily cleanup drops older ones). */
export const ANALYTICS_RETENTION_DAYS = 90;

export const pageViewSchema = z.object({
  /** The SPA's session id: random, not derived from the user. */
  session_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "Sesión inválida"),
  path: z.string().max(80).regex(ROUTE_PATTERN, "Ruta inválida"),
  organization_id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31)
    .nullable(),
  /** When the screen was shown (ISO, the client's clock). */
  at: z.iso.datetime({ offset: true }),
});
export type PageView = z.infer<typeof pageViewSchema>;

/**
 * The beacon's body. `sendBeacon` cannot set an Authorization header, so the access token travels in the
 * body (same origin, HTTPS); it is verified like a bearer token and never stored or logged.
 */
export const analyticsBeaconSchema = z.object({
  token: z.string().min(1).max(4096),
  events: z.array(pageViewSchema).min(1).max(ANALYTICS_BATCH_MAX),
});
export type AnalyticsBeacon = z.infer<typeof analyticsBeaconSchema>;
