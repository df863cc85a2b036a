import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verificationCodes } from "../../worker/db/schema";
import { api, db, makeUser, newSession, TEST_PASSWORD } from "./fixtures";
import { freshEmail, ipHeaders, lastCode, lastMessage, nextMessage, sessionRow, userRow } from "./auth-helpers";

const send = (email: string, headers = ipHeaders()) => api("/auth/send-recovery-code", { body: { email }, headers });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /auth/send-recovery-code", () => {
  it("answers the same whether or not the email has an account, and only the account gets a code", async () => {
    const user = await makeUser();
    const unknown = freshEmail();
    const known = await send(user.email.toUpperCase());
    const missing = await send(unknown);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(missing.body);
    expect(await lastCode(user.email, "recovery-code")).toMatch(/^\d{6}$/);
    expect(await lastMessage(unknown, "recovery-code")).toBeUndefined();
    const [row] = await db().select().from(verificationCodes).where(eq(verificationCodes.user_id, user.id));
    // Stored hashed, never the code itself.
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(await lastCode(user.email, "recovery-code"));
  });

  it("does the same work whether or not the email has an account, and delivers after answering", async () => {
    const user = await makeUser();
    const unknown = freshEmail();
    const codesBefore = await db().select().from(verificationCodes);
    const known = await send(user.email);
    const missing = await send(unknown);
    expect([known.status, missing.status]).toEqual([200, 200]);
    expect(known.body).toEqual(missing.body);
    // Same D1 statements before the answer (a code hashed and one batch of two writes on both
    // paths); the message itself goes out after the response, so it is not counted.
    const statements = (r: typeof known) => Number(r.headers.get("x-db-queries"));
    expect(statements(missing)).toBe(statements(known));
    expect(statements(known)).toBeGreaterThanOrEqual(4);
    expect(await lastCode(user.email, "recovery-code")).toMatch(/^\d{6}$/);
    // The decoy stores nothing: the only new code row is the account's.
    const added = (await db().select().from(verificationCodes)).filter((r) => !codesBefore.some((b) => b.id === r.id));
    expect(added.map((r) => [r.user_id, r.target])).toEqual([[user.id, user.email]]);
  });

  it("rejects a bad email (400)", async () => {
    const res = await send("no-es-un-email");
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.path).toBe("email");
  });

  it("is rate limited per email (429)", async () => {
    const user = await makeUser();
    for (let i = 0; i < 5; i++) expect((await send(user.email)).status).toBe(200);
    const limited = await send(user.email);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Demasiados intentos/);
  });

  it("is rate limited per client address (429)", async () => {
    const headers = ipHeaders();
    for (let i = 0; i < 20; i++) expect((await send(freshEmail(), headers)).status).toBe(200);
    expect((await send(freshEmail(), headers)).status).toBe(429);
  });
});

describe("POST /auth/verify-recovery-code and /auth/reset-password", () => {
  it("verifies the code without using it, then resets the password and ends every session", async () => {
    const user = await makeUser();
    const other = await newSession(user.id);
    await send(user.email);
    const code = await lastCode(user.email, "recovery-code");
    const verified = await api("/auth/verify-recovery-code", {
      body: { email: user.email, code },
      headers: ipHeaders(),
    });
    expect(verified.status).toBe(200);
    const reset = await api("/auth/reset-password", {
      body: { email: user.email, code, password: "nueva-clave" },
      headers: ipHeaders(),
    });
    expect(reset.status).toBe(200);
    expect((await sessionRow(user.sessionId))?.revoked_at).toBeTruthy();
    expect((await sessionRow(other.sessionId))?.revoked_at).toBeTruthy();
    expect((await api("/user", { token: other.token })).status).toBe(401);
    const oldLogin = await api("/auth/log-in", {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: ipHeaders(),
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await api("/auth/log-in", {
      body: { email: user.email, password: "nueva-clave" },
      headers: ipHeaders(),
    });
    expect(newLogin.status).toBe(200);
    // Single use.
    const again = await api("/auth/reset-password", {
      body: { email: user.email, code, password: "otra-clave" },
      headers: ipHeaders(),
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("INVALID_CODE");
  });

  it("a wrong code, another account's code or an unknown email answer the same 400", async () => {
    const user = await makeUser();
    const other = await makeUser();
    await send(user.email);
    await send(other.email);
    const code = await lastCode(user.email, "recovery-code");
    const otherCode = await lastCode(other.email, "recovery-code");
    const body = (email: string, c: string) => ({ body: { email, code: c }, headers: ipHeaders() });
    const wrong = await api("/auth/verify-recovery-code", body(user.email, wrongCode(code)));
    const unknown = await api("/auth/verify-recovery-code", body(freshEmail(), code));
    expect(wrong.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    if (otherCode !== code) {
      expect((await api("/auth/verify-recovery-code", body(user.email, otherCode))).status).toBe(400);
    }
  });

  it("a code dies after 5 wrong tries", async () => {
    const user = await makeUser();
    await send(user.email);
    const code = await lastCode(user.email, "recovery-code");
    for (let i = 0; i < 5; i++) {
      const res = await api("/auth/verify-recovery-code", {
        body: { email: user.email, code: wrongCode(code) },
        headers: ipHeaders(),
      });
      expect(res.status).toBe(400);
    }
    const right = await api("/auth/verify-recovery-code", { body: { email: user.email, code }, headers: ipHeaders() });
    expect(right.status).toBe(400);
  });

  it("a code expires after 10 minutes", async () => {
    const user = await makeUser();
    await send(user.email);
    const code = await lastCode(user.email, "recovery-code");
    const [row] = await db().select().from(verificationCodes).where(eq(verificationCodes.user_id, user.id));
    const issuedFor = Date.parse(row!.expires_at) - Date.now();
    expect(issuedFor).toBeGreaterThan(9 * 60 * 1000);
    expect(issuedFor).toBeLessThanOrEqual(10 * 60 * 1000);
    await db()
      .update(verificationCodes)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(verificationCodes.user_id, user.id));
    expect(
      (await api("/auth/verify-recovery-code", { body: { email: user.email, code }, headers: ipHeaders() })).status,
    ).toBe(400);
  });

  it("a newer code replaces the older one", async () => {
    const user = await makeUser();
    await send(user.email);
    const firstMessage = await nextMessage(user.email, "recovery-code");
    const first = await lastCode(user.email, "recovery-code");
    await send(user.email);
    const second = await lastCode(user.email, "recovery-code", firstMessage.id);
    if (first !== second) {
      expect(
        (await api("/auth/verify-recovery-code", { body: { email: user.email, code: first }, headers: ipHeaders() }))
          .status,
      ).toBe(400);
    }
    expect(
      (await api("/auth/verify-recovery-code", { body: { email: user.email, code: second }, headers: ipHeaders() }))
        .status,
    ).toBe(200);
  });

  it("rejects bad input with field issues and leaves the password alone", async () => {
    const user = await makeUser();
    const before = (await userRow(user.id))!.password_hash;
    const res = await api("/auth/reset-password", {
      body: { email: user.email, code: "12ab", password: "123" },
      headers: ipHeaders(),
    });
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual(["code", "password"]);
    expect((await userRow(user.id))!.password_hash).toBe(before);
  });

  it("code checks are rate limited per client address (429)", async () => {
    const headers = ipHeaders();
    for (let i = 0; i < 30; i++) {
      await api("/auth/verify-recovery-code", { body: { email: freshEmail(), code: "123456" }, headers });
    }
    expect(
      (await api("/auth/verify-recovery-code", { body: { email: freshEmail(), code: "123456" }, headers })).status,
    ).toBe(429);
  });
});
