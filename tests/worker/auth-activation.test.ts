import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users, verificationCodes } from "../../worker/db/schema";
import { ACTIVATION_TTL_S, randomId, sha256, signToken } from "../../worker/lib/tokens";
import { api, db } from "./fixtures";
import { freshEmail, ipHeaders, userRow } from "./auth-helpers";

/** What add-user-admin does: a user without password and a single-use activation token. */
async function invited() {
  const email = freshEmail();
  const [user] = await db().insert(users).values({ email, first_name: "Nuevo", last_name: "Peón" }).returning();
  const jti = randomId();
  await db()
    .insert(verificationCodes)
    .values({
      user_id: user!.id,
      purpose: "activation",
      target: email,
      code_hash: await sha256(jti),
      expires_at: new Date(Date.now() + ACTIVATION_TTL_S * 1000).toISOString(),
    });
  const token = await signToken(env.JWT_SECRET, { sub: user!.id, typ: "activation", jti }, ACTIVATION_TTL_S);
  return { id: user!.id, email, token };
}

const activate = (token: string | undefined, body: unknown) =>
  api<{ token: string }>("/auth/admin/set-initial-password", { token, body, headers: ipHeaders() });

describe("POST /auth/admin/set-initial-password", () => {
  it("sets the first password with the activation token, verifies the email, and only once", async () => {
    const u = await invited();
    const res = await activate(u.token, { email: u.email.toUpperCase(), password: "primera1" });
    expect(res.status).toBe(200);
    expect(await userRow(u.id)).toMatchObject({ email_verified: true });
    expect((await api("/user", { token: res.body.token })).status).toBe(200);
    const login = await api("/auth/log-in", { body: { email: u.email, password: "primera1" }, headers: ipHeaders() });
    expect(login.status).toBe(200);
    const again = await activate(u.token, { email: u.email, password: "segunda2" });
    expect(again.status).toBe(401);
  });

  it("a session token is not an activation token, and no token is 401 'No authentication token'", async () => {
    const u = await invited();
    const none = await activate(undefined, { email: u.email, password: "primera1" });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("No authentication token");
    const access = await signToken(env.JWT_SECRET, { sub: u.id, typ: "access", sid: 1 }, 600);
    expect((await activate(access, { email: u.email, password: "primera1" })).status).toBe(401);
    expect((await userRow(u.id))!.password_hash).toBeNull();
  });

  it("an expired token, or one whose row is gone, is 401", async () => {
    const u = await invited();
    const expired = await signToken(env.JWT_SECRET, { sub: u.id, typ: "activation", jti: "whatever" }, -10);
    expect((await activate(expired, { email: u.email, password: "primera1" })).status).toBe(401);
    const unknownJti = await signToken(env.JWT_SECRET, { sub: u.id, typ: "activation", jti: "not-stored" }, 600);
    expect((await activate(unknownJti, { email: u.email, password: "primera1" })).status).toBe(401);
  });

  it("another account's email is 400; a short password is 400 with the Spanish message", async () => {
    const u = await invited();
    expect((await activate(u.token, { email: freshEmail(), password: "primera1" })).status).toBe(400);
    const short = await activate(u.token, { email: u.email, password: "123" });
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([
      { path: "password", message: "La contraseña debe tener al menos 6 caracteres" },
    ]);
    await db().delete(users).where(eq(users.id, u.id));
  });
});
