// Helpers shared by the auth, user and organization tests: client addresses, the outbox, raw rows.
import { env } from "cloudflare:test";
import { MASK } from "../../worker/lib/outbox";
import { unseal } from "../../worker/lib/secret-box";
import { and, desc, eq } from "drizzle-orm";
import { outbox, sessions, users } from "../../worker/db/schema";
import { randomId } from "../../worker/lib/tokens";
import { api, db } from "./fixtures";

/** A fresh client address per test, so per-address rate limits never leak between tests. */
export function ipHeaders(extra: Record<string, string> = {}) {
  const b = crypto.getRandomValues(new Uint8Array(3));
  return { "CF-Connecting-IP": `10.${b[0]}.${b[1]}.${b[2]}`, ...extra };
}

export const freshEmail = () => `n${randomId(6)}@test.com`;

export async function signUp(overrides: Record<string, unknown> = {}, headers = ipHeaders()) {
  const body = { email: freshEmail(), password: "clave123", first_name: "Ana", last_name: "Gómez", ...overrides };
  const res = await api<{ token: string; refresh_token: string }>("/auth/sign-up", { body, headers });
  return { ...res, email: String(body.email).trim().toLowerCase(), password: String(body.password) };
}

/** The newest outbox message of `kind` sent to `recipient`. */
/**
 * The newest message of `kind` to `recipient`, its body as sent: the outbox stores the secret masked and
 * sealed (worker/lib/outbox.ts), so this unseals it the way a developer's tool would.
 */
export async function lastMessage(recipient: string, kind: string) {
  const [row] = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!row?.secret) return row;
  const secret = await unseal(env.JWT_SECRET, row.secret);
  return { ...row, body: row.body.split(MASK).join(secret ?? MASK) };
}

/**
 * The newest outbox message of `kind` to `recipient` newer than message `afterId`. Some messages
 * are delivered after the response (recovery codes), so it waits up to 2 s for one to land.
 */
export async function nextMessage(recipient: string, kind: string, afterId = 0) {
  const start = Date.now();
  for (;;) {
    const row = await lastMessage(recipient, kind);
    if (row && row.id > afterId) return row;
    if (Date.now() - start > 2_000) throw new Error(`no new ${kind} message in the outbox for ${recipient}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The code in the newest message of `kind` to `recipient` (newer than message `afterId`). */
export async function lastCode(recipient: string, kind: string, afterId = 0): Promise<string> {
  const row = await nextMessage(recipient, kind, afterId);
  const code = /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no ${kind} code in the outbox for ${recipient}`);
  return code;
}

export async function userRow(id: number) {
  const [row] = await db().select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function userByEmail(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function sessionRow(id: number) {
  const [row] = await db().select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

/** Any response body must never carry a password hash, under any key. */
export function expectNoHash(body: unknown) {
  const text = JSON.stringify(body);
  if (/password_hash|pbkdf2-sha256/.test(text)) throw new Error(`response leaks a password hash: ${text}`);
}

/** Decodes a JWT's payload (no verification). */
export function claimsOf(token: string): Record<string, unknown> {
  const part = token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/");
  return JSON.parse(atob(part.padEnd(Math.ceil(part.length / 4) * 4, "=")));
}

/** Accepts the newest emailed invitation to `user` (their email must be verified), through its link. */
export async function acceptLatestInvitation(user: { email: string; token: string }) {
  const message = await lastMessage(user.email, "invitation");
  const token = /\/invitation\/([0-9a-f]{64})/.exec(message?.body ?? "")?.[1];
  if (!token) throw new Error(`no invitation link for ${user.email}`);
  const res = await api("/invitation/accept-token", { token: user.token, body: { token } });
  if (res.status !== 200) throw new Error(`accepting the invitation failed: ${res.status} ${res.body.message}`);
  return res;
}
