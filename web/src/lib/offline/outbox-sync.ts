// The sync engine (docs/offline-batch.md): sends the signed-in user's queued creates in the order recorded, in
// batches of up to 100 (docs/offline-batch.md): each record recorded (or already recorded: a repeat)
// leaves the queue, each refused one moves to the conflicts with the server's Spanish reason. No
// answer, 5xx or 429: the batch stays and is retried with backoff; its records carry their client ids,
// so a batch the server applied but whose answer was lost comes back as repeats. A 401 was already
// refreshed and retried by the request core (one refresh at a time); when even the refresh token
// is gone the session ends and the queue waits for the same user's next log-in. A batch refused as a
// whole (it cannot be read, or the route is missing) is sent one record at a time instead.
import type { OutboxKind } from "@shared/movement-batch-types";
import { isApiError } from "../api/api-error";
import { sendCreate, sendMovementBatch } from "../api/movement-writes";
import { applyPatches } from "../../data/live/apply-live-message";
import { movementPatches } from "../../data/movements";
import { queryClient } from "../query/query-client";
import type { StoreMovement } from "../store/types";
import {
  markAttempt,
  markAttempts,
  moveToConflicts,
  notifyOutboxChange,
  pendingFor,
  removeSent,
  settleBatch,
  type OutboxRecord,
} from "./outbox";
import { batchRecord, nextBatch, sortAnswer } from "./outbox-batch";
import { isNetworkFailure } from "./outbox-submit";
import { isOffline, sessionUserId } from "./outbox-user";

/** Refusals that no retry will change: the record needs the user. */
const CONFLICT_STATUSES = new Set([400, 403, 404, 409, 422]);
/** A batch refused as a whole: its records go one at a time, each getting its own answer. */
const ONE_BY_ONE_STATUSES = new Set([...CONFLICT_STATUSES, 413]);
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 60_000;

export type SyncOutcome = "done" | "offline" | "no-session" | "retry-later" | "session-ended";

let running: Promise<SyncOutcome> | null = null;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

export const backoffDelay = (attempts: number) =>
  Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

function scheduleRetry(attempts: number): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void syncOutbox();
  }, backoffDelay(attempts));
}

/** Stops a pending retry (log-out, tests). */
export function cancelRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

/** The sent movements go into the lists at once (the live socket announces them too: placed once). */
function placeSent(orgId: number, movements: readonly StoreMovement[]): void {
  applyPatches(queryClient, movementPatches.placedMany(orgId, movements));
}

/** Why a send got no usable answer, kept with the records it leaves waiting. */
const failureReason = (e: unknown, status: number | null) =>
  isNetworkFailure(e) ? "Sin conexión" : status !== null ? `Error ${status}` : String(e);

/** The status when the server refused, or null when the request never got an answer. */
const refusedStatus = (e: unknown) => (isApiError(e) && typeof e.status === "number" ? e.status : null);

async function sendOne(record: OutboxRecord): Promise<"sent" | "conflict" | SyncOutcome> {
  try {
    const movement = await sendCreate(record.kind as OutboxKind, record.path, record.organization_id, record.body);
    await removeSent(record.seq!);
    placeSent(record.organization_id, [movement as StoreMovement]);
    return "sent";
  } catch (e) {
    const status = refusedStatus(e);
    if (status === 401) return "session-ended";
    if (status !== null && CONFLICT_STATUSES.has(status) && isApiError(e)) {
      const data = typeof e.data === "object" && e.data ? e.data : null;
      const code = typeof data?.code === "string" ? data.code : undefined;
      const message = e.serverMessage ?? `El servidor rechazó el registro (${status})`;
      await moveToConflicts(record, { status, message, ...(code ? { code } : {}) });
      return "conflict";
    }
    // No answer, 5xx, 429, an unreadable answer: it stays queued for a later try.
    await markAttempt(record, failureReason(e, status));
    scheduleRetry(record.attempts + 1);
    return "retry-later";
  }
}

async function sendBatch(records: OutboxRecord[]): Promise<"sent" | "one-by-one" | SyncOutcome> {
  const orgId = records[0]!.organization_id;
  try {
    const results = await sendMovementBatch(orgId, records.map(batchRecord));
    const answer = sortAnswer(records, results);
    if (!answer) throw new Error("La respuesta del servidor no corresponde a los registros enviados");
    await settleBatch(answer.sent, answer.refused);
    if (answer.movements.length) placeSent(orgId, answer.movements);
    return "sent";
  } catch (e) {
    const status = refusedStatus(e);
    if (status === 401) return "session-ended";
    if (status !== null && ONE_BY_ONE_STATUSES.has(status)) return "one-by-one";
    // No answer, 5xx, 429, an unreadable answer: the batch stays queued for a later try.
    await markAttempts(records, failureReason(e, status));
    scheduleRetry(records[0]!.attempts + 1);
    return "retry-later";
  }
}

async function run(): Promise<SyncOutcome> {
  for (;;) {
    if (isOffline()) return "offline";
    const userId = sessionUserId();
    if (userId === null) return "no-session";
    const batch = nextBatch(await pendingFor(userId));
    if (!batch.length) return "done";
    // Another user may have logged in while this one was sending: never send as someone else.
    if (sessionUserId() !== batch[0]!.user_id) return "no-session";
    const outcome = await sendBatch(batch);
    if (outcome === "one-by-one") {
      for (const record of batch) {
        const one = await sendOne(record);
        if (one !== "sent" && one !== "conflict") return one;
      }
    } else if (outcome !== "sent") return outcome;
  }
}

/**
 * Sends what waits now (online event, socket reconnect, app start, log-in, "Reintentar ahora").
 * One run at a time: a call during a run makes it look again when it ends.
 */
export function syncOutbox(): Promise<SyncOutcome> {
  if (running) {
    again = true;
    return running;
  }
  cancelRetry();
  running = (async () => {
    syncing = true;
    notifyOutboxChange();
    try {
      let outcome = await run();
      while (again && outcome === "done") {
        again = false;
        outcome = await run();
      }
      return outcome;
    } catch (e) {
      // No IndexedDB (a private window in some browsers): nothing was queued, nothing to send.
      console.warn("Outbox sync failed", e);
      return "retry-later" as const;
    } finally {
      again = false;
      running = null;
      syncing = false;
      notifyOutboxChange();
    }
  })();
  return running;
}

let syncing = false;
export const isSyncing = () => syncing;
