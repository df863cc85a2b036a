// POST /api/movement/batch/{org}: the offline outbox's records sent together (docs/offline-batch.md). Each
// record is a create as its single route takes it (kind + body; a tagging session too) and must carry its client_id: the batch is
// how queued records catch up, and those are recorded exactly once.
import * as z from "./zod";
import { clientIdSchema, movementBodySchemas, type MovementBodyKind } from "./movement-schemas";
import { FLOW_KINDS, MOVEMENT_BATCH_MAX, type OutboxKind } from "./movement-batch-types";

export { MOVEMENT_BATCH_MAX, type BatchRecordInput, type BatchResult, type OutboxKind } from "./movement-batch-types";

const KINDS: [OutboxKind, ...OutboxKind[]] = [
  ...FLOW_KINDS,
  ...(Object.keys(movementBodySchemas) as MovementBodyKind[]),
];

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
