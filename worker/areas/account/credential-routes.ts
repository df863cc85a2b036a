// /api/auth: log-in, sign-up, refresh, log-out, the session list and the admin activation.
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { sessions, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { badRequest, conflict, notFound, unauthorized } from "../../lib/errors";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../../lib/passwords";
import { verifyToken } from "../../lib/tokens";
import { idParam, validate } from "../../lib/validate";
import { bearerToken, NO_TOKEN_MESSAGE, requireAuth } from "./require-auth";
import { codeStillUnused, consumeCode, findActivation } from "./codes";
import { clientBucket, hit, refundStatements, RULES, type Check } from "../../lib/rate-limit";
import { openSession, revokeSessions, rotateSession } from "./sessions";
import { sessionClient } from "./device";
import { isKnownAddress, knownAddressCandidates } from "./known-address";
import { logInSchema, refreshSchema, setInitialPasswordSchema, signUpSchema } from "../../shared/auth-schemas";
import { z } from "../../shared/zod";
import { auditWrite } from "../admin/audit";

const MAX_LISTED_SESSIONS = 100;
const INVALID_ACTIVATION = "El enlace de activación no es válido o ya venció";

export const credentialRoutes = new Hono<AppEnv>()
  .post("/log-in", validate("json", logInSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const db = c.var.db;
    const client = sessionClient(c);
    // The account, and whether this address (an IPv6 /64) has opened a session for it before (its own bucket).
    const [user] = await db
      .select({ id: users.id, password_hash: users.password_hash, seen: knownAddressCandidates(client.ip) })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    const bucket = clientBucket(c);
    const checks: Check[] = [
      [RULES.loginAccount, isKnownAddress(user?.seen, client.ip) ? `${email}|${bucket}` : email],
      [RULES.loginIp, bucket],
    ];
    // The try is reserved before the slow hash, so a parallel burst cannot hash past the limit.
    await hit(c, checks);
    // Unknown emails and accounts without a password still pay for one hash, so timing reveals nothing.
    const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user?.password_hash || !valid) throw unauthorized("Email o contraseña incorrectos", "INVALID_CREDENTIALS");
    const now = new Date().toISOString();
    const { token, refresh_token } = await openSession(c.var.rt, client, user.id, [
      db.update(users).set({ last_login: now }).where(eq(users.id, user.id)),
      ...refundStatements(c, checks),
    ]);
    return c.json({ ok: true as const, message: "Sesión iniciada correctamente", token, refresh_token });
  })

  .post("/sign-up", validate("json", signUpSchema), async (c) => {
    const body = c.req.valid("json");
    // Counted before anything else, so "email taken" cannot be probed at will either.
    await hit(c, [[RULES.signUpIp, clientBucket(c)]]);
    const now = new Date().toISOString();
    const [created] = await c.var.db
      .insert(users)
      .values({
        email: body.email,
        password_hash: await hashPassword(body.password),
        first_name: body.first_name,
        last_name: body.last_name,
        phone: body.phone,
        last_login: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw conflict("Ya existe una cuenta con ese email", "EMAIL_TAKEN");
    const { token, refresh_token } = await openSession(c.var.rt, sessionClient(c), created.id);
    return c.json({ ok: true as const, message: "Cuenta creada correctamente", token, refresh_token }, 201);
  })

  .post("/refresh-token", validate("json", refreshSchema), async (c) => {
    const tokens = await rotateSession(c.var.rt, c.req.valid("json").refresh_token);
    return c.json({ ok: true as const, ...tokens });
  })

  .post("/log-out", requireAuth, async (c) => {
    await revokeSessions(c.var.rt, c.var.user.id, [c.var.sessionId]);
    return c.json({ ok: true as const, message: "Sesión cerrada" });
  })

  .get("/session", requireAuth, async (c) => {
    const rows = await c.var.db
      .select({
        id: sessions.id,
        device: sessions.device,
        created_at: sessions.created_at,
        last_used_at: sessions.last_used_at,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.user_id, c.var.user.id),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, new Date().toISOString()),
        ),
      )
      .orderBy(desc(sessions.last_used_at), desc(sessions.id))
      .limit(MAX_LISTED_SESSIONS);
    return c.json({ ok: true as const, sessions: rows.map((s) => ({ ...s, current: s.id === c.var.sessionId })) });
  })

  .delete("/session/:id", requireAuth, validate("param", z.object({ id: idParam })), async (c) => {
    const revoked = await revokeSessions(c.var.rt, c.var.user.id, [c.req.valid("param").id]);
    if (revoked.length === 0) throw notFound("Sesión no encontrada", "SESSION_NOT_FOUND");
    return c.json({ ok: true as const, message: "Sesión cerrada" });
  })

  // The bearer here is the activation link's token (typ 'activation'), never a session token.
  .post("/admin/set-initial-password", validate("json", setInitialPasswordSchema), async (c) => {
    const raw = bearerToken(c.req.header("Authorization"));
    if (!raw) throw unauthorized(NO_TOKEN_MESSAGE, "NO_TOKEN");
    const claims = await verifyToken(c.env.JWT_SECRET, raw, "activation");
    if (!claims?.jti) throw unauthorized(INVALID_ACTIVATION, "INVALID_ACTIVATION");
    const userId = Number(claims.sub);
    const db = c.var.db;
    const [activation, [user]] = await Promise.all([
      findActivation(c.var.db, { userId, jti: claims.jti }),
      db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1),
    ]);
    if (!activation || !user) throw unauthorized(INVALID_ACTIVATION, "INVALID_ACTIVATION");
    const { email, password } = c.req.valid("json");
    if (user.email !== email) throw badRequest("El email no coincide con el de la invitación", "EMAIL_MISMATCH");
    const password_hash = await hashPassword(password);
    // The password is written only while the token is unused, in the same transaction that uses it.
    const [, used] = await db.batch([
      db
        .update(users)
        .set({ password_hash, email_verified: true, updated_at: new Date().toISOString() })
        .where(and(eq(users.id, userId), codeStillUnused(activation.id))),
      consumeCode(c.var.db, activation.id),
      // The account's owner sets it through the super admin's activation link: kept in the same trail.
      auditWrite(db, userId, { action: "set-initial-password", target_type: "user", target_id: userId }),
    ]);
    if (used.length === 0) throw unauthorized(INVALID_ACTIVATION, "INVALID_ACTIVATION");
    const { token, refresh_token } = await openSession(c.var.rt, sessionClient(c), userId, [
      db.update(users).set({ last_login: new Date().toISOString() }).where(eq(users.id, userId)),
    ]);
    return c.json({ ok: true as const, message: "Contraseña creada. ¡Bienvenido a Tropero!", token, refresh_token });
  });
