// The platform metrics (docs/administration.md): super admins only, and every figure equal to a count made here by
// hand over the rows themselves (not the same SQL run twice).
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents, movements, organizations, outbox, userOrganizations, users } from "../../worker/db/schema";
import type { Runtime } from "../../worker/env";
import { adminMetrics } from "../../worker/areas/admin/metrics/admin-metrics";
import type { AdminMetrics } from "../../worker/shared/metrics-types";
import { api, db, makeOrg, makeTeam, makeUser } from "./fixtures";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-20T15:00:00.000Z"); // a Friday, noon in Argentina
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
const rt = (): Runtime => ({ db: db(), env, origin: "http://tropero.test", waitUntil: () => undefined });
/** Argentina's day of an instant, computed with Date (the worker does it in SQL). */
const localDay = (iso: string) => new Date(Date.parse(iso) - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function platformWithHistory() {
  const { owner, user, org, otherOrg, outsider } = await makeTeam();
  const quiet = await makeUser();
  const quietOrg = await makeOrg(quiet, "Campo sin uso");
  // Log-ins: the owner this week, the plain user 20 days ago, the others long ago.
  const login = (id: number, at: string | null) => db().update(users).set({ last_login: at }).where(eq(users.id, id));
  await login(owner.id, ago(2));
  await login(user.id, ago(20));
  await login(outsider.id, ago(100));
  await login(quiet.id, null);
  await db()
    .update(users)
    .set({ created_at: ago(10) })
    .where(eq(users.id, quiet.id));
  await db()
    .update(users)
    .set({ created_at: ago(200) })
    .where(eq(users.id, outsider.id));
  // Movements: the team's organization is busy, the outsider's recorded one 40 days ago.
  const move = (orgId: number, at: string) =>
    db()
      .insert(movements)
      .values({ organization_id: orgId, type: "RAIN", date: at.slice(0, 10), created_at: at });
  for (const d of [0.5, 1, 1, 3, 12, 25]) await move(org.id, ago(d));
  await move(otherOrg.id, ago(40));
  await db()
    .insert(outbox)
    .values([
      { channel: "email", recipient: "a@b.c", kind: "greeting", body: "x", status: "failed", created_at: ago(0.5) },
      { channel: "whatsapp", recipient: "+54911", kind: "greeting", body: "x", status: "failed", created_at: ago(0.2) },
      { channel: "email", recipient: "a@b.c", kind: "greeting", body: "x", status: "failed", created_at: ago(2) },
      { channel: "email", recipient: "a@b.c", kind: "greeting", body: "x", status: "sent", created_at: ago(0.1) },
    ]);
  // Page views: the outsider used the app 5 days ago in two sessions (with no log-in in the window).
  await db()
    .insert(analyticsEvents)
    .values([
      { session_id: "s-outsider-1", user_id: outsider.id, organization_id: otherOrg.id, path: "/stock", at: ago(5) },
      { session_id: "s-outsider-1", user_id: outsider.id, organization_id: otherOrg.id, path: "/data", at: ago(5) },
      { session_id: "s-outsider-2", user_id: outsider.id, organization_id: otherOrg.id, path: "/stock", at: ago(15) },
      { session_id: "s-old", user_id: quiet.id, organization_id: quietOrg.id, path: "/lots", at: ago(45) },
    ]);
  return { owner, user, org, otherOrg, outsider, quiet, quietOrg };
}

/** The same figures from every row of the tables, with plain JavaScript. */
async function countByHand(now: Date): Promise<Omit<AdminMetrics, "generated_at" | "signups_per_week">> {
  const since = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const [u, o, m, uo, ob, ev] = await Promise.all([
    db().select().from(users),
    db().select().from(organizations),
    db().select().from(movements),
    db().select().from(userOrganizations),
    db().select().from(outbox),
    db().select().from(analyticsEvents),
  ]);
  const lastActivity = (orgId: number) => {
    const times = [
      ...m.filter((x) => x.organization_id === orgId).map((x) => x.created_at),
      ...uo.filter((x) => x.organization_id === orgId).map((x) => u.find((y) => y.id === x.user_id)?.last_login ?? ""),
    ].filter(Boolean);
    return times.sort().at(-1) ?? "";
  };
  const activeUsers = (days: number) =>
    new Set([
      ...u.filter((x) => x.last_login && x.last_login >= since(days)).map((x) => x.id),
      ...ev.filter((x) => x.at >= since(days)).map((x) => x.user_id),
    ]).size;
  const failed = (channel: string) =>
    ob.filter((x) => x.status === "failed" && x.channel === channel && x.created_at >= since(1)).length;
  const recent = m.filter((x) => x.created_at >= since(30));
  const top = o
    .map((org) => ({
      id: org.id,
      name: org.name,
      movements: recent.filter((x) => x.organization_id === org.id).length,
      members: uo.filter((x) => x.organization_id === org.id).length,
    }))
    .filter((x) => x.movements > 0)
    .sort((a, b) => b.movements - a.movements || a.id - b.id)
    .slice(0, 10);
  const views = ev.filter((x) => x.at >= since(30));
  const screens = [...new Set(views.map((x) => x.path))]
    .map((path) => ({ path, views: views.filter((x) => x.path === path).length }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, 8);
  const today = localDay(now.toISOString());
  const movementsPerDay = Array.from({ length: 84 }, (_, i) => {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) - (83 - i) * DAY).toISOString().slice(0, 10);
    return { day, count: m.filter((x) => localDay(x.created_at) === day).length };
  });
  return {
    users: u.length,
    organizations: o.length,
    active_organizations: {
      d7: o.filter((x) => lastActivity(x.id) >= since(7)).length,
      d30: o.filter((x) => lastActivity(x.id) >= since(30)).length,
    },
    active_users: { d7: activeUsers(7), d30: activeUsers(30) },
    sessions: {
      d7: new Set(ev.filter((x) => x.at >= since(7)).map((x) => x.session_id)).size,
      d30: new Set(views.map((x) => x.session_id)).size,
    },
    movements_per_day: movementsPerDay,
    top_organizations: top,
    top_screens: screens,
    outbox_failures: {
      total: failed("email") + failed("whatsapp"),
      email: failed("email"),
      whatsapp: failed("whatsapp"),
    },
    analytics_source: "d1",
  };
}

describe("GET /api/admin/metrics", () => {
  it("is for super admins only (organization owners included are refused)", async () => {
    const { owner, user } = await makeTeam();
    expect((await api("/admin/metrics")).status).toBe(401);
    expect((await api("/admin/metrics", { token: user.token })).status).toBe(403);
    expect((await api("/admin/metrics", { token: owner.token })).status).toBe(403);
    const admin = await makeUser({ superAdmin: true });
    const res = await api<{ metrics: AdminMetrics }>("/admin/metrics", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.metrics.signups_per_week).toHaveLength(12);
    expect(res.body.metrics.movements_per_day).toHaveLength(84);
    // Two round trips to D1 whatever the platform's size: the platform batch and the analytics batch,
    // plus the session check of the token.
    expect(Number(res.headers.get("x-db-queries"))).toBeLessThanOrEqual(12);
  });

  it("equals a count made by hand over the rows, at the windows' edges", async () => {
    const made = await platformWithHistory();
    const metrics = await adminMetrics(rt(), NOW);
    const { generated_at: _g, signups_per_week, ...figures } = metrics;
    expect(figures).toEqual(await countByHand(NOW));
    // The seeded history, read the way a super admin would.
    expect(metrics.top_organizations[0]).toMatchObject({ id: made.org.id, movements: 6, members: 3 });
    expect(metrics.outbox_failures).toEqual({ total: 2, email: 1, whatsapp: 1 });
    expect(metrics.top_screens[0]).toEqual({ path: "/stock", views: 2 });
    // Weeks start on Monday (Argentina); the quiet owner signed up 10 days before Friday 2026-11-20.
    expect(signups_per_week.at(-1)!.week).toBe("2026-11-16");
    expect(signups_per_week.at(-2)).toMatchObject({ week: "2026-11-09" });
    expect(signups_per_week.at(-2)!.count).toBeGreaterThanOrEqual(1);
    const allUsers = await db().select().from(users);
    const byHand = (week: string) =>
      allUsers.filter((x) => {
        const day = localDay(x.created_at);
        return day >= week && day < new Date(Date.parse(`${week}T00:00:00Z`) + 7 * DAY).toISOString().slice(0, 10);
      }).length;
    for (const w of signups_per_week) expect(w.count, w.week).toBe(byHand(w.week));
  });

  it("counts a movement recorded at 23:30 in Argentina on that day, not on UTC's next day", async () => {
    const { org } = await makeTeam();
    const lateEvening = "2026-11-19T02:30:00.000Z"; // 2026-11-18 23:30 in Argentina
    await db()
      .insert(movements)
      .values({ organization_id: org.id, type: "RAIN", date: "2026-11-18", created_at: lateEvening });
    const metrics = await adminMetrics(rt(), NOW);
    const rows = await db().select().from(movements);
    const on = (day: string) => metrics.movements_per_day.find((d) => d.day === day)!.count;
    expect(on("2026-11-18")).toBe(rows.filter((x) => localDay(x.created_at) === "2026-11-18").length);
    expect(on("2026-11-18")).toBeGreaterThanOrEqual(1);
  });
});
