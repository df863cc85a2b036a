// /api/auth recovery: a 6-digit code by email, checked, then exchanged for a new password.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../env";
import { badRequest } from "../../lib/errors";
import { closeSessionSockets } from "../live/live";
import { hashPassword } from "../../lib/passwords";
import { validate } from "../../lib/validate";
import { checkCode, issueCode, issueDecoyCode } from "./codes";
import { resetPassword, userIdByEmail } from "./credentials";
import { emailChannel } from "../../lib/outbox";
import { afterResponse } from "../../lib/after-response";
import { clientBucket, hit, RULES } from "../../lib/rate-limit";
import { emailOnlySchema, resetPasswordSchema, verifyRecoverySchema } from "../../shared/auth-schemas";

/** Same answer whether or not the email has an account. */
const SENT_MESSAGE = "Si el email está registrado, te enviamos un código para recuperar tu contraseña.";
const invalidCode = () => badRequest("El código es incorrecto o ya venció", "INVALID_CODE");

/**
 * The live recovery code matching `code` for `email`'s account, or a 400. Counted per address and per
 * email before anything is compared; unknown emails take the same statements and time (checkCode).
 */
async function recoveryCode(c: Context<AppEnv>, email: string, code: string) {
  await hit(c, [
    [RULES.codeCheckIp, clientBucket(c)],
    [RULES.codeCheckTarget, `email:${email}`],
  ]);
  const found = await checkCode(c.var.rt, { owner: { email }, purpose: "recovery", code, target: email });
  if (!found) throw invalidCode();
  return { userId: found.userId, codeId: found.id };
}

export const recoveryRoutes = new Hono<AppEnv>()
  .post("/send-recovery-code", validate("json", emailOnlySchema), async (c) => {
    const { email } = c.req.valid("json");
    await hit(c, [
      [RULES.codeSendTarget, `email:${email}`],
      [RULES.codeSendIp, clientBucket(c)],
    ]);
    // The answer must not tell whether the email has an account, by its content or by its time:
    // both paths hash a code and run one batch of two writes, and the delivery (an outside call,
    // or an error from it) happens after the response.
    const userId = await userIdByEmail(c.var.db, email);
    if (!userId) {
      await issueDecoyCode(c.var.rt, "recovery");
      return c.json({ ok: true as const, message: SENT_MESSAGE });
    }
    const code = await issueCode(c.var.rt, { userId, purpose: "recovery", target: email });
    afterResponse(c, "recovery code delivery", () =>
      emailChannel(c.var.rt).send([
        {
          to: email,
          kind: "recovery-code",
          subject: "Tu código para recuperar la contraseña",
          body: `Tu código de Tropero es ${code}. Vence en 10 minutos. Si no lo pediste, ignorá este mensaje.`,
          secret: code,
        },
      ]),
    );
    return c.json({ ok: true as const, message: SENT_MESSAGE });
  })

  .post("/verify-recovery-code", validate("json", verifyRecoverySchema), async (c) => {
    const { email, code } = c.req.valid("json");
    await recoveryCode(c, email, code);
    return c.json({ ok: true as const, message: "Código verificado" });
  })

  .post("/reset-password", validate("json", resetPasswordSchema), async (c) => {
    const { email, code, password } = c.req.valid("json");
    const { userId, codeId } = await recoveryCode(c, email, code);
    const password_hash = await hashPassword(password);
    // The code proves the email is theirs, so it is also verified. Every session ends.
    if (!(await resetPassword(c.var.db, userId, password_hash, codeId))) throw invalidCode();
    closeSessionSockets(c.var.rt, userId, "all");
    return c.json({ ok: true as const, message: "Contraseña actualizada. Iniciá sesión con tu nueva contraseña." });
  });
