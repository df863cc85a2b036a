// Membership only by consent (docs/accounts.md), from a verified email. Adding an account is an
// invitation the invitee accepts; the answer never tells a known address from an unknown one.
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invitations, outbox, userOrganizations, users } from "../../worker/db/schema";
import { MASK } from "../../worker/lib/outbox";
import { api, db, makeTeam, makeUser, newSession, type TestUser } from "./fixtures";
import { freshEmail, ipHeaders, lastCode, lastMessage, signUp } from "./auth-helpers";

const invite = (token: string, organization_id: number, email: string, role = "admin") =>
  api("/organization/add-user", { token, body: { organization_id, email, role }, headers: ipHeaders() });

async function membership(orgId: number, userId: number) {
  return db()
    .select({ role: userOrganizations.role })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organization_id, orgId), eq(userOrganizations.user_id, userId)));
}

/** The link token from the newest invitation email to `email`. */
async function invitationToken(email: string) {
  const message = await lastMessage(email, "invitation");
  const token = /\/invitation\/([0-9a-f]{64})/.exec(message?.body ?? "")?.[1];
  if (!token) throw new Error(`no invitation link for ${email}`);
  return token;
}

const acceptToken = (user: { token: string }, token: string) =>
  api("/invitation/accept-token", { token: user.token, body: { token } });

async function unverifiedUser(email = freshEmail()) {
  const res = await signUp({ email });
  const [row] = await db().select().from(users).where(eq(users.email, email));
  return { id: row!.id, email, token: res.body.token } satisfies Partial<TestUser>;
}

describe("POST /organization/add-user is an invitation", () => {
  it("an existing account is not a member until it accepts, then joins with the invited role", async () => {
    const { owner, org } = await makeTeam();
    const foreman = await makeUser();
    const res = await invite(owner.token, org.id, foreman.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, invited: true, message: `Le enviamos una invitación a ${foreman.email}` });
    expect(await membership(org.id, foreman.id)).toEqual([]);

    const list = await api<{ invitations: { id: number; organization_name: string; role: string }[] }>("/invitation", {
      token: foreman.token,
    });
    expect(list.body.invitations).toMatchObject([{ organization_name: org.name, role: "admin" }]);
    const accepted = await api(`/invitation/${list.body.invitations[0]!.id}/accept`, {
      method: "POST",
      token: foreman.token,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ organization: { id: org.id, role: "admin" } });
    expect(await membership(org.id, foreman.id)).toEqual([{ role: "admin" }]);
    expect((await api("/invitation", { token: foreman.token })).body.invitations).toEqual([]);
  });

  it("known and unknown addresses get the same status, body and x-db-queries", async () => {
    const { owner, org } = await makeTeam();
    const known = await makeUser();
    const unknown = freshEmail();
    const a = await invite(owner.token, org.id, known.email, "user");
    const b = await invite(owner.token, org.id, unknown, "user");
    expect(a.status).toBe(b.status);
    expect(a.body.message?.replace(known.email, "X")).toBe(b.body.message?.replace(unknown, "X"));
    expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
    expect(JSON.stringify(a.body)).not.toContain("Juan");
    expect(a.headers.get("x-db-queries")).toBe(b.headers.get("x-db-queries"));
  });

  it("the email names only the organization, and the stored body masks the link's token", async () => {
    const { owner, org } = await makeTeam();
    const email = freshEmail();
    await invite(owner.token, org.id, email);
    const [stored] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, "invitation")))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(stored!.body).toContain(org.name);
    expect(stored!.body).toContain(`/invitation/${MASK}`);
    expect(stored!.body).not.toContain("Juan");
    const token = await invitationToken(email);
    const [row] = await db().select().from(invitations).where(eq(invitations.email, email));
    expect(row!.token_hash).not.toContain(token);
  });

  it("re-inviting refreshes the pending invitation (one row, only the newest link works)", async () => {
    const { owner, org } = await makeTeam();
    const foreman = await makeUser();
    await invite(owner.token, org.id, foreman.email, "user");
    const first = await invitationToken(foreman.email);
    await invite(owner.token, org.id, foreman.email, "admin");
    const second = await invitationToken(foreman.email);
    expect(await db().select().from(invitations).where(eq(invitations.email, foreman.email))).toHaveLength(1);
    expect((await acceptToken(foreman, first)).status).toBe(404);
    expect((await acceptToken(foreman, second)).status).toBe(200);
    expect(await membership(org.id, foreman.id)).toEqual([{ role: "admin" }]);
  });
});

describe("accepting requires the verified owner of the address", () => {
  it("an unverified account cannot accept until it verifies its email with the code", async () => {
    const { owner, org } = await makeTeam();
    const email = freshEmail();
    await invite(owner.token, org.id, email);
    const invitee = await unverifiedUser(email);
    const token = await invitationToken(email);
    const refused = await acceptToken(invitee, token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
      message: "Verificá tu email para aceptar invitaciones",
    });
    expect((await api("/invitation", { token: invitee.token })).body).toMatchObject({
      email_verified: false,
      invitations: [],
    });
    expect(await membership(org.id, invitee.id)).toEqual([]);

    expect(
      (await api("/auth/send-code-email", { method: "POST", token: invitee.token, headers: ipHeaders() })).status,
    ).toBe(200);
    const code = await lastCode(email, "email-code");
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await api("/auth/verify-email", { token: invitee.token, body: { code: wrong } })).status).toBe(400);
    const verified = await api("/auth/verify-email", { token: invitee.token, body: { code } });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ email_verified: true });
    expect((await acceptToken(invitee, token)).status).toBe(200);
    expect(await membership(org.id, invitee.id)).toEqual([{ role: "admin" }]);
  });

  it("signing up to a foreman's address before the invitation grants nothing", async () => {
    const { owner, org } = await makeTeam();
    const foremanEmail = freshEmail();
    const squatter = await unverifiedUser(foremanEmail);
    const res = await invite(owner.token, org.id, foremanEmail);
    expect(res.body).not.toHaveProperty("member");
    expect(await membership(org.id, squatter.id)).toEqual([]);
    expect((await acceptToken(squatter, await invitationToken(foremanEmail))).status).toBe(403);
    expect(await membership(org.id, squatter.id)).toEqual([]);
  });

  it("changing email to a foreman's address needs the code sent there; without it nothing changes", async () => {
    const { owner, org } = await makeTeam();
    const foremanEmail = freshEmail();
    await invite(owner.token, org.id, foremanEmail);
    const squatter = await makeUser();
    const change = await api("/auth/change-email", {
      token: squatter.token,
      body: { email: foremanEmail, password: "secreto123" },
      headers: ipHeaders(),
    });
    expect(change.status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, squatter.id));
    expect(row!.email).toBe(squatter.email);
    // The code went to the foreman's mailbox, which the squatter cannot read: guesses fail.
    expect((await api("/auth/verify-email", { token: squatter.token, body: { code: "123456" } })).status).toBe(400);
    expect((await acceptToken(squatter, await invitationToken(foremanEmail))).status).toBe(403);
    expect(await membership(org.id, squatter.id)).toEqual([]);
  });

  it("a change of email is stored, verified, once the code sent to the new address is checked", async () => {
    const user = await makeUser();
    const email = freshEmail();
    await api("/auth/change-email", {
      token: user.token,
      body: { email, password: "secreto123" },
      headers: ipHeaders(),
    });
    const code = await lastCode(email, "email-code");
    const res = await api("/auth/verify-email", { token: user.token, body: { code } });
    expect(res.body).toMatchObject({ email, email_verified: true });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email, email_verified: true });
  });

  it("an outsider cannot accept another's invitation nor revoke another organization's", async () => {
    const { owner, outsider, org } = await makeTeam();
    const foreman = await makeUser();
    await invite(owner.token, org.id, foreman.email);
    const token = await invitationToken(foreman.email);
    const [inv] = await db().select().from(invitations).where(eq(invitations.email, foreman.email));
    const byToken = await acceptToken(outsider, token);
    expect(byToken.status).toBe(403);
    expect(byToken.body.code).toBe("INVITATION_OTHER_EMAIL");
    expect((await api(`/invitation/${inv!.id}/accept`, { method: "POST", token: outsider.token })).status).toBe(404);
    expect((await api(`/invitation/${inv!.id}/decline`, { method: "POST", token: outsider.token })).status).toBe(404);
    const revoke = await api(`/organization/invitation/${inv!.id}`, { method: "DELETE", token: outsider.token });
    expect(revoke.status).toBe(404);
    expect((await api(`/organization/invitation/${org.id}`, { token: outsider.token })).status).toBe(403);
    expect(await membership(org.id, outsider.id)).toEqual([]);
    expect((await acceptToken(foreman, token)).status).toBe(200);
  });

  it("two accepts in parallel insert one membership; the second is refused", async () => {
    const { owner, org } = await makeTeam();
    const foreman = await makeUser();
    await invite(owner.token, org.id, foreman.email);
    const token = await invitationToken(foreman.email);
    const second = await newSession(foreman.id);
    const answers = await Promise.all([acceptToken(foreman, token), acceptToken(second, token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    expect(await membership(org.id, foreman.id)).toHaveLength(1);
  });

  it("expired, revoked and used links are refused with a clear message", async () => {
    const { owner, admin, org } = await makeTeam();
    const foreman = await makeUser();
    await invite(owner.token, org.id, foreman.email);
    const token = await invitationToken(foreman.email);
    await db()
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(invitations.email, foreman.email));
    const expired = await acceptToken(foreman, token);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe("La invitación venció. Pedí que te inviten de nuevo.");

    await invite(owner.token, org.id, foreman.email, "user");
    const fresh = await invitationToken(foreman.email);
    const pending = await api<{ invitations: { id: number; email: string }[] }>(`/organization/invitation/${org.id}`, {
      token: admin.token,
    });
    const mine = pending.body.invitations.find((i) => i.email === foreman.email)!;
    const revoked = await api(`/organization/invitation/${mine.id}`, { method: "DELETE", token: admin.token });
    expect(revoked.status).toBe(200);
    const refused = await acceptToken(foreman, fresh);
    expect(refused.status).toBe(410);
    expect(refused.body.message).toBe("La invitación fue cancelada o rechazada");
    expect(await membership(org.id, foreman.id)).toEqual([]);
  });

  it("admins cannot revoke an owner's invitation of an owner; plain users see no invitations", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const email = freshEmail();
    await invite(owner.token, org.id, email, "owner");
    const [inv] = await db().select().from(invitations).where(eq(invitations.email, email));
    expect((await api(`/organization/invitation/${inv!.id}`, { method: "DELETE", token: admin.token })).status).toBe(
      403,
    );
    expect((await api(`/organization/invitation/${org.id}`, { token: user.token })).status).toBe(403);
  });
});
