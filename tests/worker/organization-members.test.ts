import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userOrganizations } from "../../worker/db/schema";
import { addMember, api, db, makeTeam, makeUser, type TestUser } from "./fixtures";
import { acceptLatestInvitation, freshEmail, lastMessage } from "./auth-helpers";
import { openSocket, waitFor } from "./live-helpers";

async function roleOf(organizationId: number, user: TestUser) {
  const [row] = await db()
    .select({ role: userOrganizations.role })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organization_id, organizationId), eq(userOrganizations.user_id, user.id)));
  return row?.role;
}

const addUser = (token: string, body: Record<string, unknown>) => api("/organization/add-user", { token, body });
const remove = (token: string, userId: number, organization_id: number) =>
  api(`/organization/user/${userId}`, { method: "DELETE", token, body: { organization_id } });
const setRole = (token: string, userId: number, body: Record<string, unknown>) =>
  api(`/organization/user/${userId}/role`, { method: "PATCH", token, body });

describe("POST /organization/add-user", () => {
  it("an existing user is invited with the role given (email normalised) and joins when accepting", async () => {
    const { admin, org } = await makeTeam();
    const newcomer = await makeUser();
    const res = await addUser(admin.token, {
      organization_id: org.id,
      email: newcomer.email.toUpperCase(),
      role: "admin",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, invited: true, message: `Le enviamos una invitación a ${newcomer.email}` });
    expect(await roleOf(org.id, newcomer)).toBeUndefined();
    await acceptLatestInvitation(newcomer);
    expect(await roleOf(org.id, newcomer)).toBe("admin");
    expect((await addUser(admin.token, { organization_id: org.id, email: newcomer.email, role: "user" })).status).toBe(
      409,
    );
  });

  it("an unknown email gets an invitation in the outbox and the answer says so", async () => {
    const { owner, org } = await makeTeam();
    const email = freshEmail();
    const res = await addUser(owner.token, { organization_id: org.id, email, role: "user" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, invited: true });
    expect(res.body.message).toContain(email);
    const message = await lastMessage(email, "invitation");
    expect(message?.body).toContain(org.name);
    expect(message?.channel).toBe("email");
  });

  it("only owners add owners; plain users and outsiders cannot add anyone", async () => {
    const { owner, admin, user, outsider, org } = await makeTeam();
    const a = await makeUser();
    const b = await makeUser();
    expect((await addUser(admin.token, { organization_id: org.id, email: a.email, role: "owner" })).status).toBe(403);
    expect(await roleOf(org.id, a)).toBeUndefined();
    expect((await addUser(owner.token, { organization_id: org.id, email: a.email, role: "owner" })).status).toBe(200);
    expect((await addUser(user.token, { organization_id: org.id, email: b.email, role: "user" })).status).toBe(403);
    const foreign = await addUser(outsider.token, { organization_id: org.id, email: b.email, role: "user" });
    expect(foreign.status).toBe(403);
    expect(await roleOf(org.id, b)).toBeUndefined();
  });

  it("bad input is 400 with issues; no token is 401", async () => {
    const { owner, org } = await makeTeam();
    const bad = await addUser(owner.token, { organization_id: "x", email: "nope", role: "boss" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.map((i) => i.path).sort()).toEqual(["email", "organization_id", "role"]);
    expect((await addUser("", { organization_id: org.id, email: freshEmail() })).body.message).toBe(
      "No authentication token",
    );
  });
});

describe("DELETE /organization/user/{userId}", () => {
  it("an owner removes an admin; the removed member's socket closes", async () => {
    const { owner, admin, org } = await makeTeam();
    const { socket } = await openSocket(org.id, admin.token);
    expect(socket).toBeDefined();
    const res = await remove(owner.token, admin.id, org.id);
    expect(res.status).toBe(200);
    expect(await roleOf(org.id, admin)).toBeUndefined();
    await waitFor(() => socket!.isClosed(), 2000, "socket closed");
    expect((await api(`/organization/data/${org.id}`, { token: admin.token })).status).toBe(403);
  });

  it("an admin removes a user but not an owner; a user removes nobody", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const other = await makeUser();
    await addMember(org.id, other, "user");
    expect((await remove(admin.token, owner.id, org.id)).status).toBe(403);
    expect((await remove(user.token, other.id, org.id)).status).toBe(403);
    expect(await roleOf(org.id, other)).toBe("user");
    expect((await remove(admin.token, user.id, org.id)).status).toBe(200);
    expect(await roleOf(org.id, user)).toBeUndefined();
  });

  it("any member may leave; the last owner cannot (409)", async () => {
    const { owner, user, org } = await makeTeam();
    expect((await remove(user.token, user.id, org.id)).status).toBe(200);
    const last = await remove(owner.token, owner.id, org.id);
    expect(last.status).toBe(409);
    expect(last.body.code).toBe("LAST_OWNER");
    expect(await roleOf(org.id, owner)).toBe("owner");
  });

  it("with two owners, one may remove the other", async () => {
    const { owner, org } = await makeTeam();
    const second = await makeUser();
    await addMember(org.id, second, "owner");
    expect((await remove(second.token, owner.id, org.id)).status).toBe(200);
    expect(await roleOf(org.id, owner)).toBeUndefined();
  });

  it("another organization's member is 403 for an outsider and 404 when not a member; bad input 400", async () => {
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    expect((await remove(outsider.token, user.id, org.id)).status).toBe(403);
    expect(await roleOf(org.id, user)).toBe("user");
    expect((await remove(owner.token, outsider.id, org.id)).status).toBe(404);
    expect((await remove(owner.token, outsider.id, otherOrg.id)).status).toBe(403);
    expect(await roleOf(otherOrg.id, outsider)).toBe("owner");
    const bad = await api(`/organization/user/${user.id}`, { method: "DELETE", token: owner.token, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.path).toBe("organization_id");
    expect((await remove("", user.id, org.id)).status).toBe(401);
  });
});

describe("PATCH /organization/user/{userId}/role", () => {
  it("an owner promotes a user to owner and demotes an admin", async () => {
    const { owner, admin, user, org } = await makeTeam();
    expect(
      (await setRole(owner.token, user.id, { organization_id: org.id, role: "owner", email: user.email })).status,
    ).toBe(200);
    expect(await roleOf(org.id, user)).toBe("owner");
    expect((await setRole(owner.token, admin.id, { organization_id: org.id, role: "user" })).status).toBe(200);
    expect(await roleOf(org.id, admin)).toBe("user");
  });

  it("an admin changes users and admins, but cannot touch owners nor make owners", async () => {
    const { owner, admin, user, org } = await makeTeam();
    expect((await setRole(admin.token, user.id, { organization_id: org.id, role: "admin" })).status).toBe(200);
    expect(await roleOf(org.id, user)).toBe("admin");
    expect((await setRole(admin.token, user.id, { organization_id: org.id, role: "owner" })).status).toBe(403);
    expect((await setRole(admin.token, owner.id, { organization_id: org.id, role: "user" })).status).toBe(403);
    expect(await roleOf(org.id, owner)).toBe("owner");
    expect((await setRole(admin.token, admin.id, { organization_id: org.id, role: "owner" })).status).toBe(403);
  });

  it("a user changes nobody's role; an outsider gets 403", async () => {
    const { admin, user, outsider, org } = await makeTeam();
    expect((await setRole(user.token, admin.id, { organization_id: org.id, role: "user" })).status).toBe(403);
    expect((await setRole(user.token, user.id, { organization_id: org.id, role: "admin" })).status).toBe(403);
    expect((await setRole(outsider.token, user.id, { organization_id: org.id, role: "admin" })).status).toBe(403);
    expect(await roleOf(org.id, user)).toBe("user");
  });

  it("the last owner cannot be demoted (409); with a second owner it can", async () => {
    const { owner, user, org } = await makeTeam();
    const last = await setRole(owner.token, owner.id, { organization_id: org.id, role: "admin" });
    expect(last.status).toBe(409);
    expect(await roleOf(org.id, owner)).toBe("owner");
    await setRole(owner.token, user.id, { organization_id: org.id, role: "owner" });
    expect((await setRole(owner.token, owner.id, { organization_id: org.id, role: "admin" })).status).toBe(200);
  });

  it("a mismatched email is 400, a non-member 404, bad input 400, no token 401", async () => {
    const { owner, user, outsider, org } = await makeTeam();
    expect(
      (await setRole(owner.token, user.id, { organization_id: org.id, role: "admin", email: outsider.email })).status,
    ).toBe(400);
    expect(await roleOf(org.id, user)).toBe("user");
    expect((await setRole(owner.token, outsider.id, { organization_id: org.id, role: "admin" })).status).toBe(404);
    const bad = await setRole(owner.token, user.id, { organization_id: org.id, role: "jefe" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.path).toBe("role");
    expect((await setRole("", user.id, { organization_id: org.id, role: "admin" })).status).toBe(401);
  });

  it("two owners demoting each other at once leave exactly one owner (the guard is inside the write)", async () => {
    for (let round = 0; round < 5; round++) {
      const { owner, org } = await makeTeam();
      const second = await makeUser();
      await addMember(org.id, second, "owner");
      const [a, b] = await Promise.all([
        setRole(owner.token, second.id, { organization_id: org.id, role: "admin" }),
        setRole(second.token, owner.id, { organization_id: org.id, role: "admin" }),
      ]);
      // The loser is refused by the write's guard (409) or, if it started after the winner ended, by the
      // door (403: an admin cannot touch owners).
      expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
      expect([a.status, b.status].filter((s) => s === 409 || s === 403)).toHaveLength(1);
      const roles = [await roleOf(org.id, owner), await roleOf(org.id, second)];
      expect(roles.filter((r) => r === "owner")).toHaveLength(1);
    }
  });

  it("two owners leaving at once leave one of them as owner", async () => {
    for (let round = 0; round < 5; round++) {
      const { owner, org } = await makeTeam();
      const second = await makeUser();
      await addMember(org.id, second, "owner");
      const answers = await Promise.all([
        remove(owner.token, owner.id, org.id),
        remove(second.token, second.id, org.id),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const roles = [await roleOf(org.id, owner), await roleOf(org.id, second)];
      expect(roles.filter((r) => r === "owner")).toHaveLength(1);
    }
  });
});
