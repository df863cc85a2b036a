// The SPA's first-party analytics (docs/administration.md): the session rules (30 min idle, 24 h), route patterns that never carry
// an id, and batches sent with sendBeacon as the signed-in user.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { continueSession, type AnalyticsSession } from "../../web/src/lib/analytics/analytics-session";
import {
  ANALYTICS_ENDPOINT,
  flushPageViews,
  pendingPageViews,
  routePattern,
  trackPageView,
} from "../../web/src/lib/analytics/page-views";
import { STORAGE_KEYS } from "../../web/src/lib/session";

const MIN = 60 * 1000;
const T0 = Date.parse("2026-11-20T12:00:00.000Z");
const ids = () => {
  let i = 0;
  return () => `session-${++i}`;
};

describe("the analytics session", () => {
  it("continues under 30 minutes idle and ends at 30", () => {
    const newId = ids();
    const first = continueSession(null, 7, T0, newId);
    expect(first).toEqual({ id: "session-1", userId: 7, started: T0, last: T0 });
    const second = continueSession(first, 7, T0 + 29 * MIN, newId);
    expect(second.id).toBe("session-1");
    expect(continueSession(second, 7, T0 + 29 * MIN + 30 * MIN, newId).id).toBe("session-2");
  });

  it("ends after 24 hours even when it never went idle", () => {
    const newId = ids();
    let s: AnalyticsSession = continueSession(null, 7, T0, newId);
    for (let t = T0 + 20 * MIN; t < T0 + 24 * 60 * MIN; t += 20 * MIN) s = continueSession(s, 7, t, newId);
    expect(s.id).toBe("session-1");
    expect(continueSession(s, 7, T0 + 24 * 60 * MIN, newId).id).toBe("session-2");
  });

  it("starts a new one for another user on the same browser, or a clock that went back", () => {
    const newId = ids();
    const s = continueSession(null, 7, T0, newId);
    expect(continueSession(s, 8, T0 + MIN, newId).id).toBe("session-2");
    expect(continueSession(s, 7, T0 - MIN, newId).id).toBe("session-3");
  });
});

describe("route patterns", () => {
  it("replaces each matched parameter with its name and refuses anything else", () => {
    expect(routePattern("/lots/12/edit", { id: "12" })).toBe("/lots/:id/edit");
    expect(routePattern("/stock", {})).toBe("/stock");
    expect(routePattern("/dashboard/inactive-organizations", {})).toBe("/dashboard/inactive-organizations");
    expect(routePattern("/", {})).toBe("/");
    // An unmatched id or a token is never recorded.
    expect(routePattern("/data/4521", {})).toBeNull();
    expect(routePattern("/invitation/Ab_9x", {})).toBeNull();
    expect(routePattern("/invitation/Ab9x", { id: "Ab9x" })).toBe("/invitation/:id");
  });
});

describe("sending page views", () => {
  let beacons: Array<{ url: string; body: string }>;
  let calls: number;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.token, "access-token");
    beacons = [];
    calls = 0;
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (url: string, data: Blob) => {
        calls++;
        // jsdom's Blob has no text(): read it like a browser of 2015 would.
        const reader = new FileReader();
        reader.onload = () => beacons.push({ url, body: String(reader.result) });
        reader.readAsText(data);
        return true;
      },
    });
  });
  afterEach(() => {
    flushPageViews();
    vi.restoreAllMocks();
  });

  const sent = async () => {
    // Every beacon handed to the browser, once its body is read.
    await vi.waitFor(() => expect(beacons).toHaveLength(calls));
    return beacons.map((b) => ({ url: b.url, ...(JSON.parse(b.body) as { token: string; events: unknown[] }) }));
  };

  it("batches views of one session and sends them with the access token", async () => {
    trackPageView("/stock", 3, 7, T0);
    trackPageView("/lots/:id", 3, 7, T0 + MIN);
    expect(pendingPageViews()).toHaveLength(2);
    flushPageViews();
    const [batch] = await sent();
    expect(batch!.url).toBe(ANALYTICS_ENDPOINT);
    expect(batch!.token).toBe("access-token");
    expect(batch!.events).toEqual([
      expect.objectContaining({ path: "/stock", organization_id: 3, at: new Date(T0).toISOString() }),
      expect.objectContaining({ path: "/lots/:id", organization_id: 3 }),
    ]);
    const [a, b] = batch!.events as Array<{ session_id: string }>;
    expect(a!.session_id).toBe(b!.session_id);
    expect(pendingPageViews()).toHaveLength(0);
  });

  it("sends on its own once ten views wait", async () => {
    for (let i = 0; i < 10; i++) trackPageView("/data", null, 7, T0 + i * MIN);
    expect(pendingPageViews()).toHaveLength(0);
    expect((await sent())[0]!.events).toHaveLength(10);
  });

  it("keeps the views while offline and drops them when the user logged out", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    trackPageView("/stock", null, 7, T0);
    flushPageViews();
    expect(pendingPageViews()).toHaveLength(1);
    online.mockReturnValue(true);
    localStorage.removeItem(STORAGE_KEYS.token);
    flushPageViews();
    expect(pendingPageViews()).toHaveLength(0);
    expect(await sent()).toEqual([]);
  });
});
