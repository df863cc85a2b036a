// /api/auth: log-in, sign-up, refresh, log-out, the session list and the admin activation.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { badRequest, conflict, notFound, unauthorized } from "../../lib/errors";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../../lib/passwords";
import { verifyToken } from "../../lib/tokens";
import { idParam, validate } from "../../lib/validate";
import { bearerToken, NO_TOKEN_MESSAGE, requireAuth } from "./require-auth";
import { findActivation } from "./codes";
import { clientBucket, hit, refundStatements, RULES, type Check } from "../../lib/rate-limit";
import { openSession, revokeSessions, rotateSession } from "./sessions";
import { sessionClient } from "./device";
import { isKnownAddress } from "./known-address";
import { logInSchema, refreshSchema, setInitialPasswordSchema, signUpSchema } from "../../shared/auth-schemas";
import * as z from "../../shared/zod";
import {
  accountEmail,
  insertAccount,
  lastLoginStatement,
  liveSessions,
  logInAccount,
  setInitialPassword,
} from "./credentials";
const INVALID_ACTIVATION = "El enlace de activación no es válido o ya venció";

export const credentialRoutes = new Hono<AppEnv>()
  .post("/log-in", validate("json", logInSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const db = c.var.db;
    const client = sessionClient(c);
    // The account, and whether this address (an IPv6 /64) has opened a session for it before (its own bucket).
    const user = await logInAccount(db, email, client.ip);
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
    const { token, refresh_token } = await openSession(c.var.rt, client, user.id, [
      lastLoginStatement(db, user.id),
      ...refundStatements(c, checks),
    ]);
    return c.json({ ok: true as const, message: "Sesión iniciada correctamente", token, refresh_token });
  })

  .post("/sign-up", validate("json", signUpSchema), async (c) => {
    const body = c.req.valid("json");
    // Counted before anything else, so "email taken" cannot be probed at will either.
    await hit(c, [[RULES.signUpIp, clientBucket(c)]]);
    const created = await insertAccount(c.var.db, {
      email: body.email,
      password_hash: await hashPassword(body.password),
      first_name: body.first_name,
      last_name: body.last_name,
      phone: body.phone,
    });
    if (created === undefined) throw conflict("Ya existe una cuenta con ese email", "EMAIL_TAKEN");
    const { token, refresh_token } = await openSession(c.var.rt, sessionClient(c), created);
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
    const rows = await liveSessions(c.var.db, c.var.user.id);
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
    const [activation, userEmail] = await Promise.all([
      findActivation(c.var.db, { userId, jti: claims.jti }),
      accountEmail(db, userId),
    ]);
    if (!activation || userEmail === null) throw unauthorized(INVALID_ACTIVATION, "INVALID_ACTIVATION");
    const { email, password } = c.req.valid("json");
    if (userEmail !== email) throw badRequest("El email no coincide con el de la invitación", "EMAIL_MISMATCH");
    const password_hash = await hashPassword(password);
    // The password is written only while the token is unused, in the same transaction that uses it.
    if (!(await setInitialPassword(db, userId, password_hash, activation.id))) {
      throw unauthorized(INVALID_ACTIVATION, "INVALID_ACTIVATION");
    }
    const { token, refresh_token } = await openSession(c.var.rt, sessionClient(c), userId, [
      lastLoginStatement(db, userId),
    ]);
    return c.json({ ok: true as const, message: "Contraseña creada. ¡Bienvenido a Tropero!", token, refresh_token });
  });
