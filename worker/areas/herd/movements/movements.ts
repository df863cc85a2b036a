// The movement write flow shared by every movement path: resolve, check, commit in one batch, publish.
// Services get plain values (Scope); who may write was decided by the door (areas/organization), or, for a
// create behind pathDoor.late, is decided here with the role its first statement read (an Admission).
import { conflict, badRequest } from "../../../lib/errors";
import type { Admission, Scope } from "../../organization/door";
import { KIND_TYPES, type MovementBody, type MovementBodyKind } from "../../../shared/movement-schemas";
import { STRUCTURAL_TYPES, isLotChangeEntry, isMovementType } from "../../../shared/movement-types";
import { suppliesOf, commitMovement, rodeosOf, type CommitInput, type CommitResult } from "./movement-commit";
import { contextColumn, herdContextOf, loadHerdContext, type ContextRefs, type HerdContext } from "./herd-context";
import { contextGuard, contextKey, forgetContext, keepContext, keptContext } from "./context-cache";
import { draftFromBody, draftRefs, resolveDraft, type NewMovement } from "./movement-draft";
import { announceSupplies, announceMovement, publishStock } from "../common/herd-live";
import { toMovement, type MovementRow } from "./movement-row";
import { settleMovement } from "./movement-rules";
import type { Lot } from "../../../shared/herd-types";
import { clientIdOf, concurrentTwin, replayOf } from "./client-id";

const acknowledges = (body: unknown) => (body as { acknowledge_withdrawal?: unknown }).acknowledge_withdrawal === true;

/** After a commit: the movement and the new stock of every lot and rodeo it touched (read by the commit). */
export async function announceCommit(
  scope: Scope,
  ctx: HerdContext,
  change: "created" | "updated" | "deleted",
  result: CommitResult,
) {
  const movement = toMovement(result.row);
  // Sent together, in one call to the room that the answer does not wait for (docs/live-sync.md).
  await Promise.all([
    announceMovement(scope.publish, change, movement),
    announceSupplies(scope.publish, result.supplies, new Set(ctx.supplies.keys())),
    result.live ? publishStock(scope.publish, result.live) : undefined,
  ]);
  return { movement, lots: (): Lot[] => result.live?.().lots ?? [], assets: result.supplies };
}

/** Commits a movement built by the caller (lot animal operations, supply counts) and announces it. */
export async function recordMovement(scope: Scope, ctx: HerdContext, after: NewMovement, extra?: CommitInput["extra"]) {
  const result = await commitMovement(scope.db, { ctx, userId: scope.userId, before: null, after, extra });
  return announceCommit(scope, ctx, "created", result);
}

/** A create written but not announced yet, or the movement its client id already recorded. */
export type CreateWrite =
  { replayed: true; row: MovementRow } | { replayed: false; scope: Scope; ctx: HerdContext; result: CommitResult };

/**
 * Writes a create of `kind` without announcing it. With a `client_id` already recorded in the organization
 * it writes nothing and gives that movement (`replayed`), whether the first request finished long ago or
 * is committing at this very moment. `recorded`: the caller already looked the client id up (a batch).
 * One round trip when this isolate kept the context of an earlier write on the same references
 * (context-cache.ts); otherwise, or when the database no longer matches that copy, two.
 */
export async function writeCreate<K extends MovementBodyKind>(
  caller: Scope | Admission,
  kind: K,
  body: MovementBody<K>,
  extra?: Pick<CommitInput, "extra" | "then" | "source">,
  recorded?: MovementRow | null,
): Promise<CreateWrite> {
  const clientId = clientIdOf(body);
  if (recorded) return { replayed: true, row: replayOf(kind, recorded) };
  // Behind pathDoor.late the context also reads the session and the role (the create's door).
  const pending = "admit" in caller;
  const refs: ContextRefs = {
    ...draftRefs(draftFromBody(kind, body)),
    memberId: pending ? caller.userId : undefined,
    session: pending ? caller.session : undefined,
  };
  const admitted = (ctx: HerdContext) => (pending ? caller.admit(ctx.role, ctx.session) : caller);
  const key = contextKey(caller.orgId, refs);
  const kept = keptContext(key, clientId);
  if (kept) {
    const ctx = herdContextOf(caller.orgId, refs, kept);
    const attempt = { committed: false };
    try {
      return await commitCreate(admitted(ctx), kind, body, ctx, { refs, key, attempt }, extra);
    } catch (e) {
      // Anything after the commit is not the copy's doing, and trying again would record the movement twice.
      if (attempt.committed) throw e;
      // The copy no longer matches the database (nothing was written), or something was refused on it:
      // read afresh, and whatever happens next is decided on what the database holds.
      forgetContext(key);
    }
  }
  // One statement: the context, the movement a repeated client id recorded, the session and the role.
  const ctx = await loadHerdContext(caller.db, caller.orgId, {
    ...refs,
    clientId: recorded === undefined ? clientId : null,
  });
  const scope = admitted(ctx);
  if (ctx.recorded) return { replayed: true, row: replayOf(kind, ctx.recorded) };
  try {
    return await commitCreate(scope, kind, body, ctx, { refs, key }, extra);
  } catch (e) {
    const twin = await concurrentTwin(scope.db, scope.orgId, clientId, e);
    if (twin) return { replayed: true, row: replayOf(kind, twin) };
    throw e;
  }
}

/**
 * Settles and commits a create on `ctx`, and keeps the context after it under `copy.key`. With `copy.attempt`,
 * ctx is a kept copy: the batch's first statement checks it, and the attempt notes when the batch committed.
 */
async function commitCreate<K extends MovementBodyKind>(
  scope: Scope,
  kind: K,
  body: MovementBody<K>,
  ctx: HerdContext,
  copy: { refs: ContextRefs; key: string; attempt?: { committed: boolean } },
  extra: Pick<CommitInput, "extra" | "then" | "source"> | undefined,
): Promise<CreateWrite> {
  const clientId = clientIdOf(body);
  // A draft of its own per attempt: a create tried on a kept copy may be tried again on a fresh read.
  const settled = settleMovement(ctx, resolveDraft(draftFromBody(kind, body), ctx), {
    acknowledge: acknowledges(body),
    before: null,
  });
  const after = clientId ? { ...settled, client_id: clientId } : settled;
  const column = contextColumn(scope.orgId, copy.refs);
  const { attempt } = copy;
  const context = {
    guard: attempt ? contextGuard(scope.db, column, ctx.text) : null,
    column,
    committed: () => {
      if (attempt) attempt.committed = true;
    },
  };
  const result = await commitMovement(scope.db, { ctx, userId: scope.userId, before: null, after, ...extra, context });
  if (result.context) keepContext(copy.key, result.context, scope.orgId, copy.refs, clientId);
  return { replayed: false, scope, ctx, result };
}

/**
 * Creates a movement of `kind` in the scope's organization; returns it with the lots whose stock it changed.
 * A repeat of a recorded `client_id` records nothing and answers that movement (`replayed`).
 */
export async function createMovement<K extends MovementBodyKind>(
  caller: Scope | Admission,
  kind: K,
  body: MovementBody<K>,
  extra?: Pick<CommitInput, "extra" | "then" | "source">,
) {
  const write = await writeCreate(caller, kind, body, extra);
  if (write.replayed)
    return { movement: toMovement(write.row), lots: (): Lot[] => [], assets: [], replayed: true as const };
  return { ...(await announceCommit(write.scope, write.ctx, "created", write.result)), replayed: false as const };
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

/** An edit that does not mention its tagged animals (a form that knows nothing of them) keeps them. */
function keepTagsUnsaid(body: unknown, before: MovementRow, after: NewMovement) {
  const stored = (before.data ?? {}) as Record<string, unknown>;
  for (const key of ["tags", "weights"] as const) {
    if ((body as Record<string, unknown>)[key] === undefined && stored[key] !== undefined)
      after.data[key] = stored[key];
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
    supplyIds: [...(refs.supplyIds ?? []), ...suppliesOf(before)],
  });
  const after = settleMovement(ctx, resolveDraft(draft, ctx), { acknowledge: acknowledges(body), before });
  keepTagsUnsaid(body, before, after);
  // The lot is where the rodeo was when the event happened: kept unless the rodeo or lot changed.
  if (after.rodeo_id === before.rodeo_id && draft.lot_id === null) after.lot_id = before.lot_id;
  const result = await commitMovement(scope.db, { ctx, userId: scope.userId, before, after });
  return (await announceCommit(scope, ctx, "updated", result)).movement;
}

/** Soft-deletes `before` (admitted by the movement door), reverting its effects. */
export async function deleteMovement(scope: Scope, before: MovementRow, extra?: Pick<CommitInput, "extra" | "then">) {
  assertEditable(before);
  const ctx = await loadHerdContext(scope.db, scope.orgId, {
    rodeoIds: rodeosOf(before),
    supplyIds: suppliesOf(before),
  });
  const result = await commitMovement(scope.db, { ctx, userId: scope.userId, before, after: null, ...extra });
  return (await announceCommit(scope, ctx, "deleted", result)).movement;
}
