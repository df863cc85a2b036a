// Secrets never rest in clear (docs/security.md): codes and activation links are masked in the outbox and kept
// only sealed; the daily cleanup removes used codes, ended sessions, old messages and rate-limit windows.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invitations, outbox, rateLimits, sessions, verificationCodes } from "../../worker/db/schema";
import worker from "../../worker/index";
import { MASK } from "../../worker/lib/outbox";
import { unseal } from "../../worker/lib/secret-box";
import { api, db, makeOrg, makeUser, newSession } from "./fixtures";
import { ipHeaders, lastCode } from "./auth-helpers";

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function storedMessage(recipient: string, kind: string) {
  const [row] = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  expect(row?.kind).toBe(kind);
  return row!;
}

describe("the outbox", () => {
  it("stores a recovery code masked, and only sealed with a key the database does not hold", async () => {
    const user = await makeUser();
    await api("/auth/send-recovery-code", { body: { email: user.email }, headers: ipHeaders() });
    const code = await lastCode(user.email, "recovery-code");
    const row = await storedMessage(user.email, "recovery-code");
    expect(row.body).not.toContain(code);
    expect(row.body).toContain(MASK);
    expect(row.secret).toBeTruthy();
    expect(row.secret).not.toContain(code);
    expect(await unseal(env.JWT_SECRET, row.secret!)).toBe(code);
    expect(await unseal("otro-secreto-cualquiera-de-32-bytes!", row.secret!)).toBeNull();
  });

  it("stores an activation link without its token", async () => {
    const admin = await makeUser({ superAdmin: true });
    const email = `a${Date.now()}@test.com`;
    const res = await api("/organization/add-user-admin", {
      token: admin.token,
      body: { email, first_name: "Ana", last_name: "Gómez" },
    });
    expect(res.status).toBe(201);
    const row = await storedMessage(email, "activation");
    expect(row.body).toContain(`admin-activation?token=${MASK}`);
    expect(row.body).not.toMatch(/token=ey/);
  });
});

describe("the daily cleanup", () => {
  it("runs from the cron trigger and removes what is used, ended or old, keeping what is live", async () => {
    const user = await makeUser();
    const d = db();
    const codes = await d
      .insert(verificationCodes)
      .values([
        {
          user_id: user.id,
          purpose: "recovery",
          target: "x",
          code_hash: "a",
          expires_at: ago(-60_000),
          used_at: ago(0),
        },
        { user_id: user.id, purpose: "recovery", target: "x", code_hash: "b", expires_at: ago(60_000) },
        { user_id: user.id, purpose: "recovery", target: "x", code_hash: "c", expires_at: ago(-60_000) },
      ])
      .returning({ id: verificationCodes.id });
    const ended = await newSession(user.id);
    await d
      .update(sessions)
      .set({ expires_at: ago(1000) })
      .where(eq(sessions.id, ended.sessionId));
    const messages = await d
      .insert(outbox)
      .values([
        {
          channel: "email",
          recipient: user.email,
          kind: "k",
          body: "sent, old",
          status: "sent",
          created_at: ago(2 * DAY_MS),
        },
        { channel: "email", recipient: user.email, kind: "k", body: "logged, old", created_at: ago(8 * DAY_MS) },
        { channel: "email", recipient: user.email, kind: "k", body: "sent, new", status: "sent" },
        { channel: "email", recipient: user.email, kind: "k", body: "logged, new", created_at: ago(2 * DAY_MS) },
      ])
      .returning({ id: outbox.id });
    const nowS = Math.floor(Date.now() / 1000);
    const keys = [`test-old-${user.id}`, `test-new-${user.id}`];
    await d.insert(rateLimits).values([
      { key: keys[0]!, count: 3, window_start: nowS - 2 * 24 * 60 * 60 },
      { key: keys[1]!, count: 3, window_start: nowS - 60 },
    ]);

    const org = await makeOrg(user);
    const invitation = (email: string, extra: Partial<typeof invitations.$inferInsert>) => ({
      organization_id: org.id,
      email,
      role: "user" as const,
      token_hash: `${email}-${user.id}`,
      expires_at: ago(-DAY_MS),
      ...extra,
    });
    const invited = await d
      .insert(invitations)
      .values([
        invitation("accepted-old@x.com", { accepted_at: ago(31 * DAY_MS) }),
        invitation("revoked-old@x.com", { revoked_at: ago(31 * DAY_MS) }),
        invitation("expired-old@x.com", { expires_at: ago(31 * DAY_MS) }),
        invitation("accepted-new@x.com", { accepted_at: ago(DAY_MS) }),
        invitation("pending@x.com", {}),
      ])
      .returning({ id: invitations.id, email: invitations.email });

    const ctx = createExecutionContext();
    // The handler hands its work to waitUntil; waitOnExecutionContext waits for it.
    worker.scheduled(createScheduledController({ cron: "17 6 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);

    const codeIds = (
      await d
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(
          inArray(
            verificationCodes.id,
            codes.map((c) => c.id),
          ),
        )
    ).map((r) => r.id);
    expect(codeIds).toEqual([codes[2]!.id]);
    const sessionIds = (await d.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, user.id))).map(
      (r) => r.id,
    );
    expect(sessionIds).toEqual([user.sessionId]);
    const bodies = (
      await d
        .select({ body: outbox.body })
        .from(outbox)
        .where(
          inArray(
            outbox.id,
            messages.map((m) => m.id),
          ),
        )
    ).map((r) => r.body);
    expect(bodies.sort()).toEqual(["logged, new", "sent, new"]);
    const left = (await d.select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, keys))).map(
      (r) => r.key,
    );
    expect(left).toEqual([keys[1]]);
    const kept = await d
      .select({ email: invitations.email })
      .from(invitations)
      .where(
        inArray(
          invitations.id,
          invited.map((i) => i.id),
        ),
      );
    expect(kept.map((i) => i.email).sort()).toEqual(["accepted-new@x.com", "pending@x.com"]);
  });
});
