// The daily cleanup (the cron trigger in wrangler.toml): rows that only help an attacker, or nobody,
// once they are used or expired. One batch of deletes.
import { and, isNotNull, lt, ne, or } from "drizzle-orm";
import { outbox, rateLimits, sessions, verificationCodes } from "../db/schema";
import type { Db } from "../env";
import { DAY } from "./rate-limit";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function cleanUp(db: Db, now = new Date()) {
  const iso = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const [sent, codes, ended, windows] = await db.batch([
    // Delivered messages after a day; undelivered ones (and their sealed secrets) after a week,
    // which outlives every code and activation link they carry.
    db
      .delete(outbox)
      .where(or(and(ne(outbox.status, "logged"), lt(outbox.created_at, dayAgo)), lt(outbox.created_at, weekAgo)))
      .returning({ id: outbox.id }),
    db
      .delete(verificationCodes)
      .where(or(isNotNull(verificationCodes.used_at), lt(verificationCodes.expires_at, iso)))
      .returning({ id: verificationCodes.id }),
    // Expired sessions; revoked ones stay until their end, so the addresses a user logs in from
    // are still known (./rate-limit.ts loginAccount).
    db.delete(sessions).where(lt(sessions.expires_at, iso)).returning({ id: sessions.id }),
    db
      .delete(rateLimits)
      .where(lt(rateLimits.window_start, Math.floor(now.getTime() / 1000) - DAY))
      .returning({ key: rateLimits.key }),
  ]);
  return { outbox: sent.length, codes: codes.length, sessions: ended.length, rateLimits: windows.length };
}
