// POST /api/movement/batch/{org}: the offline outbox's records sent together (docs/offline-batch.md). Each
// record is a create as its single route takes it (kind + body) and must carry its client_id: the batch is
// how queued records catch up, and those are recorded exactly once.
import { z } from "./zod";
import type { Movement } from "./herd-types";
import { clientIdSchema, movementBodySchemas, type MovementBodyKind } from "./movement-schemas";

/**
 * Records per batch. Each costs the server two D1 round trips (its context and its batch), so 100 stay far
 * under the 1,000 queries a Workers Paid request may make and answer within a second or two; a day in a
 * paddock (about 500) is five batches.
 */
export const MOVEMENT_BATCH_MAX = 100;

const KINDS = Object.keys(movementBodySchemas) as [MovementBodyKind, ...MovementBodyKind[]];

export const batchRecordSchema = z.object({
  kind: z.enum(KINDS, { error: "Tipo de registro desconocido" }),
  /** Checked against its kind's own schema record by record: a bad body is refused alone. */
  body: z.looseObject({ client_id: clientIdSchema }),
});

export const movementBatchSchema = z.object({
  // The length is checked before any record is read: 10,000 records are one issue, not 10,000.
  records: z
    .array(z.unknown(), { error: "Indicá los registros" })
    .min(1, "Indicá al menos un registro")
    .max(MOVEMENT_BATCH_MAX, `Se envían como máximo ${MOVEMENT_BATCH_MAX} registros por vez`)
    .pipe(z.array(batchRecordSchema)),
});

export type BatchRecord = z.infer<typeof batchRecordSchema>;
/** One record as the SPA sends it. */
export type BatchRecordInput = z.input<typeof batchRecordSchema>;

/** What became of one record, in the order sent. */
export type BatchResult =
  /** Written now. */
  | { client_id: string; result: "recorded"; movement: Movement }
  /** Its client id was already recorded (an earlier try whose answer was lost): nothing new. */
  | { client_id: string; result: "repeat"; movement: Movement }
  /** The single route's refusal, with its HTTP status and Spanish reason; nothing written. */
  | {
      client_id: string;
      result: "refused";
      status: number;
      code: string;
      message: string;
      issues?: Array<{ path: string; message: string }>;
    };
