// /api/auth phone verification: a 6-digit code by WhatsApp to the user's phone.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../env";
import { badRequest } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { requireAuth } from "./require-auth";
import { checkCode, issueCode } from "./codes";
import { phoneOf, setPhone, verifyPhone } from "./credentials";
import { whatsappChannel } from "../../lib/outbox";
import { clientBucket, hit, RULES } from "../../lib/rate-limit";
import { changePhoneSchema, validateCodeSchema } from "../../shared/auth-schemas";

const noPhone = () => badRequest("No tenés un teléfono cargado", "NO_PHONE");

const currentPhone = (c: Context<AppEnv>) => phoneOf(c.var.db, c.var.user.id);

/**
 * Counted before any write, so a limited request changes nothing. Per destination number too, across
 * accounts: several accounts (one person's, or a prankster's) cannot flood one phone with codes.
 */
const limitCodeSends = (c: Context<AppEnv>, phone: string) =>
  hit(c, [
    [RULES.codeSendTarget, `user:${c.var.user.id}`],
    [RULES.codeSendTarget, `phone:${phone}`],
    [RULES.codeSendIp, clientBucket(c)],
  ]);

async function sendPhoneCode(c: Context<AppEnv>, phone: string) {
  const code = await issueCode(c.var.rt, { userId: c.var.user.id, purpose: "phone", target: phone });
  await whatsappChannel(c.var.rt).send([
    {
      to: phone,
      kind: "phone-code",
      body: `Tu código de verificación de Tropero es ${code}. Vence en 10 minutos.`,
      secret: code,
    },
  ]);
}

export const phoneRoutes = new Hono<AppEnv>()
  .post("/send-code-phone", requireAuth, async (c) => {
    const phone = await currentPhone(c);
    if (!phone) throw noPhone();
    await limitCodeSends(c, phone);
    await sendPhoneCode(c, phone);
    return c.json({ ok: true as const, message: "Te enviamos un código por WhatsApp" });
  })

  .post("/validate-code", requireAuth, validate("json", validateCodeSchema), async (c) => {
    await hit(c, [
      [RULES.codeCheckIp, clientBucket(c)],
      [RULES.codeCheckTarget, `user:${c.var.user.id}`],
    ]);
    const phone = await currentPhone(c);
    if (!phone) throw noPhone();
    const userId = c.var.user.id;
    // Only a code sent to the phone the account has now counts.
    const codeId = (
      await checkCode(c.var.rt, { owner: { userId }, purpose: "phone", code: c.req.valid("json").code, target: phone })
    )?.id;
    const invalid = () => badRequest("El código es incorrecto o ya venció", "INVALID_CODE");
    if (!codeId) throw invalid();
    if (!(await verifyPhone(c.var.db, userId, phone, codeId))) throw invalid();
    return c.json({ ok: true as const, message: "Teléfono verificado", phone_verified: true });
  })

  .post("/change-phone", requireAuth, validate("json", changePhoneSchema), async (c) => {
    const { phone } = c.req.valid("json");
    await limitCodeSends(c, phone);
    await setPhone(c.var.db, c.var.user.id, phone);
    await sendPhoneCode(c, phone);
    return c.json({
      ok: true as const,
      message: "Teléfono actualizado. Te enviamos un código para verificarlo.",
      phone,
      phone_verified: false,
    });
  });
