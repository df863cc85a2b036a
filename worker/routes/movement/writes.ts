// POST / PUT / DELETE routes of /api/movement: both path families of SPEC.md §7 share one handler per kind.
import { Hono } from "hono";
import { createFactory } from "hono/factory";
import type { AppEnv } from "../../env";
import { idParam, validate } from "../../lib/validate";
import { memberOf } from "../../middleware/organization";
import { createMovement, deleteMovement, editMovement } from "../../services/herd-movements";
import { movementBodySchemas, type MovementBody, type MovementBodyKind } from "../../shared/movement-schemas";
import { z } from "../../shared/zod";

const factory = createFactory<AppEnv>();
const editParams = z.object({ org: idParam, id: idParam });

/** POST .../{org}: any member records a movement of `kind`. */
export const createHandlers = <K extends MovementBodyKind>(kind: K) =>
  factory.createHandlers(memberOf(), validate("json", movementBodySchemas[kind]), async (c) => {
    const { movement } = await createMovement(c, kind, c.req.valid("json") as MovementBody<K>);
    return c.json({ ok: true as const, movement }, 201);
  });

/** PUT .../{org}/{id}: its author, or an owner or admin, replaces a movement of `kind`. */
const editHandlers = <K extends MovementBodyKind>(kind: K) =>
  factory.createHandlers(validate("param", editParams), validate("json", movementBodySchemas[kind]), async (c) => {
    const { org, id } = c.req.valid("param");
    const movement = await editMovement(c, kind, org, id, c.req.valid("json") as MovementBody<K>);
    return c.json({ ok: true as const, movement });
  });

export const movementWriteRoutes = new Hono<AppEnv>()
  // The load-* family.
  .post("/load-rain/:org", ...createHandlers("RAIN"))
  .post("/load-frost/:org", ...createHandlers("FROST"))
  .post("/load-buy/:org", ...createHandlers("BUY"))
  .post("/load-sell/:org", ...createHandlers("SELL"))
  .post("/load-recategorization/:org", ...createHandlers("RECATEGORIZATION"))
  .post("/change-rodeo/:org", ...createHandlers("CHANGE_RODEO"))
  .post("/load-transfer/:org", ...createHandlers("TRANSFER"))
  .post("/treatment/:org", ...createHandlers("TREATMENT"))
  .post("/load-asset/:org", ...createHandlers("ASSET"))
  .post("/load-medicine/:org", ...createHandlers("MEDICINE"))
  .post("/load-birth/:org", ...createHandlers("BIRTH"))
  // Supplies taken out of stock (not in SPEC.md §7, whose asset paths are not shown).
  .post("/asset-consumption/:org", ...createHandlers("ASSET_CONSUMPTION"))
  // The newer family.
  .post("/pregnancy-diagnosis/:org", ...createHandlers("PREGNANCY_DIAGNOSIS"))
  .post("/birth/:org", ...createHandlers("BIRTH"))
  .post("/abortion/:org", ...createHandlers("ABORTION"))
  .post("/weaning/:org", ...createHandlers("WEANING"))
  .post("/purchase/:org", ...createHandlers("BUY"))
  .post("/sell/:org", ...createHandlers("SELL"))
  .post("/death/:org", ...createHandlers("DEATH"))
  .post("/weighing/:org", ...createHandlers("WEIGHING"))
  .post("/consumption/:org", ...createHandlers("CONSUMPTION"))
  .post("/transfer/incoming/:org", ...createHandlers("TRANSFER"))
  .post("/transfer/outgoing/:org", ...createHandlers("OUTGOING_TRANSFER"))
  .post("/recategorization/:org", ...createHandlers("RECATEGORIZATION"))
  .post("/weather/rain/:org", ...createHandlers("RAIN"))
  .post("/weather/frost/:org", ...createHandlers("FROST"))
  .post("/weather/extreme-temperature/:org", ...createHandlers("EXTREME_TEMPERATURE"))
  .post("/weather/hail/:org", ...createHandlers("HAIL"))
  .post("/rodeo/move/:org", ...createHandlers("CHANGE_RODEO"))
  // Edits, newer family.
  .put("/purchase/:org/:id", ...editHandlers("BUY"))
  .put("/sell/:org/:id", ...editHandlers("SELL"))
  .put("/birth/:org/:id", ...editHandlers("BIRTH"))
  .put("/death/:org/:id", ...editHandlers("DEATH"))
  .put("/recategorization/:org/:id", ...editHandlers("RECATEGORIZATION"))
  .put("/transfer/incoming/:org/:id", ...editHandlers("TRANSFER"))
  .put("/transfer/outgoing/:org/:id", ...editHandlers("OUTGOING_TRANSFER"))
  .put("/change-rodeo/:org/:id", ...editHandlers("CHANGE_RODEO"))
  .put("/weighing/:org/:id", ...editHandlers("WEIGHING"))
  .put("/abortion/:org/:id", ...editHandlers("ABORTION"))
  .put("/consumption/:org/:id", ...editHandlers("CONSUMPTION"))
  .put("/weaning/:org/:id", ...editHandlers("WEANING"))
  .put("/pregnancy-diagnosis/:org/:id", ...editHandlers("PREGNANCY_DIAGNOSIS"))
  .put("/weather/rain/:org/:id", ...editHandlers("RAIN"))
  .put("/weather/frost/:org/:id", ...editHandlers("FROST"))
  .put("/weather/extreme-temperature/:org/:id", ...editHandlers("EXTREME_TEMPERATURE"))
  .put("/weather/hail/:org/:id", ...editHandlers("HAIL"))
  .put("/treatment/:org/:id", ...editHandlers("TREATMENT"))
  .put("/rodeo/move/:org/:id", ...editHandlers("CHANGE_RODEO"))
  .put("/asset-consumption/:org/:id", ...editHandlers("ASSET_CONSUMPTION"))
  // Edits, the /{a}/{b} family of the load-* paths.
  .put("/load-rain/:org/:id", ...editHandlers("RAIN"))
  .put("/load-frost/:org/:id", ...editHandlers("FROST"))
  .put("/load-buy/:org/:id", ...editHandlers("BUY"))
  .put("/load-sell/:org/:id", ...editHandlers("SELL"))
  .put("/load-birth/:org/:id", ...editHandlers("BIRTH"))
  .put("/load-asset/:org/:id", ...editHandlers("ASSET"))
  .put("/load-medicine/:org/:id", ...editHandlers("MEDICINE"))
  .put("/load-recategorization/:org/:id", ...editHandlers("RECATEGORIZATION"))
  .put("/load-transfer/:org/:id", ...editHandlers("TRANSFER"))
  .put("/rodeo/:org/:id", ...editHandlers("CHANGE_RODEO"))
  .delete("/delete/:org/:movementId", validate("param", z.object({ org: idParam, movementId: idParam })), async (c) => {
    const { org, movementId } = c.req.valid("param");
    const movement = await deleteMovement(c, org, movementId);
    return c.json({ ok: true as const, movement });
  });
