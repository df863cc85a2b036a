// POST /api/analytics/events (docs/administration.md, first-party analytics): the SPA's beacon, authenticated by the
// access token in its body; hostile or stale views are refused or dropped, never stored as someone else.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents } from "../../worker/db/schema";
import { api, db, makeTeam } from "./fixtures";

const view = (over: Record<string, unknown> = {}) => ({
  session_id: "sess-12345678",
  path: "/stock",
  organization_id: null,
  at: new Date().toISOString(),
  ...over,
});

/** As navigator.sendBeacon sends it: a text/plain body and no Authorization header. */
const beacon = (body: unknown) =>
  api("/analytics/events", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
  });

const storedFor = (userId: number) => db().select().from(analyticsEvents).where(eq(analyticsEvents.user_id, userId));

describe("POST /api/analytics/events", () => {
  it("stores a batch of page views as the token's user, with the organization only when they are a member", async () => {
    const { owner, org, otherOrg } = await makeTeam();
    const res = await beacon({
      token: owner.token,
      events: [
        view({ path: "/lots/:id", organization_id: org.id }),
        view({ path: "/data", organization_id: otherOrg.id }),
        view({ path: "/dashboard" }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, stored: 3 });
    const rows = await storedFor(owner.id);
    expect(rows.map((r) => [r.path, r.organization_id])).toEqual([
      ["/lots/:id", org.id],
      // Not a member of the other organization: the view is kept without it.
      ["/data", null],
      ["/dashboard", null],
    ]);
  });

  it("refuses a missing or bad token and stores nothing", async () => {
    const { user } = await makeTeam();
    expect((await beacon({ token: "nope", events: [view()] })).status).toBe(401);
    expect((await beacon({ events: [view()] })).status).toBe(400);
    expect(await storedFor(user.id)).toHaveLength(0);
  });

  it("answers bad input with a Spanish 400: not JSON, ids or queries in paths, too many views, a bad session", async () => {
    const { user } = await makeTeam();
    const bad = [
      "{no es json",
      { token: user.token, events: [] },
      { token: user.token, events: [view({ path: "/lots/12" })] },
      { token: user.token, events: [view({ path: "/stock?q=vacas" })] },
      { token: user.token, events: [view({ path: "https://otro.sitio/" })] },
      { token: user.token, events: [view({ session_id: "x" })] },
      { token: user.token, events: [view({ at: "ayer" })] },
      { token: user.token, events: [view({ organization_id: -1 })] },
      { token: user.token, events: Array.from({ length: 51 }, () => view()) },
    ];
    for (const body of bad) {
      const res = await beacon(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toMatch(/[a-záéíóúñ]/i);
    }
    const huge = await beacon({ token: user.token, events: [view()], pad: "x".repeat(40_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("El lote de vistas es demasiado grande");
    expect(await storedFor(user.id)).toHaveLength(0);
  });

  it("drops views older than a day or from the future, and keeps the rest", async () => {
    const { user } = await makeTeam();
    const res = await beacon({
      token: user.token,
      events: [
        view({ at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() }),
        view({ at: new Date(Date.now() + 60 * 60 * 1000).toISOString() }),
        view({ path: "/rodeos" }),
      ],
    });
    expect(res.body).toMatchObject({ ok: true, stored: 1 });
    expect((await storedFor(user.id)).map((r) => r.path)).toEqual(["/rodeos"]);
  });

  it("feeds the metrics: sessions, active users and the most used screens", async () => {
    const { user } = await makeTeam();
    const { makeUser } = await import("./fixtures");
    const admin = await makeUser({ superAdmin: true });
    const before = (
      await api<{ metrics: { sessions: { d7: number }; top_screens: unknown[] } }>("/admin/metrics", {
        token: admin.token,
      })
    ).body.metrics;
    await beacon({
      token: user.token,
      events: [view({ session_id: "sess-metrics-1" }), view({ session_id: "sess-metrics-2", path: "/tasks" })],
    });
    const after = (
      await api<{ metrics: { sessions: { d7: number }; top_screens: Array<{ path: string }> } }>("/admin/metrics", {
        token: admin.token,
      })
    ).body.metrics;
    expect(after.sessions.d7).toBe(before.sessions.d7 + 2);
    expect(after.top_screens.map((s) => s.path)).toContain("/tasks");
  });
});
