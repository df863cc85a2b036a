import { describe, expect, it } from "vitest";
import { verifyToken } from "../../worker/lib/tokens";
import { env } from "cloudflare:test";
import { api, makeUser, TEST_PASSWORD } from "./fixtures";
import {
  claimsOf,
  expectNoHash,
  freshEmail,
  ipHeaders,
  sessionRow,
  signUp,
  userByEmail,
  userRow,
} from "./auth-helpers";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

describe("POST /auth/sign-up", () => {
  it("creates the account and answers tokens that open a session", async () => {
    const email = freshEmail();
    const res = await signUp({ email: `  ${email.toUpperCase()} `, phone: "291 456-7890" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ok: true, message: "Cuenta creada correctamente" });
    expectNoHash(res.body);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ email, first_name: "Ana", phone: "+5492914567890", email_verified: false });
    const me = await api("/user", { token: res.body.token });
    expect(me.status).toBe(200);
    const access = await verifyToken(env.JWT_SECRET, res.body.token, "access");
    const refresh = await verifyToken(env.JWT_SECRET, res.body.refresh_token, "refresh");
    expect(access?.sid).toBe(refresh?.sid);
    expect((await sessionRow(access!.sid!))?.refresh_jti).toBe(refresh?.jti);
  });

  it("answers 409 for an email that already has an account, in any case", async () => {
    const first = await signUp();
    expect(first.status).toBe(201);
    const again = await signUp({ email: first.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, code: "EMAIL_TAKEN" });
  });

  it("rejects bad input with field issues and creates nothing", async () => {
    const email = freshEmail();
    const short = await signUp({ email, password: "12345" });
    expect(short.status).toBe(400);
    expect(short.body.issues).toContainEqual({
      path: "password",
      message: "La contraseña debe tener al menos 6 caracteres",
    });
    const phone = await signUp({ email, phone: "12" });
    expect(phone.status).toBe(400);
    expect(phone.body.issues?.map((i) => i.path)).toEqual(["phone"]);
    const missing = await api("/auth/sign-up", { body: { email: "nope" }, headers: ipHeaders() });
    expect(missing.status).toBe(400);
    expect(missing.body.issues?.map((i) => i.path).sort()).toEqual(["email", "first_name", "last_name", "password"]);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("answers 400, not 500, for a body that is not JSON", async () => {
    const res = await api("/auth/sign-up", { body: "{not json", headers: ipHeaders() });
    expect(res.status).toBe(400);
  });
});

describe("POST /auth/log-in", () => {
  it("logs in with a normalised email, updates last_login and records the device", async () => {
    const user = await makeUser();
    expect((await userRow(user.id))?.last_login).toBeNull();
    const res = await api<{ token: string; refresh_token: string }>("/auth/log-in", {
      body: { email: ` ${user.email.toUpperCase()}`, password: TEST_PASSWORD },
      headers: ipHeaders({ "User-Agent": ANDROID_CHROME, "CF-Connecting-IP": "203.0.113.7" }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, message: "Sesión iniciada correctamente" });
    expect(Object.keys(res.body).sort()).toEqual(["message", "ok", "refresh_token", "token"]);
    expect((await userRow(user.id))?.last_login).toBeTruthy();
    const session = await sessionRow(Number(claimsOf(res.body.token).sid));
    expect(session).toMatchObject({ user_id: user.id, device: "Chrome en Android", ip: "203.0.113.7" });
    expect((await api("/user", { token: res.body.token })).status).toBe(200);
  });

  it("answers the same 401 for a wrong password and for an unknown email", async () => {
    const user = await makeUser();
    const wrong = await api("/auth/log-in", {
      body: { email: user.email, password: "otra-clave" },
      headers: ipHeaders(),
    });
    const unknown = await api("/auth/log-in", {
      body: { email: freshEmail(), password: "otra-clave" },
      headers: ipHeaders(),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe("Email o contraseña incorrectos");
  });

  it("refuses accounts that have no password yet (created by an admin, not activated)", async () => {
    const user = await makeUser();
    const { db } = await import("./fixtures");
    const { users } = await import("../../worker/db/schema");
    const { eq } = await import("drizzle-orm");
    await db().update(users).set({ password_hash: null }).where(eq(users.id, user.id));
    const res = await api("/auth/log-in", {
      body: { email: user.email, password: "" + TEST_PASSWORD },
      headers: ipHeaders(),
    });
    expect(res.status).toBe(401);
  });

  it("rejects bad input with field issues", async () => {
    const res = await api("/auth/log-in", { body: { email: "no-es-email", password: "" }, headers: ipHeaders() });
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual(["email", "password"]);
  });

  it("limits failed log-ins per account (429), even from many addresses and with the right password", async () => {
    const user = await makeUser();
    for (let i = 0; i < 10; i++) {
      const res = await api("/auth/log-in", {
        body: { email: user.email, password: "mala-clave" },
        headers: ipHeaders(),
      });
      expect(res.status).toBe(401);
    }
    const locked = await api("/auth/log-in", {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: ipHeaders(),
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    expect(locked.body.message).toMatch(/Demasiados intentos/);
  });

  it("limits failed log-ins per client address across accounts (429)", async () => {
    const headers = ipHeaders();
    for (let i = 0; i < 50; i++) {
      const res = await api("/auth/log-in", { body: { email: freshEmail(), password: "mala-clave" }, headers });
      expect(res.status).toBe(401);
    }
    const user = await makeUser();
    const blocked = await api("/auth/log-in", { body: { email: user.email, password: TEST_PASSWORD }, headers });
    expect(blocked.status).toBe(429);
    const elsewhere = await api("/auth/log-in", {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: ipHeaders(),
    });
    expect(elsewhere.status).toBe(200);
  });
});
