// The Organizations screen's actions and data (docs/administration.md): the greeting a super admin sends
// (audited, WhatsApp to verified phones), adding an active account, and the seeded platform organizations.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "../../worker/db/schema";
import { seedPlatformOrganizations } from "../../worker/scripts/seed/platform-orgs";
import { SeedSql } from "../../worker/scripts/seed/sql";
import type { OrganizationDetail, OrganizationListItem } from "../../worker/shared/organization-admin-schemas";
import { lastMessage } from "./auth-helpers";
import { api, db, makeTeam, makeUser } from "./fixtures";

const DAY = 24 * 60 * 60 * 1000;

type Page = { organizations: OrganizationListItem[]; total: number; page: number; limit: number };
type Detail = { organization: OrganizationDetail };

const list = (token: string, query = "") => api<Page>(`/organization/admin/all-paginated${query}`, { token });
const detail = (token: string, id: number | string) => api<Detail>(`/admin/organizations/${id}`, { token });
const greet = (token: string, id: number) => api(`/organization/${id}/send-greeting`, { method: "POST", token });

describe("POST /organization/{id}/send-greeting by a super admin", () => {
  it("greets every member (WhatsApp only to a verified phone) and is audited", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { org, owner, admin: orgAdmin, user } = await makeTeam();
    const verified = `+549${Math.floor(1e9 + Math.random() * 8e9)}`;
    const unverified = `+549${Math.floor(1e9 + Math.random() * 8e9)}`;
    await db().update(users).set({ phone: verified, phone_verified: true }).where(eq(users.id, owner.id));
    await db().update(users).set({ phone: unverified, phone_verified: false }).where(eq(users.id, user.id));
    const res = await greet(admin.token, org.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: 3, email: 2, whatsapp: 1, message: "Enviamos el saludo a 3 miembros" });
    expect(await lastMessage(verified, "greeting")).toMatchObject({ channel: "whatsapp" });
    expect(await lastMessage(owner.email, "greeting")).toBeUndefined();
    expect(await lastMessage(unverified, "greeting")).toBeUndefined();
    expect(await lastMessage(user.email, "greeting")).toMatchObject({ channel: "email" });
    expect(await lastMessage(orgAdmin.email, "greeting")).toMatchObject({ channel: "email" });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor_id, admin.id), eq(auditLog.action, "greeting")));
    expect(entry).toMatchObject({
      target_type: "organization",
      target_id: org.id,
      detail: { sent: 3, email: 2, whatsapp: 1 },
    });
    expect(entry!.created_at).toBeTruthy();
  });

  it("an unknown organization is 404 for a super admin and 403 for anyone else; owners are not audited", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, outsider, org } = await makeTeam();
    expect((await greet(admin.token, 999999999)).status).toBe(404);
    expect((await greet(outsider.token, 999999999)).status).toBe(403);
    expect((await greet(outsider.token, org.id)).status).toBe(403);
    expect((await greet(owner.token, org.id)).status).toBe(200);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "greeting"), eq(auditLog.target_id, org.id)));
    expect(entries).toEqual([]);
  });
});

describe("POST /organization/add-user-admin with an active account (the Organizations screen)", () => {
  it("adds the existing user with the role, audited, without an activation link; twice is 409", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { org, owner } = await makeTeam();
    const existing = await makeUser();
    const body = {
      email: existing.email,
      first_name: "Ana",
      last_name: "Gómez",
      organization_id: org.id,
      role: "admin",
    };
    const res = await api<{ user: { id: number } }>("/organization/add-user-admin", { token: admin.token, body });
    expect([res.status, res.body.message]).toEqual([200, `Agregamos a ${existing.email} a la organización`]);
    expect(res.body.user.id).toBe(existing.id);
    const shown = await detail(admin.token, org.id);
    expect(shown.body.organization.members).toContainEqual(
      expect.objectContaining({ user_id: existing.id, role: "admin" }),
    );
    expect(await lastMessage(existing.email, "activation")).toBeUndefined();
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor_id, admin.id), eq(auditLog.target_id, existing.id)));
    expect(entry).toMatchObject({
      action: "add-user-admin",
      detail: expect.objectContaining({ organization_id: org.id }),
    });
    const again = await api("/organization/add-user-admin", { token: admin.token, body });
    expect([again.status, again.body.code]).toEqual([409, "ALREADY_MEMBER"]);
    // Organization owners cannot use it.
    const denied = await api("/organization/add-user-admin", {
      token: owner.token,
      body: { ...body, email: "x@y.com" },
    });
    expect(denied.status).toBe(403);
  });
});

describe("demo platform organizations (worker/scripts/seed/platform-orgs.ts)", () => {
  it("loads thirty ranches that page, have owners, varied herds and activity in the last 25 days", async () => {
    const admin = await makeUser({ superAdmin: true });
    const tables = [
      "users",
      "organizations",
      "user_organizations",
      "animal_categories",
      "rodeos",
      "rodeo_stock",
      "movements",
    ];
    const maxIds: Record<string, number> = {};
    for (const t of tables) {
      const row = await env.DB.prepare(`SELECT coalesce(max(id), 0) AS m FROM "${t}"`).first<{ m: number }>();
      maxIds[t] = row!.m;
    }
    const sql = new SeedSql(maxIds);
    const now = new Date();
    seedPlatformOrganizations(sql, now);
    await env.DB.batch(sql.statements.map((s) => env.DB.prepare(s)));
    const seeded: OrganizationListItem[] = [];
    for (let page = 1; page <= 10; page++) {
      const res = await list(admin.token, `?q=${encodeURIComponent("@example.com")}&page=${page}&limit=10`);
      seeded.push(...res.body.organizations);
      if (res.body.organizations.length < 10) break;
    }
    expect(seeded.length).toBe(30);
    expect(seeded.every((o) => o.owners.length === 1)).toBe(true);
    expect(seeded.filter((o) => o.head_count > 0).length).toBe(20);
    expect(new Set(seeded.map((o) => o.movements_30d)).size).toBeGreaterThan(3);
    const cutoff = new Date(now.getTime() - 26 * DAY).toISOString();
    expect(seeded.every((o) => o.last_activity !== null && o.last_activity >= cutoff)).toBe(true);
    expect(seeded.every((o) => o.last_activity! <= now.toISOString())).toBe(true);
    // Created over the last 18 months, none in the future.
    const created = seeded.map((o) => o.created_at).sort();
    expect(created[0]! >= new Date(now.getTime() - 550 * DAY).toISOString()).toBe(true);
    expect(created.at(-1)! <= now.toISOString()).toBe(true);
  });
});
