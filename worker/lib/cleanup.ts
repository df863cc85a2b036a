// The daily cleanup (the cron trigger in wrangler.toml): rows that only help an attacker, or nobody,
// once they are used or expired. One batch of deletes.
import { and, isNotNull, lt, ne, or } from "drizzle-orm";
import { analyticsEvents, invitations, outbox, rateLimits, sessions, verificationCodes } from "../db/schema";
import { ANALYTICS_RETENTION_DAYS } from "../shared/analytics-schemas";
import type { Db } from "../env";
import { DAY } from "./rate-limit";
import { DAY_MS } from "../shared/time";

export async function cleanUp(db: Db, now = new Date()) {
  const iso = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const analyticsCutoff = new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * DAY_MS).toISOString();
  const [sent, codes, ended, windows, answered, views] = await db.batch([
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
    // Invitations a month after they were accepted, declined, revoked or expired: long enough for a late
    // click on the link to read "ya fue usada" instead of "no es válido".
    db
      .delete(invitations)
      .where(
        or(
          lt(invitations.accepted_at, monthAgo),
          lt(invitations.revoked_at, monthAgo),
          lt(invitations.expires_at, monthAgo),
        ),
      )
      .returning({ id: invitations.id }),
    // Page views kept in D1 (no Analytics Engine): the metrics read 30 days; 90 leave room to look back.
    db.delete(analyticsEvents).where(lt(analyticsEvents.at, analyticsCutoff)).returning({ id: analyticsEvents.id }),
  ]);
  return {
    outbox: sent.length,
    codes: codes.length,
    sessions: ended.length,
    rateLimits: windows.length,
    invitations: answered.length,
    analyticsEvents: views.length,
  };
}
