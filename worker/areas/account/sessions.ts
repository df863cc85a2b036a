// Sessions (docs/accounts.md): opening one per log-in, rotating its refresh token, revoking it.
import { and, eq, isNull, ne } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { sessions } from "../../db/schema";
import type { Db, Runtime } from "../../env";
import { unauthorized } from "../../lib/errors";
import { closeSessionSockets } from "../live/live";
import { ACCESS_TTL_S, randomId, REFRESH_TTL_S, SESSION_MAX_AGE_S, signToken, verifyToken } from "../../lib/tokens";

/** Who opens a session: the device (from the User-Agent) and IP address shown in the session list. */
export interface SessionClient {
  device: string;
  ip: string;
}

export interface SessionTokens {
  token: string;
  refresh_token: string;
}

const SESSION_ENDED = "La sesión expiró o fue cerrada. Iniciá sesión de nuevo.";
const expiresAt = () => new Date(Date.now() + REFRESH_TTL_S * 1000).toISOString();
/** Where a refresh may extend a session to: 30 days from now, never past 90 days from its log-in. */
const extendedEnd = (createdAt: string) =>
  new Date(Math.min(Date.now() + REFRESH_TTL_S * 1000, Date.parse(createdAt) + SESSION_MAX_AGE_S * 1000)).toISOString();

async function issueTokens(rt: Runtime, userId: number, sid: number, jti: string): Promise<SessionTokens> {
  const secret = rt.env.JWT_SECRET;
  const [token, refresh_token] = await Promise.all([
    signToken(secret, { sub: userId, typ: "access", sid }, ACCESS_TTL_S),
    signToken(secret, { sub: userId, typ: "refresh", sid, jti }, REFRESH_TTL_S),
  ]);
  return { token, refresh_token };
}

/** Opens a session for `userId` (in one batch with `also`, e.g. the last_login update) and signs its tokens. */
export async function openSession(
  rt: Runtime,
  client: SessionClient,
  userId: number,
  also: BatchItem<"sqlite">[] = [],
): Promise<SessionTokens & { sessionId: number }> {
  const db = rt.db;
  const jti = randomId();
  const insert = db
    .insert(sessions)
    .values({
      user_id: userId,
      refresh_jti: jti,
      device: client.device,
      ip: client.ip.slice(0, 64),
      expires_at: expiresAt(),
    })
    .returning({ id: sessions.id });
  const results = await db.batch([insert, ...also]);
  const sessionId = results[0][0]!.id;
  return { sessionId, ...(await issueTokens(rt, userId, sessionId, jti)) };
}

/**
 * Exchanges a refresh token for a new pair. The token must carry the session's current jti;
 * an older one means it leaked (or was replayed), so the whole session is revoked.
 */
export async function rotateSession(rt: Runtime, refreshToken: string): Promise<SessionTokens> {
  const claims = await verifyToken(rt.env.JWT_SECRET, refreshToken, "refresh");
  if (!claims?.jti || claims.sid === undefined) throw unauthorized("Token de actualización inválido", "INVALID_TOKEN");
  const userId = Number(claims.sub);
  const db = rt.db;
  const [row] = await db.select().from(sessions).where(eq(sessions.id, claims.sid)).limit(1);
  if (!row || row.user_id !== userId || row.revoked_at || row.expires_at <= new Date().toISOString()) {
    throw unauthorized(SESSION_ENDED, "SESSION_ENDED");
  }
  const jti = randomId();
  const now = new Date().toISOString();
  const end = extendedEnd(row.created_at);
  if (end <= now) throw unauthorized(SESSION_ENDED, "SESSION_ENDED");
  // Compare-and-swap on the jti: of two concurrent uses of one token only one can win.
  const updated =
    row.refresh_jti === claims.jti
      ? await db
          .update(sessions)
          .set({ refresh_jti: jti, last_used_at: now, expires_at: end })
          .where(and(eq(sessions.id, row.id), eq(sessions.refresh_jti, claims.jti), isNull(sessions.revoked_at)))
          .returning({ id: sessions.id })
      : [];
  if (updated.length === 0) {
    await revokeSessions(rt, userId, [row.id]);
    throw unauthorized(SESSION_ENDED, "REFRESH_REUSED");
  }
  return issueTokens(rt, userId, row.id, jti);
}

/** The statement revoking sessions of `userId` (all, or some ids), optionally keeping one. */
export function revokeStatement(db: Db, userId: number, which: number[] | "all", keep?: number) {
  const conditions = [eq(sessions.user_id, userId), isNull(sessions.revoked_at)];
  if (which !== "all") {
    if (which.length !== 1) throw new Error("revokeStatement takes one id or 'all'");
    conditions.push(eq(sessions.id, which[0]!));
  }
  if (keep !== undefined) conditions.push(ne(sessions.id, keep));
  return db
    .update(sessions)
    .set({ revoked_at: new Date().toISOString() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
}

/** Revokes and closes the live sockets of those sessions. Returns the ids actually revoked. */
export async function revokeSessions(rt: Runtime, userId: number, which: number[] | "all", keep?: number) {
  const revoked = (await revokeStatement(rt.db, userId, which, keep)).map((r) => r.id);
  if (revoked.length > 0) closeSessionSockets(rt, userId, revoked);
  return revoked;
}
