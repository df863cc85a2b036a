// First-party analytics (docs/administration.md): page views queued in memory and sent in batches to our own
// /api/analytics/events with sendBeacon (so the last views of a closing tab still arrive). Only route
// patterns ("/lots/:id"), the user's and organization's ids and a random session id leave the browser.
import { ANALYTICS_BATCH_MAX, ROUTE_PATTERN } from "@shared/analytics-rules";
import { client } from "../api/client";
import { sessionTokenStore } from "../session/token-store";
import { touchSession } from "./analytics-session";

/** Its path from the typed client; sent by sendBeacon (the token inside the text body), not the JSON core. */
export const ANALYTICS_ENDPOINT = client.api.analytics.events.$path();
/** A batch leaves when this many views wait, or FLUSH_AFTER_MS after the first one, or when the tab hides. */
const FLUSH_AT = 10;
const FLUSH_AFTER_MS = 15_000;

interface QueuedView {
  session_id: string;
  path: string;
  organization_id: number | null;
  at: string;
}

let queue: QueuedView[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/** The route pattern of `pathname`: each matched parameter's segment becomes ":name". */
export function routePattern(pathname: string, params: Readonly<Record<string, string | undefined>>): string | null {
  const byValue = new Map(
    Object.entries(params)
      .filter(([key, value]) => key !== "*" && value)
      .map(([key, value]) => [encodeURIComponent(value!), key]),
  );
  const pattern = pathname
    .split("/")
    .map((segment) => (byValue.has(segment) ? `:${byValue.get(segment)}` : segment))
    .join("/")
    .replace(/(.)\/$/, "$1");
  return ROUTE_PATTERN.test(pattern) && pattern.length <= 80 ? pattern : null;
}

export function trackPageView(path: string, organizationId: number | null, userId: number, now = Date.now()) {
  const session = touchSession(userId, now);
  queue.push({ session_id: session.id, path, organization_id: organizationId, at: new Date(now).toISOString() });
  // Offline for a long while: keep the newest views only.
  if (queue.length > ANALYTICS_BATCH_MAX) queue = queue.slice(-ANALYTICS_BATCH_MAX);
  if (queue.length >= FLUSH_AT) flushPageViews();
  else timer ??= setTimeout(flushPageViews, FLUSH_AFTER_MS);
}

/** Sends what waits (unless offline or logged out: then it waits, or is dropped with the session). */
export function flushPageViews() {
  if (timer) clearTimeout(timer);
  timer = null;
  const token = sessionTokenStore.getToken();
  if (!token) {
    queue = [];
    return;
  }
  if (queue.length === 0 || (typeof navigator !== "undefined" && navigator.onLine === false)) return;
  const body = JSON.stringify({ token, events: queue });
  queue = [];
  // text/plain: a beacon with any other type is refused by some browsers.
  const sent =
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(ANALYTICS_ENDPOINT, new Blob([body], { type: "text/plain" }));
  if (!sent)
    void fetch(ANALYTICS_ENDPOINT, {
      method: "POST",
      body,
      keepalive: true,
      headers: { "Content-Type": "text/plain" },
    }).catch(() => undefined);
}

/** Flushes when the tab is hidden or closed; returns the uninstaller. */
export function flushOnHide(): () => void {
  const onHide = () => document.visibilityState === "hidden" && flushPageViews();
  document.addEventListener("visibilitychange", onHide);
  window.addEventListener("pagehide", flushPageViews);
  return () => {
    document.removeEventListener("visibilitychange", onHide);
    window.removeEventListener("pagehide", flushPageViews);
  };
}

/** Test seam: what waits to be sent. */
export const pendingPageViews = () => [...queue];
