// The analytics rules the SPA's tracker and the API share, without zod (the tracker is in the shell's
// chunk): the session limits (docs/client-rules.md), the batch size and what a recorded path may look like.

/** A session ends after 30 minutes with no page view... */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** ...or 24 hours after it started, whatever the activity. */
export const SESSION_MAX_MS = 24 * 60 * 60 * 1000;
/** Page views per beacon; the SPA flushes before it reaches this. */
export const ANALYTICS_BATCH_MAX = 50;
/** A route pattern: lowercase word segments and ":id"-style parameters; never an id ("/lots/12") or a query. */
export const ROUTE_PATTERN = /^\/(?:[a-z][a-z0-9-]*|:[a-z]+)?(?:\/(?:[a-z][a-z0-9-]*|:[a-z]+))*$/;
