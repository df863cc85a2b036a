// /api/lot (SPEC.md §7 Lots): the lot list with stock, EV/ha and deaths; structure for owners and admins;
// the lot animal operations live in ./lot/animals.ts.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { idParam, validate } from "../lib/validate";
import { requireAuth } from "../middleware/auth";
import { memberOf } from "../middleware/organization";
import { createLot, deleteLot, editLot, loadLots, lotForMember, reorderLots } from "../services/herd-lots";
import { lotBody, lotEditBody, lotOrderBody } from "../shared/herd-schemas";
import { z } from "../shared/zod";
import { lotAnimalRoutes } from "./lot/animals";

const orgParam = z.object({ orgId: idParam });

export const lotRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .get("/info/:orgId", memberOf("orgId"), validate("param", orgParam), async (c) => {
    return c.json({ ok: true as const, lots: await loadLots(c, c.req.valid("param").orgId) });
  })
  .get("/details/:id", validate("param", z.object({ id: idParam })), async (c) => {
    const { lot } = await lotForMember(c, c.req.valid("param").id);
    return c.json({ ok: true as const, lot });
  })
  .post(
    "/create/:orgId",
    memberOf("orgId", "admin"),
    validate("param", orgParam),
    validate("json", lotBody),
    async (c) => {
      const lot = await createLot(c, c.req.valid("param").orgId, c.req.valid("json"));
      return c.json({ ok: true as const, lot }, 201);
    },
  )
  .put(
    "/order/:orgId",
    memberOf("orgId", "admin"),
    validate("param", orgParam),
    validate("json", lotOrderBody),
    async (c) => {
      const lots = await reorderLots(c, c.req.valid("param").orgId, c.req.valid("json"));
      return c.json({ ok: true as const, lots });
    },
  )
  .delete(
    "/delete/:orgId/:lotId",
    memberOf("orgId", "admin"),
    validate("param", z.object({ orgId: idParam, lotId: idParam })),
    async (c) => {
      const { orgId, lotId } = c.req.valid("param");
      await deleteLot(c, orgId, lotId);
      return c.json({ ok: true as const, lotId });
    },
  )
  .put("/edit/:id", validate("param", z.object({ id: idParam })), validate("json", lotEditBody), async (c) => {
    const lot = await editLot(c, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ ok: true as const, lot });
  })
  .route("/", lotAnimalRoutes);
