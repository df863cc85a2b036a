// The analytics session of docs/client-rules.md: it ends after 30 minutes without a page view or 24 hours after it
// began, and a different user on the same browser starts a new one. Kept in localStorage so every tab of
// the browser shares it.
import { SESSION_IDLE_MS, SESSION_MAX_MS } from "@shared/analytics-rules";
import { safeStorage } from "../session/local-storage";
import { STORAGE_KEYS } from "../session/storage-keys";

export interface AnalyticsSession {
  id: string;
  userId: number;
  /** Epoch ms of the first and the latest page view. */
  started: number;
  last: number;
}

/** The session a page view at `now` by `userId` belongs to: `previous` continued, or a new one. */
export function continueSession(
  previous: AnalyticsSession | null,
  userId: number,
  now: number,
  newId: () => string = () => crypto.randomUUID(),
): AnalyticsSession {
  const alive =
    previous !== null &&
    previous.userId === userId &&
    now - previous.last < SESSION_IDLE_MS &&
    now - previous.started < SESSION_MAX_MS &&
    now >= previous.last;
  return alive ? { ...previous, last: now } : { id: newId(), userId, started: now, last: now };
}

function readSession(): AnalyticsSession | null {
  try {
    const raw = safeStorage()?.getItem(STORAGE_KEYS.analyticsSession);
    const s = raw ? (JSON.parse(raw) as Partial<AnalyticsSession>) : null;
    return s &&
      typeof s.id === "string" &&
      typeof s.userId === "number" &&
      typeof s.started === "number" &&
      typeof s.last === "number"
      ? (s as AnalyticsSession)
      : null;
  } catch {
    return null;
  }
}

/** Continues (or starts) the stored session for a page view now, and stores it. */
export function touchSession(userId: number, now = Date.now()): AnalyticsSession {
  const session = continueSession(readSession(), userId, now);
  safeStorage()?.setItem(STORAGE_KEYS.analyticsSession, JSON.stringify(session));
  return session;
}
