// POST /auth/change-email must not tell which emails have an account: taken and free addresses get the
// same status, body and D1 statements, the probes are limited per user and per address, the code goes
// out only to a free address, and verifying never moves the email onto a taken one.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users, verificationCodes } from "../../worker/db/schema";
import { app } from "../../worker/app";
import { api, db, makeUser, newSession, TEST_PASSWORD, type TestUser } from "./fixtures";
import { freshEmail, ipHeaders, lastCode, userRow } from "./auth-helpers";

/** Calls the worker and waits for what it handed to waitUntil (the code's delivery after the answer). */
async function changeEmail(user: TestUser, email: string, headers = ipHeaders()) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request("http://tropero.test/api/auth/change-email", {
      method: "POST",
      headers: { ...headers, Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    statements: res.headers.get("x-db-queries"),
  };
}

const messagesTo = (recipient: string) => db().select().from(outbox).where(eq(outbox.recipient, recipient));

/** The answer with the address itself taken out, to compare a taken address's with a free one's. */
const shape = (r: Awaited<ReturnType<typeof changeEmail>>, email: string) => ({
  status: r.status,
  statements: r.statements,
  body: JSON.parse(JSON.stringify(r.body).split(email).join("<email>")) as unknown,
});

describe("POST /auth/change-email probes", () => {
  it("answers a taken address exactly as a free one, and mails the code only to the free one", async () => {
    const user = await makeUser();
    const owner = await makeUser();
    const free = freshEmail();
    const taken = await changeEmail(user, owner.email);
    const open = await changeEmail(user, free);
    expect(open.status).toBe(200);
    expect(shape(taken, owner.email)).toEqual(shape(open, free));
    expect(Number(open.statements)).toBeGreaterThan(0);
    expect(await messagesTo(owner.email)).toEqual([]);
    expect((await messagesTo(free)).map((m) => m.kind)).toEqual(["email-code"]);
    // Nothing was stored for the taken address either.
    const codes = await db().select().from(verificationCodes).where(eq(verificationCodes.target, owner.email));
    expect(codes).toEqual([]);
  });

  it("a taken probe also ends the pending code, as a real one does (the pending code tells nothing)", async () => {
    const user = await makeUser();
    const owner = await makeUser();
    const mine = freshEmail();
    await changeEmail(user, mine);
    const code = await lastCode(mine, "email-code");
    await changeEmail(user, owner.email);
    const res = await api("/auth/verify-email", { token: user.token, body: { code }, headers: ipHeaders() });
    expect(res.status).toBe(400);
    expect((await userRow(user.id))!.email).toBe(user.email);
  });

  it("25 probes of taken addresses: 429 after the limit, for the user and for the address", async () => {
    const user = await makeUser();
    const headers = ipHeaders();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const other = await makeUser();
      statuses.push((await changeEmail(user, other.email, headers)).status);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(5)).toEqual(Array(20).fill(429));

    // Many accounts from one address: the address's limit.
    const shared = ipHeaders();
    const fromAddress: number[] = [];
    for (let i = 0; i < 25; i++) {
      const [prober, other] = [await makeUser(), await makeUser()];
      fromAddress.push((await changeEmail(prober, other.email, shared)).status);
    }
    expect(fromAddress.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(fromAddress.slice(20)).toEqual(Array(5).fill(429));
  });

  it("probes in parallel never pass the limit (reserved before the lookup)", async () => {
    for (let round = 0; round < 3; round++) {
      const user = await makeUser();
      const others = await Promise.all(Array.from({ length: 12 }, () => makeUser()));
      const results = await Promise.all(others.map((o) => changeEmail(user, o.email)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      expect(results.filter((r) => r.status === 429)).toHaveLength(7);
    }
  });

  it("verifying never moves the email onto a taken address: 409, nothing changes, the code stays unused", async () => {
    const user = await makeUser();
    const email = freshEmail();
    expect((await changeEmail(user, email)).status).toBe(200);
    const code = await lastCode(email, "email-code");
    // Someone else takes the address between the request and the check.
    const squatter = await makeUser({ email });
    const res = await api("/auth/verify-email", { token: user.token, body: { code }, headers: ipHeaders() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "EMAIL_TAKEN", message: "Ese email ya está en uso por otra cuenta" });
    expect((await userRow(user.id))!.email).toBe(user.email);
    expect((await userRow(squatter.id))!.email).toBe(email);
    const live = await db()
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.user_id, user.id), gt(verificationCodes.expires_at, new Date().toISOString())));
    expect(live.map((r) => r.used_at)).toEqual([null]);
  });

  it("a wrong password still answers 400 WRONG_PASSWORD and probes nothing", async () => {
    const user = await makeUser();
    const other = await makeUser();
    const session = await newSession(user.id);
    const res = await api("/auth/change-email", {
      token: session.token,
      body: { email: other.email, password: "no-es-esta" },
      headers: ipHeaders(),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("WRONG_PASSWORD");
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });
});
