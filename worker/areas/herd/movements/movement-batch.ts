// The offline outbox's catch-up (docs/offline-batch.md): up to MOVEMENT_BATCH_MAX creates applied in the
// order sent, each through the single create's own write (writeCreate: resolve, check, commit in one
// db.batch), so each is checked against the state the previous ones left. A refused record writes nothing
// and gets its route's Spanish reason; the others go on. A client id already recorded (before, or earlier
// in the same batch) is a repeat: nothing new. The live messages go out once for the whole batch; a tagging
// session (docs/animals.md) goes through its own route's write, which also creates the animals and announces.
import { ApiError, badRequest } from "../../../lib/errors";
import { toIssues } from "../../../lib/validate";
import type { Scope } from "../../organization/door";
import type { BatchRecord, BatchResult } from "../../../shared/movement-batch-schemas";
import type { Movement } from "../../../shared/herd-types";
import { taggingBody } from "../../../shared/animal-schemas";
import { recordTagging } from "../animals/animal-flows";
import { movementBodySchemas, type MovementBody } from "../../../shared/movement-schemas";
import { findByClientId, findByClientIds, replayOf } from "./client-id";
import { writeCreate, type CreateWrite } from "./movements";
import { assertMayWrite } from "./movement-rules";
import { toMovement, type MovementRow } from "./movement-row";
import { announceBatch } from "./movement-batch-live";

type Written = Extract<CreateWrite, { replayed: false }>;

interface Outcome {
  movement: Movement;
  replayed: boolean;
  /** The stored row, for a later record of the batch with the same client id. */
  row?: MovementRow;
  /** A movement written now, announced with the batch. */
  written?: Written;
}

/** One record as its single route would take it: its kind's schema, the role rule, then the write. */
async function writeOne(scope: Scope, { kind, body }: BatchRecord, recorded: MovementRow | null): Promise<Outcome> {
  if (kind === "TAGGING") {
    // Its route's write finds a repeat by client id itself (any member may tag).
    const tagging = taggingBody.safeParse(body);
    if (!tagging.success) throw badRequest("Datos inválidos", "VALIDATION_ERROR", toIssues(tagging.error));
    return recordTagging(scope, tagging.data);
  }
  const parsed = movementBodySchemas[kind].safeParse(body);
  if (!parsed.success) throw badRequest("Datos inválidos", "VALIDATION_ERROR", toIssues(parsed.error));
  assertMayWrite(scope.role, kind, parsed.data);
  const write = await writeCreate(scope, kind, parsed.data as MovementBody<typeof kind>, undefined, recorded);
  if (write.replayed) return { movement: toMovement(write.row), replayed: true, row: write.row };
  return { movement: toMovement(write.result.row), replayed: false, row: write.result.row, written: write };
}

/** A refusal the record's own route would answer (4xx but 429): reported, and the batch goes on. */
const isRefusal = (e: unknown): e is ApiError => e instanceof ApiError && e.status < 500 && e.status !== 429;

/**
 * A 409 for a record nobody had recorded when the batch started may be an identical request's doing (its
 * stock moved first): when that request recorded this very client id, the record is a repeat.
 */
async function twinOf(scope: Scope, record: BatchRecord, e: ApiError): Promise<MovementRow | null> {
  if (e.status !== 409 || record.kind === "TAGGING") return null;
  const row = await findByClientId(scope.db, scope.orgId, record.body.client_id);
  return row && replayOf(record.kind, row);
}

export async function recordBatch(scope: Scope, records: readonly BatchRecord[]): Promise<BatchResult[]> {
  const recorded = await findByClientIds(
    scope.db,
    scope.orgId,
    records.map((r) => r.body.client_id),
  );
  const results: BatchResult[] = [];
  const written: Written[] = [];
  try {
    for (const record of records) {
      const client_id = record.body.client_id;
      try {
        const known = recorded.get(client_id) ?? null;
        const outcome = await writeOne(scope, record, known);
        if (outcome.written) written.push(outcome.written);
        if (outcome.row) recorded.set(client_id, outcome.row);
        results.push({ client_id, result: outcome.replayed ? "repeat" : "recorded", movement: outcome.movement });
      } catch (e) {
        if (!isRefusal(e)) throw e;
        const twin = recorded.has(client_id) ? null : await twinOf(scope, record, e).catch(() => null);
        if (twin) {
          recorded.set(client_id, twin);
          results.push({ client_id, result: "repeat", movement: toMovement(twin) });
          continue;
        }
        const { status, code, message, issues } = e;
        results.push({ client_id, result: "refused", status, code, message, ...(issues ? { issues } : {}) });
      }
    }
  } finally {
    // What was written is announced even when a later record failed unexpectedly (the request then
    // answers 500 and the client sends the batch again: the written ones come back as repeats).
    await announceBatch(scope, written);
  }
  return results;
}
