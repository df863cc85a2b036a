// The outbox sends its queue in batches (docs/offline-batch.md): the first waiting records of one
// organization, in the order recorded, at most MOVEMENT_BATCH_MAX of them and well under the API's
// 256 KB body limit. The server answers each record's fate in the same order.
import type { Movement } from "@shared/herd-types";
import {
  MOVEMENT_BATCH_MAX,
  type BatchRecordInput,
  type BatchResult,
  type OutboxKind,
} from "@shared/movement-batch-types";
import type { OutboxRecord, Refusal } from "./outbox";

/** A batch's JSON stays under this (the API refuses bodies over 256 KB). */
export const BATCH_BYTES = 192 * 1024;

/** A queued record as the batch carries it (its body always names its own client id). */
export const batchRecord = (record: OutboxRecord): BatchRecordInput => ({
  kind: record.kind as OutboxKind,
  body: { ...record.body, client_id: record.client_id },
});

const encoder = new TextEncoder();

/** The next batch of `pending` (in send order): its head, while one organization and within the bounds. */
export function nextBatch(pending: readonly OutboxRecord[]): OutboxRecord[] {
  const batch: OutboxRecord[] = [];
  let bytes = 0;
  for (const record of pending) {
    if (batch.length === MOVEMENT_BATCH_MAX || record.organization_id !== pending[0]!.organization_id) break;
    bytes += encoder.encode(JSON.stringify(batchRecord(record))).length + 1;
    // A record alone always goes (a body that large is the single route's to answer).
    if (batch.length > 0 && bytes > BATCH_BYTES) break;
    batch.push(record);
  }
  return batch;
}

export interface SortedAnswer {
  /** Recorded now or earlier (a repeat): out of the queue. */
  sent: OutboxRecord[];
  /** The server's movements for `sent`, in the same order. */
  movements: Movement[];
  refused: Array<{ record: OutboxRecord; refusal: Refusal }>;
}

/** Pairs each sent record with its answer; null when the answer does not match what was sent. */
export function sortAnswer(records: readonly OutboxRecord[], results: readonly BatchResult[]): SortedAnswer | null {
  if (results.length !== records.length) return null;
  const sorted: SortedAnswer = { sent: [], movements: [], refused: [] };
  for (const [i, result] of results.entries()) {
    const record = records[i]!;
    if (result.client_id !== record.client_id) return null;
    if (result.result === "refused") {
      const { status, code, message } = result;
      sorted.refused.push({ record, refusal: { status, code, message } });
    } else {
      sorted.sent.push(record);
      sorted.movements.push(result.movement);
    }
  }
  return sorted;
}
