// The movement write flow shared by every movement path: resolve, check, commit in one batch, publish.
// Services get plain values (Scope); who may write was decided by the door (areas/organization).
import { conflict, badRequest } from "../../../lib/errors";
import type { Scope } from "../../organization/door";
import { KIND_TYPES, type MovementBody, type MovementBodyKind } from "../../../shared/movement-schemas";
import { STRUCTURAL_TYPES, isLotChangeEntry, isMovementType } from "../../../shared/movement-types";
import { assetsOf, commitMovement, rodeosOf, type CommitInput, type CommitResult } from "./movement-commit";
import { loadHerdContext, type HerdContext } from "./herd-context";
import { draftFromBody, draftRefs, resolveDraft, type NewMovement } from "./movement-draft";
import { announceAssets, announceMovement, announceStock } from "../common/herd-live";
import { toMovement, type MovementRow } from "./movement-row";
import type { Movement } from "../../../shared/herd-types";
import { settleMovement } from "./movement-rules";
import { clearanceDay } from "../../../shared/clearance";
import { clientIdOf, concurrentTwin, findByClientId, replayOf } from "./client-id";

const acknowledges = (body: unknown) => (body as { acknowledge_withdrawal?: unknown }).acknowledge_withdrawal === true;

/** Whether a stored or new treatment gives a clearance day (its rodeo's withdrawal_until may change). */
const withdraws = (m: { type: string; date: string; data?: unknown } | null | undefined) =>
  !!m && clearanceDay({ type: m.type, date: m.date, data: m.data as Record<string, unknown> | null }) !== null;

/**
 * The lots and rodeos whose figures a committed change moved (their new state is announced), or null when
 * none: stock per rodeo, deaths per lot, a weighing's or a withdrawal's rodeo.
 */
export function figuresMovedBy(ctx: HerdContext, movement: Movement, result: CommitResult, before: MovementRow | null) {
  const rodeoIds = result.deltas.map((d) => d.rodeo_id);
  const lotIds = rodeoIds.map((id) => ctx.rodeos.get(id)?.lot_id);
  // Deaths are counted per lot (the lot the rodeo was in when they were recorded).
  if (movement.type === "DEATH" || before?.type === "DEATH") lotIds.push(movement.lot_id, before?.lot_id);
  // A weighing changes its rodeo's last weight and daily gain, not its stock: announce the rodeo too.
  // So does a treatment with withdrawal days: its rodeo's withdrawal_until.
  const weighed =
    movement.type === "WEIGHING" || before?.type === "WEIGHING" || withdraws(movement) || withdraws(before)
      ? [movement.rodeoId, before?.rodeo_id ?? null]
      : [];
  return rodeoIds.length || weighed.length || movement.type === "DEATH"
    ? { lotIds, rodeoIds: [...rodeoIds, ...weighed] }
    : null;
}

/** After a commit: the movement, then the new stock of every lot and rodeo it touched. */
async function announce(
  scope: Scope,
  ctx: HerdContext,
  change: "created" | "updated" | "deleted",
  result: CommitResult,
  before: MovementRow | null,
) {
  const movement = toMovement(result.row);
  await announceMovement(scope.publish, change, movement);
  await announceAssets(scope.publish, result.assets, new Set(ctx.assets.keys()));
  const moved = figuresMovedBy(ctx, movement, result, before);
  const changed = moved ? await announceStock({ ...scope, orgId: ctx.orgId }, moved.lotIds, moved.rodeoIds) : null;
  return { movement, lots: changed?.lots ?? [], assets: result.assets };
}

/** Commits a movement built by the caller (lot animal operations, supply counts) and announces it. */
export async function recordMovement(scope: Scope, ctx: HerdContext, after: NewMovement, extra?: CommitInput["extra"]) {
  const result = await commitMovement(scope.db, { ctx, userId: scope.userId, before: null, after, extra });
  return announce(scope, ctx, "created", result, null);
}

/** A create written but not announced yet, or the movement its client id already recorded. */
export type CreateWrite =
  { replayed: true; row: MovementRow } | { replayed: false; ctx: HerdContext; result: CommitResult };

/**
 * Writes a create of `kind` without announcing it. With a `client_id` already recorded in the organization
 * it writes nothing and gives that movement (`replayed`), whether the first request finished long ago or
 * is committing at this very moment. `recorded`: the caller already looked the client id up (a batch).
 */
export async function writeCreate<K extends MovementBodyKind>(
  scope: Scope,
  kind: K,
  body: MovementBody<K>,
  extra?: Pick<CommitInput, "extra" | "then" | "source">,
  recorded?: MovementRow | null,
): Promise<CreateWrite> {
  const clientId = clientIdOf(body);
  const known =
    recorded !== undefined ? recorded : clientId ? await findByClientId(scope.db, scope.orgId, clientId) : null;
  if (known) return { replayed: true, row: replayOf(kind, known) };
  const draft = draftFromBody(kind, body);
  const ctx = await loadHerdContext(scope.db, scope.orgId, draftRefs(draft));
  const settled = settleMovement(ctx, resolveDraft(draft, ctx), { acknowledge: acknowledges(body), before: null });
  const after = clientId ? { ...settled, client_id: clientId } : settled;
  try {
    const result = await commitMovement(scope.db, { ctx, userId: scope.userId, before: null, after, ...extra });
    return { replayed: false, ctx, result };
  } catch (e) {
    const twin = await concurrentTwin(scope.db, scope.orgId, clientId, e);
    if (twin) return { replayed: true, row: replayOf(kind, twin) };
    throw e;
  }
}

/**
 * Creates a movement of `kind` in the scope's organization; returns it with the lots whose stock it changed.
 * A repeat of a recorded `client_id` records nothing and answers that movement (`replayed`).
 */
export async function createMovement<K extends MovementBodyKind>(
  scope: Scope,
  kind: K,
  body: MovementBody<K>,
  extra?: Pick<CommitInput, "extra" | "then" | "source">,
) {
  const write = await writeCreate(scope, kind, body, extra);
  if (write.replayed) return { movement: toMovement(write.row), lots: [], assets: [], replayed: true as const };
  return { ...(await announce(scope, write.ctx, "created", write.result, null)), replayed: false as const };
}

/** A TRANSFER written by a rodeo's change of lot: a log entry, not an entry of animals. */
export const isLotChange = (row: MovementRow) =>
  isLotChangeEntry({ type: row.type, data: row.data as Record<string, unknown> | null });

/** Structural entries (and lot changes) are the log of the structure: never edited or deleted. */
export function assertEditable(movement: MovementRow): void {
  if ((isMovementType(movement.type) && STRUCTURAL_TYPES.has(movement.type)) || isLotChange(movement)) {
    throw conflict("Los registros de cambios de estructura no se pueden editar ni eliminar", "STRUCTURAL_RECORD");
  }
}

/** Replaces `before` (admitted by the movement door) with a movement of `kind`. */
export async function editMovement<K extends MovementBodyKind>(
  scope: Scope,
  kind: K,
  before: MovementRow,
  body: MovementBody<K>,
) {
  assertEditable(before);
  if (!(KIND_TYPES[kind] as readonly string[]).includes(before.type)) {
    throw badRequest("Este registro es de otro tipo: editalo desde su formulario", "MOVEMENT_TYPE_MISMATCH");
  }
  const draft = draftFromBody(kind, body);
  // transfer/incoming may switch between TRANSFER and EXTERNAL_TRANSFER, load-asset between one supply
  // (ASSET) and several (ASSET_BATCH); other kinds keep their stored type.
  if (kind !== "TRANSFER" && kind !== "ASSET" && isMovementType(before.type)) draft.type = before.type;
  const refs = draftRefs(draft);
  const ctx = await loadHerdContext(scope.db, scope.orgId, {
    ...refs,
    rodeoIds: [...refs.rodeoIds, ...rodeosOf(before)],
    assetIds: [...(refs.assetIds ?? []), ...assetsOf(before)],
  });
  const after = settleMovement(ctx, resolveDraft(draft, ctx), { acknowledge: acknowledges(body), before });
  // The lot is where the rodeo was when the event happened: kept unless the rodeo or lot changed.
  if (after.rodeo_id === before.rodeo_id && draft.lot_id === null) after.lot_id = before.lot_id;
  const result = await commitMovement(scope.db, { ctx, userId: scope.userId, before, after });
  return (await announce(scope, ctx, "updated", result, before)).movement;
}

/** Soft-deletes `before` (admitted by the movement door), reverting its effects. */
export async function deleteMovement(scope: Scope, before: MovementRow, extra?: Pick<CommitInput, "extra" | "then">) {
  assertEditable(before);
  const ctx = await loadHerdContext(scope.db, scope.orgId, { rodeoIds: rodeosOf(before), assetIds: assetsOf(before) });
  const result = await commitMovement(scope.db, { ctx, userId: scope.userId, before, after: null, ...extra });
  return (await announce(scope, ctx, "deleted", result, before)).movement;
}
