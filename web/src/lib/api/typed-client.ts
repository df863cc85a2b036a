// Hono's typed client over the worker's ApiContract (paths, params, bodies, success and error answers checked
// at build time), fetching through a request core: the app's (session rules, lib/api/client.ts) or the
// session-less one of the log-in page's own entry (lib/api/public-client.ts).
import type { ApiContract } from "../../../../worker/app";
import { hc, type ClientResponse } from "hono/client";
import type { ClientErrorStatusCode, ServerErrorStatusCode, SuccessStatusCode } from "hono/utils/http-status";
import { ApiError } from "./api-error";
import { noteReceived } from "./last-received";
import type { createRequestCore, Method } from "./request-core";

/** Every API path starts here; the request core gets the rest. */
const API_PREFIX = /^(?:[a-z]+:\/\/[^/]+)?\/api(?=\/|$)/i;

/** Statuses whose Response carries no body. */
const NO_BODY = new Set([204, 205, 304]);

export function typedClient(request: ReturnType<typeof createRequestCore>) {
  /**
   * The fetch hc calls: runs the request through the request core (token, refresh, timeout, session end)
   * and hands back the server's status, JSON and request id as a Response.
   */
  async function coreFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(API_PREFIX, "");
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const auth = new Headers(init?.headers).get("Authorization");
    const token = auth?.startsWith("Bearer ") ? auth.slice("Bearer ".length) : undefined;
    const answer = await request.exchange((init?.method ?? "GET") as Method, path, body, token ? { token } : {});
    if (answer.ok) noteReceived();
    const headers = new Headers({ "Content-Type": "application/json" });
    if (answer.requestId) headers.set("x-request-id", answer.requestId);
    const text = NO_BODY.has(answer.status) ? null : JSON.stringify(answer.data ?? null);
    return new Response(text, { status: answer.status, headers });
  }
  return hc<ApiContract>("/", { fetch: coreFetch });
}

type AnyResponse = ClientResponse<unknown, number, string>;
type Answered<R, S extends number> =
  R extends ClientResponse<infer T, infer C, string> ? (C extends S ? T : never) : never;

/** The JSON of a call's success answers (2xx). */
export type Json<R extends AnyResponse> = Answered<R, SuccessStatusCode>;
/** The JSON of a call's error answers (4xx, 5xx): the worker's ErrorBody. */
export type ErrorJson<R extends AnyResponse> = Answered<R, ClientErrorStatusCode | ServerErrorStatusCode>;

/**
 * Awaits a typed call: its success JSON, or its error answer thrown as ApiError (docs/client-rules.md).
 * `R` is generic, so `res.ok` cannot narrow it; Json and ErrorJson split its answers by status instead.
 */
export async function call<R extends AnyResponse>(pending: Promise<R>): Promise<Json<R>> {
  const res = await pending;
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, data as ErrorJson<R>, res.headers.get("x-request-id"));
  return data as Json<R>;
}
