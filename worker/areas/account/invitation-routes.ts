// /api/invitation: the signed-in user's side of invitations (docs/accounts.md): list the pending ones for their
// verified email, accept or decline from the app, or accept the emailed link's token.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { idParam, validate } from "../../lib/validate";
import { acceptTokenSchema } from "../../shared/auth-schemas";
import * as z from "../../shared/zod";
import { acceptInvitation, declineInvitation, invitationsFor } from "../organization/invitations";
import { requireAuth } from "./require-auth";

const idParams = z.object({ id: idParam });
const accepted = (name: string) => `Te sumaste a ${name}`;

export const invitationRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)

  .get("/", async (c) => {
    const invitations = await invitationsFor(c.var.db, c.var.user);
    return c.json({ ok: true as const, email_verified: c.var.user.email_verified, invitations });
  })

  .post("/accept-token", validate("json", acceptTokenSchema), async (c) => {
    const result = await acceptInvitation(c.var.rt, c.var.user, { token: c.req.valid("json").token });
    return c.json({ ok: true as const, message: accepted(result.organization.name), ...result });
  })

  .post("/:id/accept", validate("param", idParams), async (c) => {
    const result = await acceptInvitation(c.var.rt, c.var.user, { id: c.req.valid("param").id });
    return c.json({ ok: true as const, message: accepted(result.organization.name), ...result });
  })

  .post("/:id/decline", validate("param", idParams), async (c) => {
    await declineInvitation(c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ ok: true as const, message: "Invitación rechazada" });
  });
