import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verificationCodes } from "../../worker/db/schema";
import { api, db, makeUser, newSession, TEST_PASSWORD } from "./fixtures";
import { checkCode } from "../../worker/areas/account/codes";
import { libRuntime } from "./live-helpers";
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

  it("50 parallel wrong guesses from 50 addresses compare at most 5 times, then the code is dead", async () => {
    const user = await makeUser();
    const before = (await userRow(user.id))!.password_hash;
    await send(user.email);
    const code = await lastCode(user.email, "recovery-code");
    const guesses = await Promise.all(
      Array.from({ length: 50 }, () =>
        api("/auth/reset-password", {
          body: { email: user.email, code: wrongCode(code), password: "robada123" },
          headers: ipHeaders(),
        }),
      ),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    // The per-email limit stops most of the burst before any comparison...
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
    // ...and the code's own reservation stops the rest at 5 comparisons.
    const [row] = await db().select().from(verificationCodes).where(eq(verificationCodes.user_id, user.id));
    expect(row!.attempts).toBe(5);
    // Dead: the right code, from the checker itself (no limit in the way), no longer works.
    expect(
      await checkCode(libRuntime(), { owner: { email: user.email }, purpose: "recovery", code, target: user.email }),
    ).toBeNull();
    expect((await userRow(user.id))!.password_hash).toBe(before);
  });

  it("code checks are limited per email from any address (429)", async () => {
    const user = await makeUser();
    await send(user.email);
    const code = await lastCode(user.email, "recovery-code");
    for (let i = 0; i < 10; i++) {
      await api("/auth/verify-recovery-code", {
        body: { email: user.email, code: wrongCode(code) },
        headers: ipHeaders(),
      });
    }
    const limited = await api("/auth/verify-recovery-code", {
      body: { email: user.email, code },
      headers: ipHeaders(),
    });
    expect(limited.status).toBe(429);
  });

  it("a right code gets its try back: three wrong guesses, verify and reset still work", async () => {
    const user = await makeUser();
    await send(user.email);
    const code = await lastCode(user.email, "recovery-code");
    const verify = (c: string) =>
      api("/auth/verify-recovery-code", { body: { email: user.email, code: c }, headers: ipHeaders() });
    for (let i = 0; i < 3; i++) expect((await verify(wrongCode(code))).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await verify(code)).status).toBe(200);
    const reset = await api("/auth/reset-password", {
      body: { email: user.email, code, password: "nueva1234" },
      headers: ipHeaders(),
    });
    expect(reset.status).toBe(200);
  });

  it("an unknown email, a known one without a code and a wrong code cost the same statements", async () => {
    const withCode = await makeUser();
    const withoutCode = await makeUser();
    await send(withCode.email);
    const code = await lastCode(withCode.email, "recovery-code");
    const verify = (email: string) =>
      api("/auth/verify-recovery-code", { body: { email, code: wrongCode(code) }, headers: ipHeaders() });
    const answers = [await verify(freshEmail()), await verify(withoutCode.email), await verify(withCode.email)];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(new Set(answers.map((a) => a.headers.get("x-db-queries"))).size).toBe(1);
  });
});
