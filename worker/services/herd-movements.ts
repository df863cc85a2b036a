// The movement write flow shared by every movement path: resolve, check, commit in one batch, broadcast.
import { and, eq, getTableColumns } from "drizzle-orm";
import type { Context } from "hono";
import { movements, userOrganizations } from "../db/schema";
import type { AppEnv } from "../env";
import { badRequest, conflict, forbidden, notFound } from "../lib/errors";
import { canManage } from "../middleware/organization";
import { KIND_TYPES, type MovementBody, type MovementBodyKind } from "../shared/movement-schemas";
import { STRUCTURAL_TYPES, isLotChangeEntry, isMovementType } from "../shared/movement-types";
import { assetsOf, commitMovement, rodeosOf, type CommitResult } from "./herd-commit";
import { loadHerdContext, type HerdContext } from "./herd-context";
import { draftFromBody, draftRefs, resolveDraft, type NewMovement } from "./herd-draft";
import { announceMovement, announceStock } from "./herd-live";
import { toMovement, type MovementRow } from "./herd-serialize";

/** After a commit: the movement, then the new stock of every lot and rodeo it touched. */
async function announce(
  c: Context<AppEnv>,
  ctx: HerdContext,
  change: "created" | "updated" | "deleted",
  result: CommitResult,
  before: MovementRow | null,
) {
  const movement = toMovement(result.row);
  await announceMovement(c, ctx.orgId, change, movement);
  const rodeoIds = result.deltas.map((d) => d.rodeo_id);
  const lotIds = rodeoIds.map((id) => ctx.rodeos.get(id)?.lot_id);
  // Deaths are counted per lot (the lot the rodeo was in when they were recorded).
  if (movement.type === "DEATH" || before?.type === "DEATH") lotIds.push(movement.lot_id, before?.lot_id);
  // A weighing changes its rodeo's last weight and daily gain, not its stock: announce the rodeo too.
  const weighed =
    movement.type === "WEIGHING" || before?.type === "WEIGHING" ? [movement.rodeoId, before?.rodeo_id ?? null] : [];
  const changed =
    rodeoIds.length || weighed.length || movement.type === "DEATH"
      ? await announceStock(c, ctx.orgId, lotIds, [...rodeoIds, ...weighed])
      : null;
  return { movement, lots: changed?.lots ?? [] };
}

/** Commits a movement built by the caller (lot animal operations) and announces it. */
export async function recordMovement(c: Context<AppEnv>, ctx: HerdContext, after: NewMovement) {
  const result = await commitMovement(c.var.db, { ctx, userId: c.var.user.id, before: null, after });
  return announce(c, ctx, "created", result, null);
}

/**
 * Creates a movement of `kind` in the member's organization (c.var.membership, set by memberOf);
 * returns it with the lots whose stock it changed.
 */
export async function createMovement<K extends MovementBodyKind>(c: Context<AppEnv>, kind: K, body: MovementBody<K>) {
  const orgId = c.var.membership.organizationId;
  const draft = draftFromBody(kind, body);
  const ctx = await loadHerdContext(c.var.db, orgId, draftRefs(draft));
  const after = resolveDraft(draft, ctx);
  const result = await commitMovement(c.var.db, { ctx, userId: c.var.user.id, before: null, after });
  return announce(c, ctx, "created", result, null);
}

/**
 * The caller's role in `orgId` and the movement `id` of that organization, in one statement:
 * not a member → 403; no such movement there → 404 (another organization's id reveals nothing).
 */
export async function loadOwnMovement(c: Context<AppEnv>, orgId: number, id: number) {
  const [row] = await c.var.db
    .select({ role: userOrganizations.role, movement: getTableColumns(movements) })
    .from(userOrganizations)
    .leftJoin(movements, and(eq(movements.id, id), eq(movements.organization_id, userOrganizations.organization_id)))
    .where(and(eq(userOrganizations.user_id, c.var.user.id), eq(userOrganizations.organization_id, orgId)))
    .limit(1);
  if (!row) throw forbidden("No tenés acceso a esta organización", "NOT_A_MEMBER");
  c.set("membership", { organizationId: orgId, role: row.role });
  const movement = row.movement as MovementRow | null;
  if (!movement?.id || movement.deleted) throw notFound("El registro no existe o fue eliminado", "MOVEMENT_NOT_FOUND");
  if (movement.created_by !== c.var.user.id && !canManage(c.var.membership)) {
    throw forbidden("Solo podés modificar los registros que cargaste", "NOT_YOUR_RECORD");
  }
  if ((isMovementType(movement.type) && STRUCTURAL_TYPES.has(movement.type)) || isLotChange(movement)) {
    throw conflict("Los registros de cambios de estructura no se pueden editar ni eliminar", "STRUCTURAL_RECORD");
  }
  return movement;
}

/** A TRANSFER written by a rodeo's change of lot: a log entry, not an entry of animals. */
export const isLotChange = (row: MovementRow) =>
  isLotChangeEntry({ type: row.type, data: row.data as Record<string, unknown> | null });

export async function editMovement<K extends MovementBodyKind>(
  c: Context<AppEnv>,
  kind: K,
  orgId: number,
  id: number,
  body: MovementBody<K>,
) {
  const before = await loadOwnMovement(c, orgId, id);
  if (!(KIND_TYPES[kind] as readonly string[]).includes(before.type)) {
    throw badRequest("Este registro es de otro tipo: editalo desde su formulario", "MOVEMENT_TYPE_MISMATCH");
  }
  const draft = draftFromBody(kind, body);
  // transfer/incoming may switch between TRANSFER and EXTERNAL_TRANSFER, load-asset between one supply
  // (ASSET) and several (ASSET_BATCH); other kinds keep their stored type.
  if (kind !== "TRANSFER" && kind !== "ASSET" && isMovementType(before.type)) draft.type = before.type;
  const refs = draftRefs(draft);
  const ctx = await loadHerdContext(c.var.db, orgId, {
    ...refs,
    rodeoIds: [...refs.rodeoIds, ...rodeosOf(before)],
    assetIds: [...(refs.assetIds ?? []), ...assetsOf(before)],
  });
  const after = resolveDraft(draft, ctx);
  // The lot is where the rodeo was when the event happened: kept unless the rodeo or lot changed.
  if (after.rodeo_id === before.rodeo_id && draft.lot_id === null) after.lot_id = before.lot_id;
  const result = await commitMovement(c.var.db, { ctx, userId: c.var.user.id, before, after });
  return (await announce(c, ctx, "updated", result, before)).movement;
}

export async function deleteMovement(c: Context<AppEnv>, orgId: number, id: number) {
  const before = await loadOwnMovement(c, orgId, id);
  const ctx = await loadHerdContext(c.var.db, orgId, { rodeoIds: rodeosOf(before), assetIds: assetsOf(before) });
  const result = await commitMovement(c.var.db, { ctx, userId: c.var.user.id, before, after: null });
  return (await announce(c, ctx, "deleted", result, before)).movement;
}
