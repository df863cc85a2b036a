// Bearer-token authentication: verifies the access JWT and that its session is still live,
// in one query, then exposes c.var.user and c.var.sessionId.
import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { sessions, users } from "../../db/schema";
import type { AppEnv, AuthUser, PendingSession } from "../../env";
import { forbidden, unauthorized } from "../../lib/errors";
import { verifyToken } from "../../lib/tokens";

export const NO_TOKEN_MESSAGE = "No authentication token";

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Resolves an access token to its live session's user, or null. Shared with the socket door. */
export async function userForAccessToken(c: { env: AppEnv["Bindings"]; var: AppEnv["Variables"] }, token: string) {
  const claims = await verifyToken(c.env.JWT_SECRET, token, "access");
  if (!claims) return null;
  const rows = await c.var.db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      email_verified: users.email_verified,
      is_super_admin: users.is_super_admin,
      sessionId: sessions.id,
      sessionExpiresAt: sessions.expires_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.id, claims.sid!),
        eq(sessions.user_id, Number(claims.sub)),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, new Date().toISOString()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Middlewares of routes that read the session with their own first statement (requireAuth defers to them). */
const lateRoutes = new WeakSet<MiddlewareHandler<AppEnv>>();

/**
 * Marks a route's door as reading the session itself, in the same statement as its first read (sessionColumn):
 * requireAuth then only verifies the token and leaves c.var.pendingSession, which saves the request a D1
 * round trip. The door must call settleSession with what it read (or confirmSession) before anything else.
 */
export function lateSession<M extends (c: never, next: never) => unknown>(middleware: M): M {
  lateRoutes.add(middleware as unknown as MiddlewareHandler<AppEnv>);
  return middleware;
}

const INVALID_SESSION = () => unauthorized("Token inválido o sesión expirada", "INVALID_TOKEN");

/** The session's user as one JSON column (null: no live session), for a late route's first statement. */
export function sessionColumn(session: PendingSession): SQL {
  return sql`(SELECT json_object('id', u.id, 'email', u.email, 'first_name', u.first_name, 'last_name', u.last_name,
      'email_verified', u.email_verified, 'is_super_admin', u.is_super_admin)
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = ${session.id} AND s.user_id = ${session.userId} AND s.revoked_at IS NULL
      AND s.expires_at > ${new Date().toISOString()} LIMIT 1)`;
}

type AuthContext = Context<AppEnv>;

/** Sets c.var.user from sessionColumn's value, or refuses (401) a session that is gone. */
export function settleSession(c: AuthContext, column: unknown): AuthUser {
  if (typeof column !== "string") throw INVALID_SESSION();
  const row = JSON.parse(column) as Record<string, unknown>;
  const user: AuthUser = {
    id: Number(row.id),
    email: String(row.email),
    first_name: String(row.first_name),
    last_name: String(row.last_name),
    email_verified: row.email_verified === 1 || row.email_verified === true,
    is_super_admin: row.is_super_admin === 1 || row.is_super_admin === true,
  };
  c.set("user", user);
  c.set("sessionId", c.var.pendingSession.id);
  return user;
}

/** On a late route, reads the session now (one statement) when the route answers before its first read. */
export async function confirmSession(c: AuthContext): Promise<void> {
  if (c.var.user || !c.var.pendingSession) return;
  const [row] = await c.var.db.all<{ session: unknown }>(sql`SELECT ${sessionColumn(c.var.pendingSession)} AS session`);
  settleSession(c, row?.session);
}

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) throw unauthorized(NO_TOKEN_MESSAGE, "NO_TOKEN");
  if (matchedRoutes(c).some((route) => lateRoutes.has(route.handler as MiddlewareHandler<AppEnv>))) {
    const claims = await verifyToken(c.env.JWT_SECRET, token, "access");
    if (!claims) throw INVALID_SESSION();
    c.set("pendingSession", { id: claims.sid!, userId: Number(claims.sub) });
    return next();
  }
  const row = await userForAccessToken(c, token);
  if (!row) throw INVALID_SESSION();
  const { sessionId, sessionExpiresAt: _expires, ...user } = row;
  c.set("user", user);
  c.set("sessionId", sessionId);
  await next();
});

export const requireSuperAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user?.is_super_admin) throw forbidden("Solo para super administradores", "SUPER_ADMIN_ONLY");
  await next();
});
