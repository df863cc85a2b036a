// The request core (docs/client-rules.md): bearer token on every call, refresh before a call
// when the access token expires within 30 s, single-flight refresh on 401/403 with one retry,
// session end when the refresh token is gone or expiring. Dependencies are injected so the rules
// are unit-tested with a fake clock, storage and fetch.
import { BOOKMARK_HEADER } from "@shared/d1-bookmark";
import { ApiError, errorData, NO_TOKEN_MESSAGE, SESSION_TERMINATED_MESSAGE } from "./api-error";
import { expiresWithin } from "./jwt";

export const REFRESH_THRESHOLD_S = 30;
export const REQUEST_TIMEOUT_MS = 30_000;

/** Calls that need no token; a 401/403 from them is an answer, not a reason to refresh. */
export const PUBLIC_PATHS = new Set([
  "/auth/log-in",
  "/auth/sign-up",
  "/auth/refresh-token",
  "/auth/send-recovery-code",
  "/auth/verify-recovery-code",
  "/auth/reset-password",
  // The SPA's error reports: sent without a token, so a report never refreshes or ends a session.
  "/client-error",
]);

export interface TokenStore {
  getToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores a refreshed access token and, when the server rotated it, the new refresh token. */
  setTokens(token: string, refreshToken: string | null): void;
}

export interface ClientDeps {
  baseUrl: string;
  tokens: TokenStore;
  fetch: typeof fetch;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Clears token, refresh token and selected organization, then goes to /log-in. */
  endSession: () => void;
  timeoutMs?: number;
  /** Serialises refreshes across tabs (navigator.locks) so a rotated token is never reused. */
  withLock?: <T>(run: () => Promise<T>) => Promise<T>;
  /** The newest D1 bookmark seen: sent on every call, advanced by every answer (read-your-writes). */
  bookmarks?: { latest(): string | null; advance(bookmark: string | null): void };
  /** An answer the boot script already asked for (early-requests.ts), taken once, or null. */
  early?: (method: Method, path: string, token: string | null) => Promise<Response> | null;
}

export interface RequestOptions {
  /** An explicit bearer token (admin activation): sent as is, never refreshed. */
  token?: string;
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The server's answer after the session rules: its status, JSON (or text) body and request id. */
export interface Answer {
  status: number;
  ok: boolean;
  data: unknown;
  requestId: string | null;
}

const sessionTerminated = () => new ApiError(401, { ok: false, message: SESSION_TERMINATED_MESSAGE });

/** docs/client-rules.md: 'Please provide token', or a message about an expired session or a token. */
function mentionsSession(data: unknown): boolean {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === "string" && /token|session expired|sesi[oó]n expirada/i.test(message);
}

const normalisePath = (path: string) => (path.startsWith("/") ? path : `/${path}`);

export function createRequestCore(deps: ClientDeps) {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let inflightRefresh: Promise<string | null> | null = null;

  /** fetch with the 30 s timeout, mapped to the docs/client-rules.md error statuses; resolves to status + body. */
  async function send(method: Method, path: string, body: unknown, token: string | null) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (token) headers.Authorization = `Bearer ${token}`;
    const bookmark = deps.bookmarks?.latest();
    if (bookmark) headers[BOOKMARK_HEADER] = bookmark;
    try {
      let res: Response;
      try {
        res = await (deps.early?.(method, path, token) ??
          deps.fetch(deps.baseUrl + path, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: controller.signal,
          }));
      } catch {
        throw new ApiError(controller.signal.aborted ? "TIMEOUT_ERROR" : "FETCH_ERROR", null);
      }
      deps.bookmarks?.advance(res.headers.get(BOOKMARK_HEADER));
      let text: string;
      try {
        text = await res.text();
      } catch {
        throw new ApiError(controller.signal.aborted ? "TIMEOUT_ERROR" : "FETCH_ERROR", null);
      }
      let data: unknown = null;
      if (text) {
        try {
          data = JSON.parse(text);
        } catch {
          if (res.ok) throw new ApiError("PARSING_ERROR", text, res.headers.get("x-request-id"));
          data = text;
        }
      }
      return { status: res.status, ok: res.ok, data, requestId: res.headers.get("x-request-id") };
    } finally {
      clearTimeout(timer);
    }
  }

  /** POST /auth/refresh-token; the new access token, or null when the server refused it. */
  async function callRefresh(staleToken: string | null): Promise<string | null> {
    const current = deps.tokens.getToken();
    // Another tab (or an earlier flight) already replaced the stale token: use its result.
    if (current && current !== staleToken && !expiresWithin(current, REFRESH_THRESHOLD_S, deps.now())) {
      return current;
    }
    const refreshToken = deps.tokens.getRefreshToken();
    if (!refreshToken) return null;
    const res = await send("POST", "/auth/refresh-token", { refresh_token: refreshToken }, null);
    const data = res.data as { ok?: unknown; token?: unknown; refresh_token?: unknown } | null;
    // docs/client-rules.md: a refresh succeeds only with ok true and a token.
    if (!res.ok || data?.ok !== true || typeof data.token !== "string" || !data.token) return null;
    deps.tokens.setTokens(data.token, typeof data.refresh_token === "string" ? data.refresh_token : null);
    return data.token;
  }

  /** Single flight: concurrent callers share one refresh. Network failures reject (session kept). */
  function refresh(staleToken: string | null): Promise<string | null> {
    if (!inflightRefresh) {
      const run = () => callRefresh(staleToken);
      inflightRefresh = (deps.withLock ? deps.withLock(run) : run()).finally(() => {
        inflightRefresh = null;
      });
    }
    return inflightRefresh;
  }

  function terminate(): never {
    deps.endSession();
    throw sessionTerminated();
  }

  /** The access token to send: refreshed first when it expires within 30 s (docs/client-rules.md). */
  async function freshToken(): Promise<string> {
    const token = deps.tokens.getToken();
    if (!token) {
      deps.endSession();
      throw new ApiError(401, { ok: false, message: NO_TOKEN_MESSAGE });
    }
    const refreshToken = deps.tokens.getRefreshToken();
    if (!refreshToken || expiresWithin(refreshToken, REFRESH_THRESHOLD_S, deps.now())) terminate();
    if (!expiresWithin(token, REFRESH_THRESHOLD_S, deps.now())) return token;
    return (await refresh(token)) ?? terminate();
  }

  /**
   * Sends one call under the session rules and resolves to the server's answer, error statuses included
   * (the typed client reads those through types). No answer, an unreadable one or an ended session throw ApiError.
   */
  async function exchange(method: Method, rawPath: string, body?: unknown, opts: RequestOptions = {}): Promise<Answer> {
    const path = normalisePath(rawPath);
    const authenticated = opts.token === undefined && !PUBLIC_PATHS.has(path.split("?")[0]!);
    let token = opts.token ?? (authenticated ? await freshToken() : null);
    let res = await send(method, path, body, token);
    if (authenticated && (res.status === 401 || res.status === 403)) {
      // One refresh (shared), then the original request once more.
      token = (await refresh(token)) ?? terminate();
      res = await send(method, path, body, token);
      // Still unauthenticated with a fresh token: the session is gone. A 403 about anything but
      // the token or session is a real permission answer (docs/architecture.md) for the caller.
      if (res.status === 401 || (res.status === 403 && mentionsSession(res.data))) terminate();
    }
    return res;
  }

  /** exchange, with an error answer thrown as ApiError; resolves to the success body. */
  async function request<T>(method: Method, rawPath: string, body?: unknown, opts: RequestOptions = {}) {
    const res = await exchange(method, rawPath, body, opts);
    if (!res.ok) throw new ApiError(res.status, errorData(res.data), res.requestId);
    return res.data as T;
  }

  // freshToken: the session's access token for binary transfers; exchange: the answers the typed client reads.
  return Object.assign(request, { freshToken, exchange });
}
