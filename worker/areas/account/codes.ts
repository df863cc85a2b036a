// One-time codes (recovery, phone, email) and activation token ids, stored hashed in verification_codes:
// single use, 10 minutes (codes), at most 5 wrong tries.
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { verificationCodes } from "../../db/schema";
import type { Db, Runtime } from "../../env";
import { ACTIVATION_TTL_S, sha256 } from "../../lib/tokens";

export const CODE_TTL_S = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = "recovery" | "phone" | "email";

const isoIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** Uniform 6 digits (rejection sampling avoids the modulo bias). */
export function randomCode(): string {
  const limit = Math.floor(2 ** 32 / 1_000_000) * 1_000_000;
  for (;;) {
    const [n] = crypto.getRandomValues(new Uint32Array(1));
    if (n! < limit) return String(n! % 1_000_000).padStart(6, "0");
  }
}

/** Peppered with the JWT secret so a leaked table cannot be brute-forced offline (only 10^6 codes). */
const codeHash = (rt: Runtime, purpose: string, userId: number, code: string) =>
  sha256(`${rt.env.JWT_SECRET}:${purpose}:${userId}:${code}`);

/** Issues a new code (older unused ones of the same purpose stop working) and returns it in clear. */
export async function issueCode(rt: Runtime, input: { userId: number; purpose: CodePurpose; target: string }) {
  const code = randomCode();
  const db = rt.db;
  await db.batch([
    db
      .update(verificationCodes)
      .set({ used_at: new Date().toISOString() })
      .where(
        and(
          eq(verificationCodes.user_id, input.userId),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.used_at),
        ),
      ),
    db.insert(verificationCodes).values({
      user_id: input.userId,
      purpose: input.purpose,
      target: input.target,
      code_hash: await codeHash(rt, input.purpose, input.userId, code),
      expires_at: isoIn(CODE_TTL_S),
    }),
  ]);
  return code;
}

/**
 * The same work as issueCode (a code, its hash, one batch of two writes) when no code may go out: an
 * account that does not exist (`userId` 0), or a change of email to an address another account has.
 * An answer's timing then tells neither apart. The first write ends `userId`'s older codes as issueCode
 * does (so whether an older code still works tells nothing either); the second matches no row (ids
 * start at 1), so nothing is stored.
 */
export async function issueDecoyCode(rt: Runtime, purpose: CodePurpose, userId = 0) {
  const db = rt.db;
  const code_hash = await codeHash(rt, purpose, userId, randomCode());
  await db.batch([
    db
      .update(verificationCodes)
      .set({ used_at: new Date().toISOString() })
      .where(
        and(
          eq(verificationCodes.user_id, userId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.used_at),
        ),
      ),
    db
      .update(verificationCodes)
      .set({ code_hash, expires_at: isoIn(CODE_TTL_S) })
      .where(eq(verificationCodes.id, 0)),
  ]);
}

/** Whose code is checked: a signed-in user, or the account of an email (recovery, signed out). */
export type CodeOwner = { userId: number } | { email: string };

/**
 * Checks `code` against the live code of `purpose` (sent to `target`, when given). A try is reserved
 * before comparing, in the same statement that finds the code (`attempts < 5`), so parallel guesses can
 * never compare more than CODE_MAX_ATTEMPTS times; a right code gets its try back. Unknown accounts,
 * accounts without a live code and wrong codes cost the same statement and the same hash, so neither
 * the answer, its time nor x-db-queries tells them apart. Returns the code's row id and user, or null.
 */
export async function checkCode(
  rt: Runtime,
  input: { owner: CodeOwner; purpose: CodePurpose; code: string; target?: string },
): Promise<{ id: number; userId: number; target: string } | null> {
  const db = rt.db;
  const { owner, purpose } = input;
  const ownerId = "userId" in owner ? sql`${owner.userId}` : sql`(SELECT id FROM users WHERE email = ${owner.email})`;
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        sql`${verificationCodes.id} = (SELECT id FROM verification_codes WHERE user_id = ${ownerId}
          AND purpose = ${purpose} AND used_at IS NULL AND expires_at > ${new Date().toISOString()}
          ORDER BY id DESC LIMIT 1)`,
        lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({
      id: verificationCodes.id,
      userId: verificationCodes.user_id,
      target: verificationCodes.target,
      hash: verificationCodes.code_hash,
    });
  const hash = await codeHash(rt, purpose, row?.userId ?? 0, input.code);
  const right = !!row?.userId && hash === row.hash && (input.target === undefined || row.target === input.target);
  if (!right) return null;
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} - 1` })
    .where(eq(verificationCodes.id, row.id));
  return { id: row.id, userId: row.userId!, target: row.target };
}

/** Marks a code used (returns it only if this call used it); batch it with the write it authorises. */
export function consumeCode(db: Db, id: number) {
  return db
    .update(verificationCodes)
    .set({ used_at: new Date().toISOString() })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.used_at)))
    .returning({ id: verificationCodes.id });
}

/** SQL condition "code `id` is still unused", to make a write conditional on the code in one batch. */
export const codeStillUnused = (id: number) =>
  sql`EXISTS (SELECT 1 FROM verification_codes WHERE id = ${id} AND used_at IS NULL)`;

// ── Activation tokens (single use: the token's jti is stored hashed) ──────

/** The row that makes an activation token usable; `codeHash` is sha256 of the token's jti. */
export function activationRow(db: Db, input: { userId: number; email: string; codeHash: string }) {
  return db.insert(verificationCodes).values({
    user_id: input.userId,
    purpose: "activation",
    target: input.email,
    code_hash: input.codeHash,
    expires_at: isoIn(ACTIVATION_TTL_S),
  });
}

/** The unused, unexpired activation row for this token id, or undefined. */
export async function findActivation(db: Db, input: { userId: number; jti: string }) {
  const [row] = await db
    .select({ id: verificationCodes.id, target: verificationCodes.target })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.user_id, input.userId),
        eq(verificationCodes.purpose, "activation"),
        eq(verificationCodes.code_hash, await sha256(input.jti)),
        isNull(verificationCodes.used_at),
        gt(verificationCodes.expires_at, new Date().toISOString()),
      ),
    )
    .limit(1);
  return row;
}
