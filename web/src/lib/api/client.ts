// The app's API client: the request core wired to the session (tokens in localStorage, session
// end → /log-in) with small typed helpers. Paths are relative to /api (SPEC.md §7).
import { endSession } from "../session/session-events";
import { sessionTokenStore } from "../session/token-store";
import { createRequestCore, type RequestOptions } from "./request-core";

export { ApiError, errorMessage, isApiError } from "./api-error";
export type { ApiErrorData, ApiErrorStatus } from "./api-error";

const REFRESH_LOCK = "tropero-token-refresh";

const request = createRequestCore({
  baseUrl: "/api",
  tokens: sessionTokenStore,
  fetch: (...args) => fetch(...args),
  now: () => Date.now(),
  endSession: () => endSession(),
  withLock:
    typeof navigator !== "undefined" && navigator.locks
      ? <T>(run: () => Promise<T>) => navigator.locks.request(REFRESH_LOCK, run) as Promise<T>
      : undefined,
});

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>("GET", path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("POST", path, body, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PUT", path, body, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PATCH", path, body, opts),
  delete: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("DELETE", path, body, opts),
};
