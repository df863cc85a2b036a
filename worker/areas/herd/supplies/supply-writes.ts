// Supply writes (/api/asset): a new supply (its initial quantity is an ASSET movement), a load of several
// (one ASSET_BATCH), edits of its own fields, soft delete, and a count (an AUDIT_RECORD of the difference).
// Quantities change only through movements (../movements), so they always equal the replay of the log.
import { and, eq, sql } from "drizzle-orm";
import { assets } from "../../../db/schema";
import type { Scope } from "../../organization/door";
import { notFound } from "../../../lib/errors";
import type { Movement } from "../../../shared/herd-types";
import type { Supply } from "../../../shared/supply-types";
import type * as z from "../../../shared/zod";
import type {
  supplyBatchSchema,
  supplyCountSchema,
  supplyCreateSchema,
  supplyUpdateSchema,
} from "../../../shared/supply-schemas";
import type { MovementBody } from "../../../shared/movement-schemas";
import { loadHerdContext } from "../movements/herd-context";
import { today } from "../movements/herd-log";
import { createMovement, recordMovement } from "../movements/movements";
import { fromMilli, toMilli } from "./supply-effects";
import { suppliesQuery, toSupply } from "./supply-view";

type CreateBody = z.output<typeof supplyCreateSchema>;
type BatchBody = z.output<typeof supplyBatchSchema>;
type UpdateBody = z.output<typeof supplyUpdateSchema>;
type CountBody = z.output<typeof supplyCountSchema>;

const gone = () => notFound("El insumo no existe o fue eliminado", "ASSET_NOT_FOUND");

/** The movement's supplies, as the list returns them (read in the movement's own batch). */
function createdOrChanged(result: { assets: Supply[] }, movement: Movement): Supply[] {
  const data = movement.data;
  const ids = Array.isArray(data.items)
    ? (data.items as Array<{ asset_id?: number }>).map((i) => i.asset_id)
    : [data.asset_id as number | undefined];
  const byId = new Map(result.assets.map((a) => [a.id, a]));
  return [...new Set(ids)].flatMap((id) => (id && byId.has(id) ? [byId.get(id)!] : []));
}

/** A new supply; with a quantity it is created by its first load (one ASSET movement, one batch). */
export async function createSupply(scope: Scope, body: CreateBody) {
  const { organization_id: _org, quantity, date, detail, ...fields } = body;
  if (quantity == null) {
    const now = new Date().toISOString();
    const [row] = await scope.db
      .insert(assets)
      .values({ ...fields, organization_id: scope.orgId, created_at: now, updated_at: now })
      .returning();
    const supply = toSupply({ ...row!, last_movement_at: null });
    await scope.publish({ action: "asset-created", asset: supply });
    return { asset: supply, movement: null };
  }
  const load = { ...fields, asset_id: null, quantity, date: date ?? today(), detail, reference: "" };
  const result = await createMovement(scope, "ASSET", load as MovementBody<"ASSET">);
  const [supply] = createdOrChanged(result, result.movement);
  return { asset: supply!, movement: result.movement };
}

/** Several supplies, new or existing, in one ASSET_BATCH movement (new ones take their row's settings). */
export async function loadBatch(scope: Scope, body: BatchBody) {
  const load = { ...body, date: body.date ?? today() };
  const result = await createMovement(scope, "ASSET", load as MovementBody<"ASSET">);
  return { assets: createdOrChanged(result, result.movement), movement: result.movement };
}

/** Edits a live supply's own fields (never its quantity); another organization's id is a 404. */
export async function updateSupply(scope: Scope, id: number, body: UpdateBody): Promise<Supply> {
  const fields = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const live = and(eq(assets.id, id), eq(assets.organization_id, scope.orgId), eq(assets.deleted, false));
  const [updated, rows] = await scope.db.batch([
    scope.db
      .update(assets)
      .set({ ...fields, updated_at: new Date().toISOString() })
      .where(live)
      .returning({ id: assets.id }),
    suppliesQuery(scope.db, { orgId: scope.orgId, ids: [id] }),
  ]);
  if (!updated.length || !rows[0]) throw gone();
  const supply = toSupply(rows[0]);
  await scope.publish({ action: "asset-updated", asset: supply });
  return supply;
}

/** Soft delete: the supply leaves every list; its movements stay in the log and new ones may not name it. */
export async function deleteSupply(scope: Scope, id: number): Promise<void> {
  const [row] = await scope.db
    .update(assets)
    .set({ deleted: true, updated_at: new Date().toISOString() })
    .where(and(eq(assets.id, id), eq(assets.organization_id, scope.orgId), eq(assets.deleted, false)))
    .returning({ id: assets.id });
  if (!row) throw gone();
  await scope.publish({ action: "asset-deleted", assetId: id });
}

/**
 * A stock count: when `counted` differs from the recorded quantity, an AUDIT_RECORD storing the
 * difference (so the replay stays exact); the batch fails (409) if the quantity moved meanwhile.
 */
export async function countSupply(scope: Scope, id: number, body: CountBody) {
  const ctx = await loadHerdContext(scope.db, scope.orgId, { rodeoIds: [], supplyIds: [id] });
  const info = ctx.supplies.get(id);
  if (!info || info.deleted) throw gone();
  const difference = toMilli(body.counted) - info.milli;
  if (difference === 0) {
    const [row] = await suppliesQuery(scope.db, { orgId: scope.orgId, ids: [id] });
    if (!row) throw gone();
    return { asset: toSupply(row), movement: null };
  }
  const previous = fromMilli(info.milli);
  const unit = info.unit ? ` ${info.unit}` : "";
  const guard = scope.db
    .select({
      ok: sql`json(CASE WHEN CAST(round(${assets.quantity} * 1000) AS INTEGER) = ${info.milli} THEN '1' ELSE 'stale' END)`,
    })
    .from(assets)
    .where(eq(assets.id, id));
  const result = await recordMovement(
    scope,
    ctx,
    {
      type: "AUDIT_RECORD",
      date: body.date ?? today(),
      rodeo_id: null,
      lot_id: null,
      cycle_id: null,
      detail: body.detail || `Recuento de ${info.name}: ${previous}${unit} → ${body.counted}${unit}`,
      reference: "",
      animals: [],
      data: {
        asset_id: id,
        name: info.name,
        unit: info.unit,
        previous,
        counted: body.counted,
        difference: fromMilli(difference),
      },
    },
    [guard],
  );
  const [supply] = createdOrChanged(result, result.movement);
  return { asset: supply!, movement: result.movement };
}
