// /api/auth account changes that need the current password: password, email (confirmed by a code,
// ./email-routes.ts), deleting the account.
import { Hono, type Context } from "hono";
import { deleteAccount } from "./account-deletion";
import type { AppEnv } from "../../env";
import { badRequest, conflict } from "../../lib/errors";
import { emailChangeMessage, requestEmailChange } from "./email-change";
import { closeSessionSockets } from "../live/live";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { validate } from "../../lib/validate";
import { requireAuth } from "./require-auth";
import { broadcastOrganization, organizationSummaries } from "../organization/org-summaries";
import { deleteOrganizationObjects } from "../organization/storage/storage-objects";
import { hit, refundStatements, RULES, type Check } from "../../lib/rate-limit";
import { changePassword, passwordHashOf } from "./credentials";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema } from "../../shared/auth-schemas";

/**
 * Checks the caller's password, counted like a failed log-in so a stolen session cannot guess it.
 * A wrong password is 400, not 401: the SPA treats every 401 as "session over" (docs/client-rules.md).
 */
async function assertPassword(c: Context<AppEnv>, password: string) {
  const checks: Check[] = [[RULES.passwordCheck, `user:${c.var.user.id}`]];
  // Reserved before hashing (parallel guesses cannot pass the limit); its own bucket, so failed
  // log-ins by someone else never block the signed-in owner.
  await hit(c, checks);
  if (!(await verifyPassword(password, await passwordHashOf(c.var.db, c.var.user.id)))) {
    throw badRequest("La contraseña es incorrecta", "WRONG_PASSWORD");
  }
  await Promise.all(refundStatements(c, checks));
}

export const accountRoutes = new Hono<AppEnv>()
  .post("/change-password", requireAuth, validate("json", changePasswordSchema), async (c) => {
    const { current_password, new_password } = c.req.valid("json");
    await assertPassword(c, current_password);
    const userId = c.var.user.id;
    // Other sessions end: whoever knew the old password is signed out everywhere but here.
    const hash = await hashPassword(new_password);
    const revoked = await changePassword(c.var.db, userId, hash, c.var.sessionId);
    if (revoked.length > 0)
      closeSessionSockets(
        c.var.rt,
        userId,
        revoked.map((r) => r.id),
      );
    return c.json({ ok: true as const, message: "Contraseña actualizada" });
  })

  // The new address is stored only when the code mailed to it is checked (POST /auth/verify-email); a
  // taken address gets the same answer and no code (./email-change.ts).
  .post("/change-email", requireAuth, validate("json", changeEmailSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    await assertPassword(c, password);
    if (email === c.var.user.email) throw badRequest("Ese ya es tu email", "SAME_EMAIL");
    await requestEmailChange(c, email);
    return c.json({ ok: true as const, message: emailChangeMessage(email), pending_email: email });
  })

  .delete("/delete-account", requireAuth, validate("json", deleteAccountSchema), async (c) => {
    await assertPassword(c, c.req.valid("json").password);
    const userId = c.var.user.id;
    const { deleted, memberships, orphaned, gone } = await deleteAccount(c.var.db, userId);
    if (orphaned) {
      throw conflict(
        `Sos el único propietario de "${orphaned.name}". Transferí la propiedad a otro miembro antes de eliminar tu cuenta.`,
        "SOLE_OWNER",
      );
    }
    // Not deleted and nothing orphaned: a parallel request of the same account deleted it first.
    if (deleted) {
      // The organizations that went with the account: their rows cascaded, their uploads' objects follow.
      c.var.rt.waitUntil(deleteOrganizationObjects(c.env.FILES, gone));
      closeSessionSockets(
        c.var.rt,
        userId,
        "all",
        memberships.map((m) => m.id),
      );
      const shared = memberships.filter((m) => m.others > 0).map((m) => m.id);
      for (const summary of await organizationSummaries(c.var.db, shared))
        await broadcastOrganization(c.var.rt, summary.id, summary);
    }
    return c.json({ ok: true as const, message: "Tu cuenta fue eliminada" });
  });
