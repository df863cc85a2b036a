// A change of email asked for (POST /auth/change-email, after the password check): a code goes to the new
// address only when no other account has it, yet the answer is the same either way, in its status,
// body, D1 statements and time, so the route never tells which emails have an account. The user
// learns of a clash only by the code never arriving (or, if the address is taken meanwhile, at
// verification: one 409 message).
import { and, eq, ne } from "drizzle-orm";
import type { Context } from "hono";
import { users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { afterResponse } from "../../lib/after-response";
import { emailChannel } from "../../lib/outbox";
import { clientBucket, hit, RULES } from "../../lib/rate-limit";
import { issueCode, issueDecoyCode } from "./codes";
import { emailCodeMessage } from "./email-routes";

/** The one answer, whether the address is free or taken. */
export const emailChangeMessage = (email: string) =>
  `Si ${email} no está en uso por otra cuenta, te enviamos ahí un código. Ingresalo para confirmar el cambio.`;

export async function requestEmailChange(c: Context<AppEnv>, email: string): Promise<void> {
  const userId = c.var.user.id;
  // Reserved before the lookup and counted the same for taken and free addresses, so parallel probes
  // cannot pass the limits and a 429 tells nothing either.
  await hit(c, [
    [RULES.emailChangeUser, `user:${userId}`],
    [RULES.emailChangeIp, clientBucket(c)],
    [RULES.codeSendTarget, `user:${userId}`],
    [RULES.codeSendTarget, `email:${email}`],
    [RULES.codeSendIp, clientBucket(c)],
  ]);
  const [taken] = await c.var.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (taken) {
    // Same statements as a real code (and the user's older email code ends too), nothing stored or sent.
    await issueDecoyCode(c.var.rt, "email", userId);
    return;
  }
  const code = await issueCode(c.var.rt, { userId, purpose: "email", target: email });
  // After the answer, so a delivery's time, statements or failure never set a free address apart.
  afterResponse(c, "email change code delivery", () => emailChannel(c.var.rt).send([emailCodeMessage(email, code)]));
}
