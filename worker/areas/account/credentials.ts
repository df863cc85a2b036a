// The account's credential rows (/api/auth): log-in and sign-up, the password, the phone, the verified
// email and the session list. Writes that spend a code are one batch guarded by that code still unused.
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import type { Db } from "../../env";
import { conflict } from "../../lib/errors";
import { auditWrite } from "../admin/audit";
import { codeStillUnused, consumeCode } from "./codes";
import { knownAddressCandidates } from "./known-address";
import { revokeStatement } from "./sessions";

const MAX_LISTED_SESSIONS = 100;

export const emailTaken = () => conflict("Ese email ya está en uso por otra cuenta", "EMAIL_TAKEN");
const nowIso = () => new Date().toISOString();

/** The account of `email` with its hash and the addresses (like `ip`) it opened sessions from. */
export async function logInAccount(db: Db, email: string, ip: string) {
  const [user] = await db
    .select({ id: users.id, password_hash: users.password_hash, seen: knownAddressCandidates(ip) })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user;
}

/** The statement that stamps a log-in (it goes in the batch that opens the session). */
export const lastLoginStatement = (db: Db, userId: number) =>
  db.update(users).set({ last_login: nowIso() }).where(eq(users.id, userId));

/** A new active account; its id, or undefined when the email is taken. */
export async function insertAccount(
  db: Db,
  input: { email: string; password_hash: string; first_name: string; last_name: string; phone?: string | null },
): Promise<number | undefined> {
  const [created] = await db
    .insert(users)
    .values({ ...input, last_login: nowIso() })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created?.id;
}

/** The user's live sessions, most recently used first. */
export async function liveSessions(db: Db, userId: number) {
  return db
    .select({
      id: sessions.id,
      device: sessions.device,
      created_at: sessions.created_at,
      last_used_at: sessions.last_used_at,
    })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, nowIso())))
    .orderBy(desc(sessions.last_used_at), desc(sessions.id))
    .limit(MAX_LISTED_SESSIONS);
}

export async function accountEmail(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

export async function passwordHashOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.password_hash ?? null;
}

export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/** The new password; every other session of the user ends (returns the ended ones). */
export async function changePassword(db: Db, userId: number, password_hash: string, keepSessionId: number) {
  const [, revoked] = await db.batch([
    db.update(users).set({ password_hash, updated_at: nowIso() }).where(eq(users.id, userId)),
    revokeStatement(db, userId, "all", keepSessionId),
  ]);
  return revoked;
}

/**
 * The first password of an account activated by a super admin's link: written only while the link's code
 * is unused, with its audit entry, in one batch. False when the code was spent meanwhile.
 */
export async function setInitialPassword(
  db: Db,
  userId: number,
  password_hash: string,
  activationId: number,
): Promise<boolean> {
  const [, used] = await db.batch([
    db
      .update(users)
      .set({ password_hash, email_verified: true, updated_at: nowIso() })
      .where(and(eq(users.id, userId), codeStillUnused(activationId))),
    consumeCode(db, activationId),
    // The account's owner sets it through the super admin's activation link: kept in the same trail.
    auditWrite(db, userId, { action: "set-initial-password", target_type: "user", target_id: userId }),
  ]);
  return used.length > 0;
}

/**
 * A recovered password: the code proves the email is theirs, so it is also verified; every session ends.
 * False when the code was spent meanwhile.
 */
export async function resetPassword(db: Db, userId: number, password_hash: string, codeId: number) {
  const [, used] = await db.batch([
    db
      .update(users)
      .set({ password_hash, email_verified: true, updated_at: nowIso() })
      .where(and(eq(users.id, userId), codeStillUnused(codeId))),
    consumeCode(db, codeId),
    revokeStatement(db, userId, "all"),
  ]);
  return used.length > 0;
}

export async function phoneOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.phone ?? null;
}

/** A new, unverified phone. */
export async function setPhone(db: Db, userId: number, phone: string): Promise<void> {
  await db.update(users).set({ phone, phone_verified: false, updated_at: nowIso() }).where(eq(users.id, userId));
}

/** The phone verified by code `codeId`, only while it is still the account's phone; false otherwise. */
export async function verifyPhone(db: Db, userId: number, phone: string, codeId: number): Promise<boolean> {
  const [, used] = await db.batch([
    db
      .update(users)
      .set({ phone_verified: true, updated_at: nowIso() })
      .where(and(eq(users.id, userId), eq(users.phone, phone), codeStillUnused(codeId))),
    consumeCode(db, codeId),
  ]);
  return used.length > 0;
}

/** The address code `codeId` was sent to becomes the account's email, verified; false when spent meanwhile. */
export async function verifyEmail(db: Db, userId: number, email: string, codeId: number): Promise<boolean> {
  const [, used] = await db.batch([
    db
      .update(users)
      .set({ email, email_verified: true, updated_at: nowIso() })
      .where(and(eq(users.id, userId), codeStillUnused(codeId))),
    consumeCode(db, codeId),
  ]);
  return used.length > 0;
}
