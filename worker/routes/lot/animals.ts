// Lot animal operations: any member records them; each becomes a movement (AUDIT_RECORD,
// RECATEGORIZATION, DEATH) so the log stays the truth.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/errors";
import { idParam, validate } from "../../lib/validate";
import { assertMember } from "../../middleware/organization";
import {
  announceLot,
  createMovement,
  rodeoInLot,
  sameCategory,
  setStockCount,
  stockRowForMember,
} from "../../services/herd-lot-animals";
import { today } from "../../services/herd-log";
import { lotForMember } from "../../services/herd-lots";
import {
  lotAnimalDeleteBody,
  lotAnimalTransferBody,
  lotAnimalUpdateBody,
  lotDeathsBody,
} from "../../shared/herd-schemas";
import { z } from "../../shared/zod";

const idParams = z.object({ id: idParam });

export const lotAnimalRoutes = new Hono<AppEnv>()
  .delete("/animal/delete/:id", validate("param", idParams), validate("json", lotAnimalDeleteBody), async (c) => {
    const body = c.req.valid("json");
    const row = await stockRowForMember(c, c.req.valid("param").id);
    const mismatch =
      row.organization_id !== body.organization_id ||
      row.lot_id !== body.lot_id ||
      (body.animal_type !== undefined && !sameCategory(body.animal_type, row.category));
    if (mismatch) throw notFound("Animal no encontrado", "LOT_ANIMAL_NOT_FOUND");
    const { movement } = await setStockCount(c, row, 0, body);
    return c.json({ ok: true as const, movement });
  })
  .put("/animal/update/:id", validate("param", idParams), validate("json", lotAnimalUpdateBody), async (c) => {
    const body = c.req.valid("json");
    const row = await stockRowForMember(c, c.req.valid("param").id);
    if (body.organization_id !== undefined && body.organization_id !== row.organization_id) {
      throw notFound("Animal no encontrado", "LOT_ANIMAL_NOT_FOUND");
    }
    const { movement } = await setStockCount(c, row, body.count, body);
    return c.json({ ok: true as const, movement });
  })
  .post("/animal/transfer", validate("json", lotAnimalTransferBody), async (c) => {
    const body = c.req.valid("json");
    await assertMember(c, body.organization_id);
    const rodeoId = await rodeoInLot(c, body.organization_id, body.lot_id, body.rodeo_id);
    const { movement, lots } = await createMovement(c, "RECATEGORIZATION", {
      date: body.date ?? today(),
      detail: body.detail,
      reference: "",
      rodeo_id: rodeoId,
      cycle_id: null,
      from_category: body.from_category,
      to_category: body.to_category,
      count: body.count,
    });
    await announceLot(c, body.organization_id, body.lot_id, lots);
    return c.json({ ok: true as const, movement }, 201);
  })
  .post("/record-deaths/:id", validate("param", idParams), validate("json", lotDeathsBody), async (c) => {
    const body = c.req.valid("json");
    const { orgId, lot } = await lotForMember(c, c.req.valid("param").id);
    const rodeoId = await rodeoInLot(c, orgId, lot.id, body.rodeo_id);
    const { movement, lots } = await createMovement(c, "DEATH", {
      date: body.date ?? today(),
      detail: body.detail,
      reference: "",
      rodeo_id: rodeoId,
      cycle_id: null,
      animals: body.animals,
      cause: body.cause,
    });
    await announceLot(c, orgId, lot.id, lots);
    return c.json({ ok: true as const, movement }, 201);
  });
