// The app's API client: Hono's typed client over the worker's AppType (paths, params, bodies and
// responses checked at build time), fetching through the request core and its session rules.
import type { AppType } from "../../../../worker/app";
import { hc } from "hono/client";
import { endSession } from "../session/session-events";
import { sessionTokenStore } from "../session/token-store";
import { bookmarkStore } from "./bookmark";
import { takeEarly } from "./early-requests";
import { noteReceived } from "./last-received";
import { createRequestCore, type Method } from "./request-core";

export { ApiError, errorMessage, isApiError, requestIdOf } from "./api-error";
export type { ApiErrorData, ApiErrorStatus } from "./api-error";

const REFRESH_LOCK = "tropero-token-refresh";
/** Every API path starts here (docs/architecture.md); the request core gets the rest. */
const API_PREFIX = /^(?:[a-z]+:\/\/[^/]+)?\/api(?=\/|$)/i;

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

/**
 * The fetch hc calls: runs the request through the request core (token, refresh, timeout,
 * ApiError on failure) and hands back the JSON it got as a 200 response.
 */
async function coreFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const path = url.replace(API_PREFIX, "");
  const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
  const auth = new Headers(init?.headers).get("Authorization");
  const token = auth?.startsWith("Bearer ") ? auth.slice("Bearer ".length) : undefined;
  const data = await request<unknown>((init?.method ?? "GET") as Method, path, body, token ? { token } : {});
  noteReceived();
  return new Response(JSON.stringify(data ?? null), { status: 200, headers: { "Content-Type": "application/json" } });
}

/** A valid access token for requests the JSON core cannot make (photo bytes up and down). */
export const freshToken = () => request.freshToken();

/** The typed client: `client.api.lot.info[":orgId"].$get({ param: { orgId } })`. */
export const client = hc<AppType>("/", { fetch: coreFetch });
export const api = client.api;

/** Awaits a typed call and returns its JSON (failures were already thrown as ApiError). */
export async function call<R extends { json(): Promise<unknown> }>(pending: Promise<R>): Promise<Json<R>> {
  return (await pending).json() as Promise<Json<R>>;
}

/** The JSON a typed call resolves to (the union of its success shapes). */
export type Json<R extends { json(): Promise<unknown> }> = Awaited<ReturnType<R["json"]>>;

/** Path parameters travel as strings. */
export const id = (value: number | string) => String(value);

/** An explicit bearer token for one call (admin activation): sent as is, never refreshed. */
export const withToken = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/**
 * The live socket's path (docs/architecture.md), without the leading slash (partysocket's basePath); the room
 * (`organization_{id}`) and the token travel in its query.
 */
export const liveRoomPath = () => client.api.events["socket.io"].$path().replace(/^\//, "");
