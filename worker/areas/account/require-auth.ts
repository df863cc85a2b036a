// Bearer-token authentication: verifies the access JWT and that its session is still live,
// in one query, then exposes c.var.user and c.var.sessionId.
import { and, eq, gt, isNull } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { sessions, users } from "../../db/schema";
import type { AppEnv } from "../../env";
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

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) throw unauthorized(NO_TOKEN_MESSAGE, "NO_TOKEN");
  const row = await userForAccessToken(c, token);
  if (!row) throw unauthorized("Token inválido o sesión expirada", "INVALID_TOKEN");
  const { sessionId, sessionExpiresAt: _expires, ...user } = row;
  c.set("user", user);
  c.set("sessionId", sessionId);
  await next();
});

export const requireSuperAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user?.is_super_admin) throw forbidden("Solo para super administradores", "SUPER_ADMIN_ONLY");
  await next();
});
