// The super admin's Organizations screen (docs/administration.md): the list's search, sort, figures and
// statement budget, and the detail (the actions: admin-organizations-actions.test.ts).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { movements, organizations, rodeoStock, users } from "../../worker/db/schema";
import { randomId } from "../../worker/lib/tokens";
import type { OrganizationDetail, OrganizationListItem } from "../../worker/shared/organization-admin-schemas";
import { addMember, api, db, makeOrg, makeTeam, makeUser } from "./fixtures";
import { ranch, storedMovements } from "./herd-helpers";

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

type Page = { organizations: OrganizationListItem[]; total: number; page: number; limit: number };
type Detail = { organization: OrganizationDetail };

const list = (token: string, query = "") => api<Page>(`/organization/admin/all-paginated${query}`, { token });
const detail = (token: string, id: number | string) => api<Detail>(`/admin/organizations/${id}`, { token });

/** An organization named with a unique tag (so a search finds only this test's), created `createdDaysAgo`. */
async function taggedOrg(tag: string, name: string, createdDaysAgo: number) {
  const owner = await makeUser({ first_name: "Dueño" });
  const org = await makeOrg(owner, `${name} ${tag}`);
  await db()
    .update(organizations)
    .set({ created_at: ago(createdDaysAgo * DAY) })
    .where(eq(organizations.id, org.id));
  await db().update(users).set({ last_login: null }).where(eq(users.id, owner.id));
  return { owner, org };
}

describe("GET /organization/admin/all-paginated: search, sort and figures", () => {
  it("is refused to plain users and organization owners (403) and validates its query (400)", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, user } = await makeTeam();
    for (const who of [owner, user]) {
      const denied = await list(who.token);
      expect(denied.status).toBe(403);
      expect(denied.body).not.toHaveProperty("organizations");
    }
    for (const bad of ["?limit=0", "?limit=101", "?page=0", "?sort=name", `?q=${"a".repeat(101)}`]) {
      const res = await list(admin.token, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toMatch(/[a-záéíóú]/i);
    }
    const sortError = await list(admin.token, "?sort=name");
    expect(sortError.body.issues?.[0]).toMatchObject({ path: "sort", message: expect.stringContaining("Ordená") });
    const defaults = await list(admin.token);
    expect(defaults.body).toMatchObject({ page: 1, limit: 10 });
    expect((await list(admin.token, "?limit=100")).status).toBe(200);
  });

  it("searches by name (any case) and by a member's email, with % and _ literal", async () => {
    const admin = await makeUser({ superAdmin: true });
    const tag = randomId(6).toLowerCase();
    const a = await taggedOrg(tag, "Estancia Ñandubay", 10);
    const b = await taggedOrg(tag, "Campo Los Álamos", 5);
    const member = await makeUser();
    await addMember(b.org.id, member, "user");
    const names = async (q: string) =>
      (await list(admin.token, `?limit=100&q=${encodeURIComponent(q)}`)).body.organizations.map((o) => o.id);
    expect(await names(tag)).toEqual([b.org.id, a.org.id]);
    expect(await names(`ESTANCIA ñANDUBAY ${tag.toUpperCase()}`)).toEqual([a.org.id]);
    expect(await names(`los álamos ${tag}`)).toEqual([b.org.id]);
    expect(await names(member.email.toUpperCase())).toEqual([b.org.id]);
    expect(await names(`${tag}%`)).toEqual([]);
    const page = await list(admin.token, `?q=${tag}&limit=1&page=2`);
    expect(page.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page.body.organizations.map((o) => o.id)).toEqual([a.org.id]);
  });

  it("sorts by last activity: a movement or a member's log-in, organizations without any last", async () => {
    const admin = await makeUser({ superAdmin: true });
    const tag = randomId(6).toLowerCase();
    const byLogin = await taggedOrg(tag, "Por ingreso", 300);
    const byMovement = await taggedOrg(tag, "Por movimiento", 200);
    const idle = await taggedOrg(tag, "Sin actividad", 1);
    const loginAt = ago(2 * DAY);
    const movementAt = ago(5 * DAY);
    await db().update(users).set({ last_login: loginAt }).where(eq(users.id, byLogin.owner.id));
    await db()
      .insert(movements)
      .values({
        organization_id: byMovement.org.id,
        type: "RAIN",
        date: movementAt.slice(0, 10),
        created_at: movementAt,
      });
    const sorted = await list(admin.token, `?q=${tag}&sort=activity`);
    expect(sorted.body.organizations.map((o) => [o.id, o.last_activity])).toEqual([
      [byLogin.org.id, loginAt],
      [byMovement.org.id, movementAt],
      [idle.org.id, null],
    ]);
    // By creation (the default): newest first.
    const created = await list(admin.token, `?q=${tag}`);
    expect(created.body.organizations.map((o) => o.id)).toEqual([idle.org.id, byMovement.org.id, byLogin.org.id]);
  });

  it("each row's figures equal the counts made here", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { org, owner } = await ranch();
    // An old movement (outside 30 days) and a deleted one do not count; the ranch's own do.
    await db()
      .insert(movements)
      .values([
        { organization_id: org.id, type: "RAIN", date: "2020-01-01", created_at: ago(40 * DAY) },
        { organization_id: org.id, type: "RAIN", date: "2020-01-02", deleted: true },
      ]);
    const stored = await storedMovements(org.id);
    const recent = stored.filter((m) => !m.deleted && m.created_at >= ago(30 * DAY)).length;
    const stock = await db().select().from(rodeoStock).where(eq(rodeoStock.organization_id, org.id));
    const heads = stock.reduce((sum, s) => sum + s.count, 0);
    expect(heads).toBe(82);
    const res = await list(admin.token, `?q=${encodeURIComponent(owner.email)}`);
    const row = res.body.organizations.find((o) => o.id === org.id);
    const latest = stored
      .map((m) => m.created_at)
      .sort()
      .at(-1);
    expect(row).toMatchObject({
      name: org.name,
      members_count: 3,
      head_count: heads,
      movements_30d: recent,
      last_activity: latest,
      owners: [expect.objectContaining({ id: owner.id, email: owner.email })],
    });
    expect(recent).toBeGreaterThan(0);
  });

  it("costs the same statements for a page of 1 and of 100, by creation and by activity", async () => {
    const admin = await makeUser({ superAdmin: true });
    await makeTeam();
    await makeTeam();
    const cost = async (query: string) => Number((await list(admin.token, query)).headers.get("x-db-queries"));
    const one = await cost("?limit=1");
    expect(await cost("?limit=100")).toBe(one);
    expect(await cost("?limit=100&sort=activity&q=a")).toBe(one);
    // Session, then one batch of two (count and page).
    expect(one).toBeLessThanOrEqual(4);
  });
});

describe("GET /api/admin/organizations/:id", () => {
  it("is for super admins only; unknown ids are 404 and malformed ones 400, in Spanish", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, user, org } = await makeTeam();
    expect((await api(`/admin/organizations/${org.id}`)).status).toBe(401);
    for (const who of [owner, user]) expect((await detail(who.token, org.id)).status).toBe(403);
    const missing = await detail(admin.token, 999999999);
    expect([missing.status, missing.body.message]).toEqual([404, "Organización no encontrada"]);
    expect((await detail(admin.token, "abc")).status).toBe(400);
  });

  it("shows members with roles and contact, figures and recent activity, in one batch", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { org, owner, admin: orgAdmin, user } = await ranch();
    const loginAt = ago(DAY);
    await db()
      .update(users)
      .set({ last_login: loginAt, phone: "+5491122334455", phone_verified: true })
      .where(eq(users.id, user.id));
    const res = await detail(admin.token, org.id);
    expect(res.status).toBe(200);
    const o = res.body.organization;
    expect(o.members.map((m) => [m.user_id, m.role])).toEqual([
      [owner.id, "owner"],
      [orgAdmin.id, "admin"],
      [user.id, "user"],
    ]);
    expect(o.members[2]).toMatchObject({ phone: "+5491122334455", phone_verified: true, last_login: loginAt });
    expect(o).toMatchObject({ lots_count: 1, rodeos_count: 2, head_count: 82, members_count: 3 });
    const stored = (await storedMovements(org.id)).filter((m) => !m.deleted);
    expect(o.recent_movements.map((m) => m.id)).toEqual(
      stored
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .slice(0, 10)
        .map((m) => m.id),
    );
    expect(o.recent_logins[0]).toMatchObject({ user_id: user.id, last_login: loginAt });
    const small = await makeTeam();
    const cost = async (id: number) => Number((await detail(admin.token, id)).headers.get("x-db-queries"));
    expect(await cost(org.id)).toBe(await cost(small.org.id));
  });
});
