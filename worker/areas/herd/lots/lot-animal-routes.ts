// Lot animal operations: any member records them; each becomes a movement (AUDIT_RECORD,
// RECATEGORIZATION, DEATH) so the log stays the truth.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../../env";
import { notFound } from "../../../lib/errors";
import { idParam, validate } from "../../../lib/validate";
import { bodyDoor, resourceDoor, scopeOf } from "../../organization/door";
import { enterLot } from "./lot-door";
import { announceLot, createMovement, rodeoInLot, sameCategory, setStockCount, stockRowWithRole } from "./lot-animals";
import { today } from "../movements/herd-log";
import {
  lotAnimalDeleteBody,
  lotAnimalTransferBody,
  lotAnimalUpdateBody,
  lotDeathsBody,
} from "../../../shared/herd-schemas";
import * as z from "../../../shared/zod";

const idParams = z.object({ id: idParam });
const lotAnimalNotFound = () => notFound("Animal no encontrado", "LOT_ANIMAL_NOT_FOUND");

/** The lot animal door: the stock row and the caller's role in its organization, one statement. */
async function enterStockRow(c: Context<AppEnv>, stockId: number) {
  const row = await stockRowWithRole(c.var.db, c.var.user.id, stockId);
  return { row: row!, scope: resourceDoor(c, row, lotAnimalNotFound) };
}

export const lotAnimalRoutes = new Hono<AppEnv>()
  .delete("/animal/delete/:id", validate("param", idParams), validate("json", lotAnimalDeleteBody), async (c) => {
    const body = c.req.valid("json");
    const { row, scope } = await enterStockRow(c, c.req.valid("param").id);
    const mismatch =
      row.organization_id !== body.organization_id ||
      row.lot_id !== body.lot_id ||
      (body.animal_type !== undefined && !sameCategory(body.animal_type, row.category));
    if (mismatch) throw lotAnimalNotFound();
    const { movement } = await setStockCount(scope, row, 0, body);
    return c.json({ ok: true as const, movement });
  })
  .put("/animal/update/:id", validate("param", idParams), validate("json", lotAnimalUpdateBody), async (c) => {
    const body = c.req.valid("json");
    const { row, scope } = await enterStockRow(c, c.req.valid("param").id);
    if (body.organization_id !== undefined && body.organization_id !== row.organization_id) {
      throw lotAnimalNotFound();
    }
    const { movement } = await setStockCount(scope, row, body.count, body);
    return c.json({ ok: true as const, movement });
  })
  .post("/animal/transfer", validate("json", lotAnimalTransferBody), bodyDoor(), async (c) => {
    const body = c.req.valid("json");
    const rodeoId = await rodeoInLot(c.var.db, body.organization_id, body.lot_id, body.rodeo_id);
    const { movement, lots } = await createMovement(scopeOf(c), "RECATEGORIZATION", {
      date: body.date ?? today(),
      detail: body.detail,
      reference: "",
      rodeo_id: rodeoId,
      cycle_id: null,
      from_category: body.from_category,
      to_category: body.to_category,
      count: body.count,
    });
    await announceLot(scopeOf(c).publish, body.lot_id, lots);
    return c.json({ ok: true as const, movement }, 201);
  })
  .post("/record-deaths/:id", validate("param", idParams), validate("json", lotDeathsBody), async (c) => {
    const body = c.req.valid("json");
    const { scope, lot } = await enterLot(c, c.req.valid("param").id);
    const rodeoId = await rodeoInLot(c.var.db, scope.orgId, lot.id, body.rodeo_id);
    const { movement, lots } = await createMovement(scope, "DEATH", {
      date: body.date ?? today(),
      detail: body.detail,
      reference: "",
      rodeo_id: rodeoId,
      cycle_id: null,
      animals: body.animals,
      cause: body.cause,
    });
    await announceLot(scope.publish, lot.id, lots);
    return c.json({ ok: true as const, movement }, 201);
  });
