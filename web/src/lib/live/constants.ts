// Live socket constants and the two errors it reports (docs/client-rules.md, docs/live-sync.md).

/** Each connection attempt gives up after this long. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** From joining a room to being connected; beyond it 'Connection timeout' is reported. */
export const OVERALL_TIMEOUT_MS = 15_000;
/** Reconnect n waits 2^n s (n = 1, 2, ...), at most this long, plus up to JITTER_MS. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 30_000;
export const JITTER_MS = 1_000;
/** Reconnection attempts before giving up with FAILED_MESSAGE. */
export const MAX_ATTEMPTS = 10;
/** A connection that stays up this long resets the attempt count. */
export const STABLE_AFTER_MS = 5_000;
/** Room join check: every 500 ms up to 15 s. */
export const JOIN_RETRY_MS = 500;
export const JOIN_RETRY_LIMIT_MS = 15_000;
/** Pending join (no session token yet): checked every 200 ms up to 10 s. */
export const PENDING_JOIN_CHECK_MS = 200;
export const PENDING_JOIN_LIMIT_MS = 10_000;
/** Keep-alive: the room answers "ping" with "pong" without waking up. */
export const PING_INTERVAL_MS = 30_000;
/**
 * A ping not answered within this long means the socket is dead though the browser still calls it open
 * (a phone that slept or changed networks, a server that went away without closing): start over.
 */
export const PONG_TIMEOUT_MS = 10_000;

export const TIMEOUT_MESSAGE = "Connection timeout";
export const FAILED_MESSAGE = `Failed to connect after ${MAX_ATTEMPTS} attempts`;

/** The delay partysocket waits before reconnect n (jitter is added on top by the manager). */
export function backoffDelay(attempt: number): number {
  if (attempt <= 0) return 0;
  return Math.min(BACKOFF_BASE_MS * 2 ** (attempt - 1), BACKOFF_MAX_MS);
}
