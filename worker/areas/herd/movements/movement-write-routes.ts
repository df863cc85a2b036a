// POST / PUT / DELETE routes of /api/movement: both path families (the named kinds and the older load-*, docs/herd.md) share one handler per kind.
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { createFactory } from "hono/factory";
import type { AppEnv } from "../../../env";
import { notFound } from "../../../lib/errors";
import { idParam, validate } from "../../../lib/validate";
import { pathDoor, resourceDoor, type PathParam } from "../../organization/door";
import { assertMayEditRecord } from "../../organization/record-rules";
import { movementDoorRow } from "./movement-door-row";
import { createMovement, deleteMovement, editMovement } from "./movements";
import {
  movementBodySchemas,
  type MovementBody,
  type MovementBodyInput,
  type MovementBodyKind,
} from "../../../shared/movement-schemas";
import * as z from "../../../shared/zod";
import { assertMayWrite } from "./movement-rules";

const factory = createFactory<AppEnv>();

const editParams = z.object({ org: idParam, id: idParam });

/**
 * The JSON a kind's route takes and hands on, as the route's type: through the generic kind the validator's own
 * types come out `unknown`, and the SPA's typed client checks each kind's body against this (docs/spa-data.md).
 */
type KindCheck<P extends string, K extends MovementBodyKind> = MiddlewareHandler<
  AppEnv,
  P,
  { in: { json: MovementBodyInput<K> }; out: { json: MovementBody<K> } }
>;

/**
 * POST .../{org}: any member records a movement of `kind` (every create path ends in /:org). The membership
 * is read with the movement's context (pathDoor.late), so a create costs the session, one read and its batch.
 */
export const createRoute = <P extends `${string}/:org`, K extends MovementBodyKind>(path: P, kind: K) => {
  const [route, org, valid] = pathDoor.late(path, "org" as PathParam<P>, "json", movementBodySchemas[kind]);
  return [
    route,
    ...factory.createHandlers(org, valid as KindCheck<P, K>, async (c) => {
      const body = c.req.valid("json");
      const scope = c.var.admission((role) => assertMayWrite(role, kind, body));
      const { movement, replayed } = await createMovement(scope, kind, body);
      // A repeat of an already recorded client_id (docs/offline.md) answers that movement: 200, nothing new.
      return c.json({ ok: true as const, movement }, replayed ? 200 : 201);
    }),
  ] as const;
};

/**
 * The movement door of an edit or delete: the caller's role in `orgId` and its movement `id`, one statement.
 * Not a member → 403; no live movement there → 404 (another organization's id reveals nothing); someone
 * else's record without owner/admin role → 403 (record-rules.ts).
 */
async function enterMovement(c: Context<AppEnv>, orgId: number, id: number) {
  const { role, movement } = await movementDoorRow(c.var.db, c.var.user.id, orgId, id);
  const scope = resourceDoor(c, { organization_id: orgId, role });
  if (!movement?.id || movement.deleted) throw notFound("El registro no existe o fue eliminado", "MOVEMENT_NOT_FOUND");
  assertMayEditRecord("movement", scope, movement.created_by);
  return { scope, before: movement };
}

/** PUT .../{org}/{id}: its author, or an owner or admin, replaces a movement of `kind` (movement door). */
const editHandlers = <K extends MovementBodyKind>(kind: K) =>
  factory.createHandlers(
    validate("param", editParams),
    validate("json", movementBodySchemas[kind]) as KindCheck<string, K>,
    async (c) => {
      const { org, id } = c.req.valid("param");
      const { scope, before } = await enterMovement(c, org, id);
      assertMayWrite(scope.role, kind, c.req.valid("json"));
      const movement = await editMovement(scope, kind, before, c.req.valid("json"));
      return c.json({ ok: true as const, movement });
    },
  );

export const movementWriteRoutes = new Hono<AppEnv>()
  // The load-* family.
  .post(...createRoute("/load-rain/:org", "RAIN"))
  .post(...createRoute("/load-frost/:org", "FROST"))
  .post(...createRoute("/load-buy/:org", "BUY"))
  .post(...createRoute("/load-sell/:org", "SELL"))
  .post(...createRoute("/load-recategorization/:org", "RECATEGORIZATION"))
  .post(...createRoute("/change-rodeo/:org", "CHANGE_RODEO"))
  .post(...createRoute("/load-transfer/:org", "TRANSFER"))
  .post(...createRoute("/treatment/:org", "TREATMENT"))
  .post(...createRoute("/load-asset/:org", "ASSET"))
  .post(...createRoute("/load-medicine/:org", "MEDICINE"))
  .post(...createRoute("/load-birth/:org", "BIRTH"))
  // Supplies taken out of stock (docs/supplies.md).
  .post(...createRoute("/asset-consumption/:org", "ASSET_CONSUMPTION"))
  // The newer family.
  .post(...createRoute("/pregnancy-diagnosis/:org", "PREGNANCY_DIAGNOSIS"))
  .post(...createRoute("/birth/:org", "BIRTH"))
  .post(...createRoute("/abortion/:org", "ABORTION"))
  .post(...createRoute("/weaning/:org", "WEANING"))
  .post(...createRoute("/purchase/:org", "BUY"))
  .post(...createRoute("/sell/:org", "SELL"))
  .post(...createRoute("/death/:org", "DEATH"))
  .post(...createRoute("/weighing/:org", "WEIGHING"))
  .post(...createRoute("/consumption/:org", "CONSUMPTION"))
  .post(...createRoute("/transfer/incoming/:org", "TRANSFER"))
  .post(...createRoute("/transfer/outgoing/:org", "OUTGOING_TRANSFER"))
  .post(...createRoute("/recategorization/:org", "RECATEGORIZATION"))
  .post(...createRoute("/weather/rain/:org", "RAIN"))
  .post(...createRoute("/weather/frost/:org", "FROST"))
  .post(...createRoute("/weather/extreme-temperature/:org", "EXTREME_TEMPERATURE"))
  .post(...createRoute("/weather/hail/:org", "HAIL"))
  .post(...createRoute("/rodeo/move/:org", "CHANGE_RODEO"))
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
    const { scope, before } = await enterMovement(c, org, movementId);
    const movement = await deleteMovement(scope, before);
    return c.json({ ok: true as const, movement });
  });
