// The lot door (`/lot/details/:id`, `/lot/edit/:id`, `/lot/record-deaths/:id`): the lot and the caller's
// role in its organization in one statement, through the resource entrance (organization/door.ts).
import type { Context } from "hono";
import type { AppEnv } from "../../../env";
import { notFound } from "../../../lib/errors";
import { resourceDoor } from "../../organization/door";
import { lotDoorRow, toLot } from "./lot-queries";

export async function enterLot(c: Context<AppEnv>, lotId: number) {
  const row = await lotDoorRow(c.var.db, c.var.user.id, lotId);
  const scope = resourceDoor(c, row, () => notFound("Lote no encontrado", "LOT_NOT_FOUND"));
  return { lot: toLot(row!), scope };
}
