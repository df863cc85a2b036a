import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { organizations, userOrganizations } from "../../worker/db/schema";
import { addMember, api, db, makeOrg, makeUser, newSession, TEST_PASSWORD } from "./fixtures";
import { freshEmail, ipHeaders, lastCode, sessionRow, userByEmail, userRow } from "./auth-helpers";

describe("POST /auth/change-password", () => {
  it("needs the current password, then changes it and ends the other sessions", async () => {
    const user = await makeUser();
    const other = await newSession(user.id);
    const res = await api("/auth/change-password", {
      token: user.token,
      body: { current_password: TEST_PASSWORD, new_password: "otra-clave" },
    });
    expect(res.status).toBe(200);
    expect((await api("/user", { token: user.token })).status).toBe(200);
    expect((await sessionRow(other.sessionId))?.revoked_at).toBeTruthy();
    const login = await api("/auth/log-in", {
      body: { email: user.email, password: "otra-clave" },
      headers: ipHeaders(),
    });
    expect(login.status).toBe(200);
  });

  it("a wrong current password is 400 (not 401, which would log the SPA out) and changes nothing", async () => {
    const user = await makeUser();
    const before = (await userRow(user.id))!.password_hash;
    const res = await api("/auth/change-password", {
      token: user.token,
      body: { current_password: "no-es-esta", new_password: "otra-clave" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("WRONG_PASSWORD");
    expect((await userRow(user.id))!.password_hash).toBe(before);
  });

  it("validates the body and needs a token", async () => {
    const user = await makeUser();
    const bad = await api("/auth/change-password", {
      token: user.token,
      body: { current_password: TEST_PASSWORD, new_password: "123" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: "new_password", message: "La contraseña debe tener al menos 6 caracteres" },
    ]);
    const none = await api("/auth/change-password", {
      body: { current_password: TEST_PASSWORD, new_password: "otra-clave" },
    });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("No authentication token");
  });

  it("guessing the current password is rate limited (429)", async () => {
    const user = await makeUser();
    for (let i = 0; i < 10; i++) {
      await api("/auth/change-password", {
        token: user.token,
        body: { current_password: `mala-${i}`, new_password: "otra-clave" },
      });
    }
    const res = await api("/auth/change-password", {
      token: user.token,
      body: { current_password: TEST_PASSWORD, new_password: "otra-clave" },
    });
    expect(res.status).toBe(429);
  });
});

describe("POST /auth/change-email", () => {
  it("with the right password mails a code to the new address (normalised); the email changes only with it", async () => {
    const user = await makeUser();
    const email = freshEmail();
    const res = await api("/auth/change-email", {
      token: user.token,
      body: { email: ` ${email.toUpperCase()} `, password: TEST_PASSWORD },
      headers: ipHeaders(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, pending_email: email });
    expect(await userRow(user.id)).toMatchObject({ email: user.email, email_verified: true });
    const code = await lastCode(email, "email-code");
    const verified = await api("/auth/verify-email", { token: user.token, body: { code } });
    expect(verified.status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ email, email_verified: true });
  });

  it("an email in use by another account gets the same answer as a free one, and no code (change-email-probes)", async () => {
    const user = await makeUser();
    const other = await makeUser();
    const res = await api("/auth/change-email", {
      token: user.token,
      body: { email: other.email, password: TEST_PASSWORD },
      headers: ipHeaders(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      message: `Si ${other.email} no está en uso por otra cuenta, te enviamos ahí un código. Ingresalo para confirmar el cambio.`,
      pending_email: other.email,
    });
    expect((await userRow(user.id))!.email).toBe(user.email);
  });

  it("a wrong password is 400; bad input is 400 with issues; no token is 401", async () => {
    const user = await makeUser();
    const wrong = await api("/auth/change-email", {
      token: user.token,
      body: { email: freshEmail(), password: "mala" },
    });
    expect(wrong.status).toBe(400);
    expect((await userRow(user.id))!.email).toBe(user.email);
    const bad = await api("/auth/change-email", { token: user.token, body: { email: "x" } });
    expect(bad.body.issues?.map((i) => i.path).sort()).toEqual(["email", "password"]);
    expect((await api("/auth/change-email", { body: { email: freshEmail(), password: "x" } })).status).toBe(401);
  });
});

describe("DELETE /auth/delete-account", () => {
  const del = (token: string, password = TEST_PASSWORD) =>
    api("/auth/delete-account", { method: "DELETE", token, body: { password } });

  it("deletes the account with the organizations only they used; shared ones stay", async () => {
    const user = await makeUser();
    const partner = await makeUser();
    const solo = await makeOrg(user, "Solo mía");
    const shared = await makeOrg(partner, "Compartida");
    await addMember(shared.id, user, "admin");
    const res = await del(user.token);
    expect(res.status).toBe(200);
    expect(await userRow(user.id)).toBeUndefined();
    expect(await db().select().from(organizations).where(eq(organizations.id, solo.id))).toEqual([]);
    const left = await db().select().from(userOrganizations).where(eq(userOrganizations.organization_id, shared.id));
    expect(left.map((m) => m.user_id)).toEqual([partner.id]);
    expect((await api("/user", { token: user.token })).status).toBe(401);
    expect(
      (await api("/auth/log-in", { body: { email: user.email, password: TEST_PASSWORD }, headers: ipHeaders() }))
        .status,
    ).toBe(401);
  });

  it("the sole owner of an organization with other members gets 409 and nothing is deleted", async () => {
    const owner = await makeUser();
    const member = await makeUser();
    const org = await makeOrg(owner, "Con gente");
    await addMember(org.id, member, "admin");
    const res = await del(owner.token);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("SOLE_OWNER");
    expect(res.body.message).toMatch(/Transferí la propiedad/);
    expect(await userByEmail(owner.email)).toBeDefined();
    expect(await db().select().from(organizations).where(eq(organizations.id, org.id))).toHaveLength(1);
  });

  it("an owner who shares ownership may leave", async () => {
    const owner = await makeUser();
    const coOwner = await makeUser();
    const org = await makeOrg(owner, "Dos dueños");
    await addMember(org.id, coOwner, "owner");
    expect((await del(owner.token)).status).toBe(200);
    expect(await db().select().from(organizations).where(eq(organizations.id, org.id))).toHaveLength(1);
  });

  it("a wrong password is 400 and nothing is deleted; no token is 401", async () => {
    const user = await makeUser();
    expect((await del(user.token, "mala-clave")).status).toBe(400);
    expect(await userRow(user.id)).toBeDefined();
    const bad = await api("/auth/delete-account", { method: "DELETE", token: user.token, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.path).toBe("password");
    const none = await api("/auth/delete-account", { method: "DELETE", body: { password: TEST_PASSWORD } });
    expect(none.body.message).toBe("No authentication token");
  });
});
