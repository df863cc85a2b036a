// The sync engine (issue #16): sends the signed-in user's queued creates one at a time in the
// order recorded. No answer, 5xx or 429: the record stays and is retried with backoff. A 401 was
// already refreshed and retried by the request core (SPEC.md §4, single flight); when even the
// refresh token is gone the session ends and the queue waits for the same user's next log-in.
// Any other refusal moves the record to the conflicts with the server's Spanish reason.
import type { MovementBodyKind } from "@shared/movement-schemas";
import { isApiError } from "../api/api-error";
import { sendCreate } from "../api/movement-writes";
import { applyPatches } from "../../data/live/apply-live-message";
import { movementPatches } from "../../data/movements";
import { queryClient } from "../query/query-client";
import type { StoreMovement } from "../store/types";
import { markAttempt, moveToConflicts, nextFor, notifyOutboxChange, removeSent, type OutboxRecord } from "./outbox";
import { isNetworkFailure } from "./outbox-submit";
import { isOffline, sessionUserId } from "./outbox-user";

/** Refusals that no retry will change: the record needs the user. */
const CONFLICT_STATUSES = new Set([400, 403, 404, 409, 422]);
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

/** The sent movement goes into the lists at once (the live socket announces it too: placed once). */
function placeSent(orgId: number, movement: StoreMovement): void {
  applyPatches(queryClient, movementPatches.placed(orgId, movement));
}

/** The status when the server refused, or null when the request never got an answer. */
const refusedStatus = (e: unknown) => (isApiError(e) && typeof e.status === "number" ? e.status : null);

async function sendOne(record: OutboxRecord): Promise<"sent" | "conflict" | SyncOutcome> {
  try {
    const movement = await sendCreate(
      record.kind as MovementBodyKind,
      record.path,
      record.organization_id,
      record.body,
    );
    await removeSent(record.seq!);
    placeSent(record.organization_id, movement as StoreMovement);
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
    const reason = isNetworkFailure(e) ? "Sin conexión" : status !== null ? `Error ${status}` : String(e);
    await markAttempt(record, reason);
    scheduleRetry(record.attempts + 1);
    return "retry-later";
  }
}

async function run(): Promise<SyncOutcome> {
  for (;;) {
    if (isOffline()) return "offline";
    const userId = sessionUserId();
    if (userId === null) return "no-session";
    const next = await nextFor(userId);
    if (!next) return "done";
    // Another user may have logged in while this one was sending: never send as someone else.
    if (sessionUserId() !== next.user_id) return "no-session";
    const outcome = await sendOne(next);
    if (outcome !== "sent" && outcome !== "conflict") return outcome;
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
