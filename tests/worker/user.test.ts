import { describe, expect, it } from "vitest";
import { movements } from "../../worker/db/schema";
import { addMember, api, db, makeOrg, makeTeam, makeUser } from "./fixtures";
import { expectNoHash } from "./auth-helpers";

type UserBody = {
  user: Record<string, unknown> & {
    user_organizations: {
      id: number;
      role: string;
      data_entries: number;
      organization: { id: number; name: string };
    }[];
  };
};

async function recordMovements(organizationId: number, userId: number, n: number) {
  await db()
    .insert(movements)
    .values(
      Array.from({ length: n }, () => ({
        organization_id: organizationId,
        type: "RAIN",
        date: "2025-01-01",
        created_by: userId,
      })),
    );
}

describe("GET /user", () => {
  it("answers the profile with memberships and data entries, without the hash, in at most 3 queries", async () => {
    const { owner, user, org, otherOrg, outsider } = await makeTeam();
    await addMember(otherOrg.id, owner, "user");
    await recordMovements(org.id, owner.id, 3);
    await recordMovements(org.id, user.id, 2);
    await recordMovements(otherOrg.id, outsider.id, 4);
    const res = await api<UserBody>("/user", { token: owner.token });
    expect(res.status).toBe(200);
    expectNoHash(res.body);
    expect(Number(res.headers.get("x-db-queries"))).toBeLessThanOrEqual(3);
    expect(Object.keys(res.body.user).sort()).toEqual(
      [
        "created_at",
        "email",
        "email_verified",
        "first_name",
        "id",
        "is_super_admin",
        "last_login",
        "last_name",
        "phone",
        "phone_verified",
        "updated_at",
        "user_organizations",
      ].sort(),
    );
    expect(res.body.user).toMatchObject({
      id: owner.id,
      email: owner.email,
      email_verified: true,
      is_super_admin: false,
    });
    const byOrg = Object.fromEntries(res.body.user.user_organizations.map((m) => [m.organization.id, m]));
    expect(byOrg[org.id]).toMatchObject({
      role: "owner",
      data_entries: 3,
      organization: { id: org.id, name: org.name },
    });
    expect(byOrg[otherOrg.id]).toMatchObject({ role: "user", data_entries: 0 });
    expect(res.body.user.user_organizations).toHaveLength(2);
  });

  it("a user without organizations gets an empty list", async () => {
    const lone = await makeUser();
    const res = await api<UserBody>("/user", { token: lone.token });
    expect(res.body.user.user_organizations).toEqual([]);
  });

  it("needs a token", async () => {
    const res = await api("/user");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("No authentication token");
  });
});

describe("GET /user/{id}", () => {
  it("shows first and last name to members sharing an organization and to super admins only", async () => {
    const { owner, user, outsider } = await makeTeam();
    const admin = await makeUser({ superAdmin: true });
    const res = await api<{ user: Record<string, unknown> }>(`/user/${user.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: user.id, first_name: "Juan", last_name: "Pérez" });
    expect((await api(`/user/${user.id}`, { token: admin.token })).status).toBe(200);
    expect((await api(`/user/${outsider.id}`, { token: outsider.token })).status).toBe(200);
    const hidden = await api(`/user/${user.id}`, { token: outsider.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).not.toHaveProperty("user");
    expect((await api("/user/999999999", { token: admin.token })).status).toBe(404);
  });

  it("validates the id and needs a token", async () => {
    const u = await makeUser();
    expect((await api("/user/abc", { token: u.token })).status).toBe(400);
    expect((await api(`/user/${u.id}`)).body.message).toBe("No authentication token");
  });
});

describe("GET /user/my-organization/{orgId}", () => {
  it("answers the caller's membership and role there; another organization is 403 with no data", async () => {
    const { admin, org, otherOrg } = await makeTeam();
    await recordMovements(org.id, admin.id, 1);
    const res = await api<{ role: string; user_organization: Record<string, unknown> }>(
      `/user/my-organization/${org.id}`,
      {
        token: admin.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.role).toBe("admin");
    expect(res.body.user_organization).toMatchObject({
      role: "admin",
      data_entries: 1,
      organization: { id: org.id, name: org.name },
    });
    const other = await api(`/user/my-organization/${otherOrg.id}`, { token: admin.token });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain(otherOrg.name);
    expect((await api("/user/my-organization/x", { token: admin.token })).status).toBe(400);
    expect((await api(`/user/my-organization/${org.id}`)).status).toBe(401);
  });
});

describe("GET /user/open-menu", () => {
  it("answers the organizations with the role in each and the super admin flag", async () => {
    const { user, org } = await makeTeam();
    const mine = await makeOrg(user, "La mía");
    const res = await api<{ is_super_admin: boolean; organizations: { id: number; name: string; role: string }[] }>(
      "/user/open-menu",
      { token: user.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.is_super_admin).toBe(false);
    expect(res.body.organizations).toEqual(
      expect.arrayContaining([
        { id: org.id, name: org.name, role: "user" },
        { id: mine.id, name: "La mía", role: "owner" },
      ]),
    );
    expect(res.body.organizations).toHaveLength(2);
    const admin = await makeUser({ superAdmin: true });
    expect(
      (await api<{ is_super_admin: boolean }>("/user/open-menu", { token: admin.token })).body.is_super_admin,
    ).toBe(true);
    expect((await api("/user/open-menu")).status).toBe(401);
  });
});

describe("PUT /user/update-name", () => {
  it("updates the caller's own name (trimmed)", async () => {
    const u = await makeUser();
    const res = await api("/user/update-name", {
      method: "PUT",
      token: u.token,
      body: { first_name: " María ", last_name: "López" },
    });
    expect(res.status).toBe(200);
    const me = await api<UserBody>("/user", { token: u.token });
    expect(me.body.user).toMatchObject({ first_name: "María", last_name: "López" });
  });

  it("rejects empty names with field issues, and needs a token", async () => {
    const u = await makeUser();
    const res = await api("/user/update-name", {
      method: "PUT",
      token: u.token,
      body: { first_name: "  ", last_name: 3 },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual(["first_name", "last_name"]);
    expect((await api("/user/update-name", { method: "PUT", body: { first_name: "a", last_name: "b" } })).status).toBe(
      401,
    );
  });
});
