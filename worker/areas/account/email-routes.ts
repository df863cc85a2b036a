// /api/auth email verification (docs/accounts.md): a 6-digit code mailed to the account's email proves the
// account receives mail there. A change of email is stored only once the code sent to the new address
// is checked, so nobody can take over an address they cannot read.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../env";
import { badRequest } from "../../lib/errors";
import { emailChannel, type OutgoingMessage } from "../../lib/outbox";
import { clientBucket, hit, RULES } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";
import { validateCodeSchema } from "../../shared/auth-schemas";
import { isUniqueViolation } from "../../db/db-errors";
import { checkCode, issueCode } from "./codes";
import { emailTaken, verifyEmail } from "./credentials";
import { requireAuth } from "./require-auth";

/** The email that carries a code to `email`. */
export const emailCodeMessage = (email: string, code: string): OutgoingMessage => ({
  to: email,
  kind: "email-code",
  subject: "Tu código para verificar tu email",
  body: `Tu código de verificación de Tropero es ${code}. Vence en 10 minutos. Si no lo pediste, ignorá este mensaje.`,
  secret: code,
});

/**
 * Mails a code for the account's current email, counted per user and per address before anything is
 * written. A newer code replaces the older one. (A change of email: ./email-change.ts.)
 */
async function sendEmailCode(c: Context<AppEnv>, email: string) {
  await hit(c, [
    [RULES.codeSendTarget, `user:${c.var.user.id}`],
    [RULES.codeSendTarget, `email:${email}`],
    [RULES.codeSendIp, clientBucket(c)],
  ]);
  const code = await issueCode(c.var.rt, { userId: c.var.user.id, purpose: "email", target: email });
  await emailChannel(c.var.rt).send([emailCodeMessage(email, code)]);
}

export const emailRoutes = new Hono<AppEnv>()
  .post("/send-code-email", requireAuth, async (c) => {
    if (c.var.user.email_verified) return c.json({ ok: true as const, message: "Tu email ya está verificado" });
    await sendEmailCode(c, c.var.user.email);
    return c.json({ ok: true as const, message: `Te enviamos un código a ${c.var.user.email}` });
  })

  // The code's own target is the address that becomes verified: the current email, or a new one
  // (then stored now, verified). Only the newest email code counts.
  .post("/verify-email", requireAuth, validate("json", validateCodeSchema), async (c) => {
    const userId = c.var.user.id;
    await hit(c, [
      [RULES.codeCheckIp, clientBucket(c)],
      [RULES.codeCheckTarget, `user:${userId}`],
    ]);
    const found = await checkCode(c.var.rt, { owner: { userId }, purpose: "email", code: c.req.valid("json").code });
    const invalid = () => badRequest("El código es incorrecto o ya venció", "INVALID_CODE");
    if (!found) throw invalid();
    const verified = await verifyEmail(c.var.db, userId, found.target, found.id).catch((e: unknown) => {
      throw isUniqueViolation(e) ? emailTaken() : e;
    });
    if (!verified) throw invalid();
    const changed = found.target !== c.var.user.email;
    return c.json({
      ok: true as const,
      message: changed ? "Email actualizado y verificado" : "Email verificado",
      email: found.target,
      email_verified: true as const,
    });
  });
