// /api/lot (docs/herd.md): the lot list with stock, EV/ha and deaths; structure for owners and admins;
// the lot animal operations live in ./lot-animal-routes.ts, boundaries in ./boundary-routes.ts, the map's
// figures in ./map-figure-routes.ts.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { idParam, validate } from "../../../lib/validate";
import { requireAuth } from "../../account/require-auth";
import { assertManages } from "../../organization/access";
import { pathDoor, scopeOf } from "../../organization/door";
import { enterLot } from "./lot-door";
import { createLot, deleteLot, editLot, loadLots, reorderLots } from "./lots";
import { lotBody, lotEditBody, lotOrderBody } from "../../../shared/herd-schemas";
import * as z from "../../../shared/zod";
import { lotAnimalRoutes } from "./lot-animal-routes";
import { boundaryRoutes } from "./boundary-routes";
import { mapFigureRoutes } from "./map-figure-routes";

const orgParam = z.object({ orgId: idParam });

export const lotRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .get(...pathDoor("/info/:orgId", "orgId"), validate("param", orgParam), async (c) => {
    return c.json({ ok: true as const, lots: await loadLots(c.var.db, c.req.valid("param").orgId) });
  })
  .get("/details/:id", validate("param", z.object({ id: idParam })), async (c) => {
    const { lot } = await enterLot(c, c.req.valid("param").id);
    return c.json({ ok: true as const, lot });
  })
  .post(
    ...pathDoor("/create/:orgId", "orgId", "admin"),
    validate("param", orgParam),
    validate("json", lotBody),
    async (c) => {
      const lot = await createLot(scopeOf(c), c.req.valid("json"));
      return c.json({ ok: true as const, lot }, 201);
    },
  )
  .put(
    ...pathDoor("/order/:orgId", "orgId", "admin"),
    validate("param", orgParam),
    validate("json", lotOrderBody),
    async (c) => {
      const lots = await reorderLots(scopeOf(c), c.req.valid("json"));
      return c.json({ ok: true as const, lots });
    },
  )
  .delete(
    ...pathDoor("/delete/:orgId/:lotId", "orgId", "admin"),
    validate("param", z.object({ orgId: idParam, lotId: idParam })),
    async (c) => {
      const { lotId } = c.req.valid("param");
      await deleteLot(scopeOf(c), lotId);
      return c.json({ ok: true as const, lotId });
    },
  )
  .put("/edit/:id", validate("param", z.object({ id: idParam })), validate("json", lotEditBody), async (c) => {
    const { lot: current, scope } = await enterLot(c, c.req.valid("param").id);
    assertManages(scope.role, "Solo propietarios y administradores gestionan lotes");
    const lot = await editLot(scope, current, c.req.valid("json"));
    return c.json({ ok: true as const, lot });
  })
  .route("/", boundaryRoutes)
  .route("/", mapFigureRoutes)
  .route("/", lotAnimalRoutes);
