// add-user-admin never joins an account whose email nobody verified: the super admin's add becomes the
// owners' invitation, which only the verified holder of the address can accept. Audited either way.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, invitations, userOrganizations, users } from "../../worker/db/schema";
import { acceptLatestInvitation, lastMessage } from "./auth-helpers";
import { api, db, makeTeam, makeUser, type TestUser } from "./fixtures";

type AddAnswer = { invited?: boolean; user: { id: number } };

const addUserAdmin = (token: string, body: Record<string, unknown>) =>
  api<AddAnswer>("/organization/add-user-admin", { token, body });

async function unverifiedUser(): Promise<TestUser> {
  const user = await makeUser();
  await db().update(users).set({ email_verified: false }).where(eq(users.id, user.id));
  return user;
}

const membership = async (userId: number, orgId: number) =>
  (
    await db()
      .select({ role: userOrganizations.role })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.user_id, userId), eq(userOrganizations.organization_id, orgId)))
  )[0];

const auditOf = (actorId: number, targetId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actor_id, actorId), eq(auditLog.target_id, targetId)));

describe("POST /organization/add-user-admin with an account whose email is not verified", () => {
  it("invites instead of joining, audited; only the verified holder of the address joins, by accepting", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { org } = await makeTeam();
    const account = await unverifiedUser();
    const body = {
      email: account.email,
      first_name: "Ana",
      last_name: "Gómez",
      organization_id: org.id,
      role: "admin",
    };
    const res = await addUserAdmin(admin.token, body);
    expect(res.status).toBe(200);
    expect(res.body.invited).toBe(true);
    expect(res.body.message).toBe(
      `${account.email} todavía no verificó su email: le enviamos una invitación para sumarse a ${org.name}. Se suma cuando la acepte desde su cuenta con el email verificado.`,
    );
    expect(await membership(account.id, org.id)).toBeUndefined();
    const [invitation] = await db()
      .select()
      .from(invitations)
      .where(and(eq(invitations.organization_id, org.id), eq(invitations.email, account.email)));
    expect(invitation).toMatchObject({ role: "admin", invited_by: admin.id, accepted_at: null, revoked_at: null });
    expect(await lastMessage(account.email, "invitation")).toBeDefined();
    expect(await lastMessage(account.email, "activation")).toBeUndefined();
    expect(await auditOf(admin.id, account.id)).toEqual([
      expect.objectContaining({
        action: "invite-user-admin",
        target_type: "user",
        detail: { organization_id: org.id, role: "admin", existing: true, email_verified: false },
      }),
    ]);
    // Whoever holds the session cannot accept until the address is proven.
    const early = await api("/invitation", { token: account.token });
    expect(early.body.invitations).toEqual([]);
    await expect(acceptLatestInvitation(account)).rejects.toThrow(/403/);
    expect(await membership(account.id, org.id)).toBeUndefined();
    await db().update(users).set({ email_verified: true }).where(eq(users.id, account.id));
    await acceptLatestInvitation(account);
    expect(await membership(account.id, org.id)).toEqual({ role: "admin" });
  });

  it("a verified account joins at once (audited as add-user-admin), no invitation", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { org } = await makeTeam();
    const account = await makeUser();
    const body = { email: account.email, first_name: "Ana", last_name: "Gómez", organization_id: org.id, role: "user" };
    const res = await addUserAdmin(admin.token, body);
    expect([res.status, res.body.invited, res.body.message]).toEqual([
      200,
      false,
      `Agregamos a ${account.email} a la organización`,
    ]);
    expect(await membership(account.id, org.id)).toEqual({ role: "user" });
    expect(await lastMessage(account.email, "invitation")).toBeUndefined();
    expect(await auditOf(admin.id, account.id)).toEqual([
      expect.objectContaining({
        action: "add-user-admin",
        detail: { organization_id: org.id, role: "user", existing: true, active: true },
      }),
    ]);
  });

  it("an unverified account that is already a member is 409, with no invitation", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { org, user } = await makeTeam();
    await db().update(users).set({ email_verified: false }).where(eq(users.id, user.id));
    const res = await addUserAdmin(admin.token, {
      email: user.email,
      first_name: "A",
      last_name: "B",
      organization_id: org.id,
    });
    expect([res.status, res.body.code]).toEqual([409, "ALREADY_MEMBER"]);
    expect(await lastMessage(user.email, "invitation")).toBeUndefined();
  });

  it("two super admins adding the same unverified account at once: one pending invitation, no membership", async () => {
    const [first, second] = [await makeUser({ superAdmin: true }), await makeUser({ superAdmin: true })];
    const { org } = await makeTeam();
    const account = await unverifiedUser();
    const body = { email: account.email, first_name: "A", last_name: "B", organization_id: org.id };
    const results = await Promise.all([addUserAdmin(first.token, body), addUserAdmin(second.token, body)]);
    expect(results.map((r) => [r.status, r.body.invited])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(await membership(account.id, org.id)).toBeUndefined();
    const rows = await db()
      .select()
      .from(invitations)
      .where(and(eq(invitations.organization_id, org.id), eq(invitations.email, account.email)));
    expect(rows).toHaveLength(1);
  });

  it("two super admins adding the same verified account at once: it joins once, one 409, one audit entry", async () => {
    const [first, second] = [await makeUser({ superAdmin: true }), await makeUser({ superAdmin: true })];
    const { org } = await makeTeam();
    // The race does not show on every try.
    for (let round = 0; round < 12; round++) {
      const account = await makeUser();
      const body = { email: account.email, first_name: "A", last_name: "B", organization_id: org.id };
      const results = await Promise.all([addUserAdmin(first.token, body), addUserAdmin(second.token, body)]);
      expect(results.map((r) => r.status).sort(), `round ${round}`).toEqual([200, 409]);
      const entries = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "add-user-admin"), eq(auditLog.target_id, account.id)));
      expect(entries, `round ${round}`).toHaveLength(1);
    }
  });
});
