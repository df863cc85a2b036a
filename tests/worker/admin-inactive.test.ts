// Inactive organizations and their reminders (docs/administration.md): super admins only, exact window edges, and a
// reminder that never goes out twice in 24 h, even to two requests at once.
import { env } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, movements, organizationReminders, organizations, outbox, users } from "../../worker/db/schema";
import type { Runtime } from "../../worker/env";
import {
  inactiveOrganizations,
  remindOrganizations,
} from "../../worker/areas/admin/organizations/inactive-organizations";
import type { InactiveOrganization, ReminderResult } from "../../worker/shared/inactive-schemas";
import { api, db, makeOrg, makeTeam, makeUser } from "./fixtures";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-20T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const rt = (): Runtime => ({ db: db(), env, origin: "http://tropero.test", waitUntil: () => undefined });

type ListBody = { organizations: InactiveOrganization[]; days: number };

/** An organization created long ago whose owner never logged in and with no movement. */
async function quietOrganization(name = "Campo quieto") {
  const owner = await makeUser({ first_name: "Olga" });
  const { id } = await makeOrg(owner, name);
  await db()
    .update(organizations)
    .set({ created_at: ago(400 * DAY) })
    .where(eq(organizations.id, id));
  await db().update(users).set({ last_login: null }).where(eq(users.id, owner.id));
  return { id, owner };
}

async function recordMovementAt(orgId: number, createdAt: string) {
  await db()
    .insert(movements)
    .values({ organization_id: orgId, type: "RAIN", date: createdAt.slice(0, 10), created_at: createdAt });
}

const ids = (list: InactiveOrganization[]) => list.map((o) => o.id);

describe("GET /api/admin/inactive-organizations", () => {
  it("is for super admins only, and the window is 7, 30 or 90 days", async () => {
    const { owner, user } = await makeTeam();
    expect((await api("/admin/inactive-organizations?days=7")).status).toBe(401);
    expect((await api("/admin/inactive-organizations?days=7", { token: user.token })).status).toBe(403);
    expect((await api("/admin/inactive-organizations?days=7", { token: owner.token })).status).toBe(403);
    const admin = await makeUser({ superAdmin: true });
    for (const bad of ["", "?days=8", "?days=-7", "?days=abc", "?days=7.5"]) {
      expect((await api(`/admin/inactive-organizations${bad}`, { token: admin.token })).status, bad).toBe(400);
    }
    const quiet = await quietOrganization();
    const res = await api<ListBody>("/admin/inactive-organizations?days=90", { token: admin.token });
    expect(res.status).toBe(200);
    const found = res.body.organizations.find((o) => o.id === quiet.id);
    expect(found).toMatchObject({ name: "Campo quieto", last_activity: null });
    expect(found!.owners).toEqual([
      expect.objectContaining({ id: quiet.owner.id, email: quiet.owner.email, name: "Olga Pérez" }),
    ]);
  });

  it("counts a movement or a member log-in as activity, and activity exactly at the cutoff as active", async () => {
    const moved = await quietOrganization();
    const logged = await quietOrganization();
    const edge = await quietOrganization();
    const young = await makeOrg(await makeUser(), "Recién creada");
    await db()
      .update(organizations)
      .set({ created_at: ago(3 * DAY) })
      .where(eq(organizations.id, young.id));
    await recordMovementAt(moved.id, ago(20 * DAY));
    await db()
      .update(users)
      .set({ last_login: ago(45 * DAY) })
      .where(eq(users.id, logged.owner.id));
    await recordMovementAt(edge.id, ago(30 * DAY)); // exactly at the 30-day cutoff
    const inWindow = async (days: number) => ids((await inactiveOrganizations(rt(), days, NOW)).organizations);
    const week = await inWindow(7);
    expect(week).toEqual(expect.arrayContaining([moved.id, logged.id, edge.id]));
    expect(week).not.toContain(young.id);
    const month = await inWindow(30);
    expect(month).toContain(logged.id);
    expect(month).not.toContain(moved.id);
    expect(month).not.toContain(edge.id);
    // One millisecond later the edge organization's activity is before the cutoff.
    const later = ids((await inactiveOrganizations(rt(), 30, new Date(NOW.getTime() + 1))).organizations);
    expect(later).toContain(edge.id);
    const quarter = await inWindow(90);
    expect(quarter).not.toContain(logged.id);
    const last = (await inactiveOrganizations(rt(), 30, NOW)).organizations.find((o) => o.id === logged.id);
    expect(last!.last_activity).toBe(ago(45 * DAY));
  });
});

describe("POST /api/admin/inactive-organizations/remind", () => {
  it("messages the owners once, audits it, and skips an organization reminded in the last 24 h", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner } = await makeTeam();
    const quiet = await quietOrganization("Campo dormido");
    const remind = (token: string, organization_ids: unknown) =>
      api<ReminderResult & { message: string }>("/admin/inactive-organizations/remind", {
        token,
        body: { organization_ids },
      });
    expect((await remind(owner.token, [quiet.id])).status).toBe(403);
    for (const bad of [[], "1", [0], [-1], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      expect((await remind(admin.token, bad)).status, JSON.stringify(bad).slice(0, 20)).toBe(400);
    }
    const first = await remind(admin.token, [quiet.id, 2 ** 31]);
    expect(first.status).toBe(200);
    expect(first.body.sent).toEqual([quiet.id]);
    expect(first.body.skipped).toEqual([2 ** 31]);
    const mail = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, quiet.owner.email), eq(outbox.kind, "reminder")));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.status).toBe("logged");
    expect(mail[0]!.body).toContain("Campo dormido");
    const again = await remind(admin.token, [quiet.id]);
    expect(again.body).toMatchObject({ sent: [], skipped: [quiet.id] });
    expect(again.body.message).toContain("últimas 24 horas");
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "reminder"), eq(auditLog.target_id, quiet.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: admin.id, target_type: "organization" });
  });

  it("two reminders at the same moment send one, and a day later it may go again", async () => {
    const admin = await makeUser({ superAdmin: true });
    const quiet = await quietOrganization();
    const results = await Promise.all([
      remindOrganizations(rt(), admin.id, [quiet.id], NOW),
      remindOrganizations(rt(), admin.id, [quiet.id], new Date(NOW.getTime() + 5)),
    ]);
    expect(results.flatMap((r) => r.sent)).toEqual([quiet.id]);
    const rows = await db()
      .select()
      .from(organizationReminders)
      .where(inArray(organizationReminders.organization_id, [quiet.id]));
    expect(rows).toHaveLength(1);
    const nextDay = await remindOrganizations(rt(), admin.id, [quiet.id], new Date(NOW.getTime() + DAY + 10));
    expect(nextDay.sent).toEqual([quiet.id]);
  });
});
