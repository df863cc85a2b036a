import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { animalCategories, organizations, rodeos, rodeoStock, userOrganizations } from "../../worker/db/schema";
import { DEFAULT_CATEGORIES } from "../../worker/shared/defaults";
import { api, db, makeTeam, makeUser } from "./fixtures";
import { openSocket, waitFor } from "./live-helpers";

type Org = { id: number; name: string; role: string; members: { user_id: number; role: string; email: string }[] };

describe("GET /organization and POST /organization", () => {
  it("creates an organization owned by the caller, with the default categories", async () => {
    const u = await makeUser();
    const res = await api<{ organization: { id: number; name: string; role: string } }>("/organization", {
      token: u.token,
      body: { name: "  La Nueva  " },
    });
    expect(res.status).toBe(201);
    expect(res.body.organization).toMatchObject({ name: "La Nueva", role: "owner" });
    const id = res.body.organization.id;
    const cats = await db().select().from(animalCategories).where(eq(animalCategories.organization_id, id));
    expect(cats.map((c) => c.name).sort()).toEqual(DEFAULT_CATEGORIES.map((c) => c.name).sort());
    const list = await api<{ organizations: { id: number; role: string }[] }>("/organization", { token: u.token });
    expect(list.body.organizations).toEqual([expect.objectContaining({ id, name: "La Nueva", role: "owner" })]);
  });

  it("lists only the caller's organizations", async () => {
    const { user, org, otherOrg } = await makeTeam();
    const list = await api<{ organizations: { id: number }[] }>("/organization", { token: user.token });
    expect(list.body.organizations.map((o) => o.id)).toEqual([org.id]);
    expect(JSON.stringify(list.body)).not.toContain(otherOrg.name);
  });

  it("rejects a blank name (400 with issues) and no token (401)", async () => {
    const u = await makeUser();
    const res = await api("/organization", { token: u.token, body: { name: "   " } });
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.path).toBe("name");
    const none = await api("/organization", { body: { name: "X" } });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("No authentication token");
  });
});

describe("GET /organization/my-organizations", () => {
  it("answers each of the caller's organizations with their role and members", async () => {
    const { owner, admin, user, org, outsider } = await makeTeam();
    const res = await api<{ organizations: Org[] }>("/organization/my-organizations", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.organizations).toHaveLength(1);
    const [mine] = res.body.organizations;
    expect(mine).toMatchObject({ id: org.id, name: org.name, role: "admin" });
    expect(mine!.members.map((m) => [m.user_id, m.role])).toEqual([
      [owner.id, "owner"],
      [admin.id, "admin"],
      [user.id, "user"],
    ]);
    expect(mine!.members[0]).toEqual(
      expect.objectContaining({ user_id: owner.id, email: owner.email, first_name: "Juan", last_name: "Pérez" }),
    );
    expect(JSON.stringify(res.body)).not.toContain(outsider.email);
    expect((await api("/organization/my-organizations")).status).toBe(401);
  });
});

describe("GET /organization/data/{id} and /organization/selected/{id}", () => {
  it("answers members their organization; another organization is 403 with no data", async () => {
    const { user, org, otherOrg } = await makeTeam();
    const data = await api<{ organization: Org }>(`/organization/data/${org.id}`, { token: user.token });
    expect(data.status).toBe(200);
    expect(data.body.organization).toMatchObject({ id: org.id, name: org.name, role: "user" });
    expect(data.body.organization.members).toHaveLength(3);
    const selected = await api<{ organization: Record<string, unknown>; role: string }>(
      `/organization/selected/${org.id}`,
      {
        token: user.token,
      },
    );
    expect(selected.status).toBe(200);
    expect(selected.body.role).toBe("user");
    expect(selected.body.organization).toMatchObject({
      id: org.id,
      name: org.name,
      timezone: "America/Argentina/Buenos_Aires",
    });
    for (const path of [
      `/organization/data/${otherOrg.id}`,
      `/organization/selected/${otherOrg.id}`,
      "/organization/data/999999999",
    ]) {
      const res = await api(path, { token: user.token });
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain(otherOrg.name);
    }
    expect((await api("/organization/data/abc", { token: user.token })).status).toBe(400);
    expect((await api(`/organization/selected/${org.id}`)).status).toBe(401);
  });
});

describe("PUT /organization/{id} (rename)", () => {
  it("owners and admins rename it and the room hears update-organization; users get 403", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const { socket } = await openSocket(org.id, user.token);
    expect(socket).toBeDefined();
    expect(
      (await api(`/organization/${org.id}`, { method: "PUT", token: owner.token, body: { name: "Nombre A" } })).status,
    ).toBe(200);
    expect(
      (await api(`/organization/${org.id}`, { method: "PUT", token: admin.token, body: { name: "Nombre B" } })).status,
    ).toBe(200);
    const denied = await api(`/organization/${org.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Nombre C" },
    });
    expect(denied.status).toBe(403);
    const [row] = await db().select().from(organizations).where(eq(organizations.id, org.id));
    expect(row!.name).toBe("Nombre B");
    await waitFor(() => socket!.messages.length >= 2, 2000, "update-organization");
    expect(socket!.messages.map((m) => m.action)).toEqual(["update-organization", "update-organization"]);
    expect(socket!.messages[1]).toMatchObject({ organizations: [{ id: org.id, name: "Nombre B" }] });
    socket!.ws.close();
  });

  it("an outsider gets 403 and the name stays; bad input is 400", async () => {
    const { outsider, owner, org } = await makeTeam();
    expect(
      (await api(`/organization/${org.id}`, { method: "PUT", token: outsider.token, body: { name: "Robada" } })).status,
    ).toBe(403);
    const [row] = await db().select().from(organizations).where(eq(organizations.id, org.id));
    expect(row!.name).toBe(org.name);
    const bad = await api(`/organization/${org.id}`, {
      method: "PUT",
      token: owner.token,
      body: { name: "x".repeat(101) },
    });
    expect(bad.status).toBe(400);
    expect((await api(`/organization/${org.id}`, { method: "PUT", body: { name: "X" } })).status).toBe(401);
  });

  it("validates before the door: a malformed request is 400 VALIDATION_ERROR for anyone, members or not", async () => {
    const { outsider, user, owner, org } = await makeTeam();
    for (const who of [outsider, user, owner]) {
      const badName = await api<{ code: string }>(`/organization/${org.id}`, {
        method: "PUT",
        token: who.token,
        body: { name: "" },
      });
      expect([badName.status, badName.body.code]).toEqual([400, "VALIDATION_ERROR"]);
      const badId = await api<{ code: string }>("/organization/abc", {
        method: "PUT",
        token: who.token,
        body: { name: "X" },
      });
      expect([badId.status, badId.body.code]).toEqual([400, "VALIDATION_ERROR"]);
    }
    const asUser = await api<{ code: string }>(`/organization/${org.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "X" },
    });
    expect([asUser.status, asUser.body.code]).toEqual([403, "ROLE_FORBIDDEN"]);
    const asOutsider = await api<{ code: string }>(`/organization/${org.id}`, {
      method: "PUT",
      token: outsider.token,
      body: { name: "X" },
    });
    expect([asOutsider.status, asOutsider.body.code]).toEqual([403, "NOT_A_MEMBER"]);
  });
});

describe("DELETE /organization/{id}", () => {
  it("only the owner deletes it, with everything in it", async () => {
    const { owner, admin, user, outsider, org } = await makeTeam();
    // Some herd data, to prove the cascade holds with foreign keys on.
    const [rodeo] = await db().insert(rodeos).values({ organization_id: org.id, name: "Rodeo 1" }).returning();
    const [cat] = await db()
      .select()
      .from(animalCategories)
      .where(eq(animalCategories.organization_id, org.id))
      .limit(1);
    await db()
      .insert(rodeoStock)
      .values({ organization_id: org.id, rodeo_id: rodeo!.id, category_id: cat!.id, count: 5 });
    for (const who of [admin, user, outsider]) {
      expect((await api(`/organization/${org.id}`, { method: "DELETE", token: who.token })).status).toBe(403);
    }
    const res = await api(`/organization/${org.id}`, { method: "DELETE", token: owner.token });
    expect(res.status).toBe(200);
    expect(await db().select().from(organizations).where(eq(organizations.id, org.id))).toEqual([]);
    expect(await db().select().from(userOrganizations).where(eq(userOrganizations.organization_id, org.id))).toEqual(
      [],
    );
    expect(await db().select().from(rodeos).where(eq(rodeos.organization_id, org.id))).toEqual([]);
    expect((await api(`/organization/data/${org.id}`, { token: user.token })).status).toBe(403);
    expect((await api(`/organization/${org.id}`, { method: "DELETE" })).status).toBe(401);
    const badId = await api<{ code: string }>("/organization/abc", { method: "DELETE", token: outsider.token });
    expect([badId.status, badId.body.code]).toEqual([400, "VALIDATION_ERROR"]);
    const gone = await api<{ code: string }>(`/organization/${org.id}`, { method: "DELETE", token: owner.token });
    expect([gone.status, gone.body.code]).toEqual([403, "NOT_A_MEMBER"]);
  });
});
