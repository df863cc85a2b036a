// POST /api/movement/batch/{org}'s bound and answer (docs/offline-batch.md), without zod: the SPA's outbox
// is in the app shell and imports only these. The body's schema: movement-batch-schemas.ts.
import type { Movement } from "./herd-types";
import type { MovementBodyKind } from "./movement-schemas";

/**
 * Records per batch. Each costs the server two D1 round trips (its context and its batch), so 100 stay far
 * under the 1,000 queries a Workers Paid request may make and answer within a second or two; a day in a
 * paddock (about 500) is five batches.
 */
export const MOVEMENT_BATCH_MAX = 100;

/**
 * What the outbox queues besides the movement kinds: a tagging session (docs/animals.md), a TAGGING movement
 * written by its own route because it also creates the animals.
 */
export const FLOW_KINDS = ["TAGGING"] as const;
export type FlowKind = (typeof FLOW_KINDS)[number];
/** A queued create's kind: a movement body kind or a flow. */
export type OutboxKind = MovementBodyKind | FlowKind;

/** One record as the SPA sends it: a create's body kind and its body, with its client id. */
export interface BatchRecordInput {
  kind: OutboxKind;
  body: { client_id: string; [field: string]: unknown };
}

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
