// The app's API client: Hono's typed client over the worker's AppType (paths, params, bodies and
// responses checked at build time), fetching through the request core and its session rules.
import { endSession } from "../session/session-events";
import { sessionTokenStore } from "../session/token-store";
import { bookmarkStore } from "./bookmark";
import { takeEarly } from "./early-requests";
import { createRequestCore } from "./request-core";
import { typedClient } from "./typed-client";

export { call, type Json } from "./typed-client";

export { ApiError, errorMessage, isApiError, requestIdOf } from "./api-error";
export type { ApiErrorData, ApiErrorStatus } from "./api-error";

const REFRESH_LOCK = "tropero-token-refresh";

const request = createRequestCore({
  baseUrl: "/api",
  tokens: sessionTokenStore,
  fetch: (...args) => fetch(...args),
  now: () => Date.now(),
  endSession: () => endSession(),
  bookmarks: bookmarkStore,
  early: takeEarly,
  withLock:
    typeof navigator !== "undefined" && navigator.locks
      ? <T>(run: () => Promise<T>) => navigator.locks.request(REFRESH_LOCK, run) as Promise<T>
      : undefined,
});

/** A valid access token for requests the JSON core cannot make (photo bytes up and down). */
export const freshToken = () => request.freshToken();

/** The typed client: `client.api.lot.info[":orgId"].$get({ param: { orgId } })`. */
export const client = typedClient(request);
export const api = client.api;

/** Path parameters travel as strings. */
export const id = (value: number | string) => String(value);

/** An explicit bearer token for one call (admin activation): sent as is, never refreshed. */
export const withToken = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/**
 * The live socket's path (docs/architecture.md), without the leading slash (partysocket's basePath); the room
 * (`organization_{id}`) and the token travel in its query.
 */
export const liveRoomPath = () => client.api.events["socket.io"].$path().replace(/^\//, "");
