// Hono's typed client over the worker's AppType (paths, params, bodies and responses checked at build time),
// fetching through a request core: the app's (session rules, lib/api/client.ts) or the session-less one of
// the log-in page's own entry (lib/api/public-client.ts).
import type { AppType } from "../../../../worker/app";
import { hc } from "hono/client";
import { noteReceived } from "./last-received";
import type { createRequestCore, Method } from "./request-core";

/** Every API path starts here; the request core gets the rest. */
const API_PREFIX = /^(?:[a-z]+:\/\/[^/]+)?\/api(?=\/|$)/i;

export function typedClient(request: ReturnType<typeof createRequestCore>) {
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
  return hc<AppType>("/", { fetch: coreFetch });
}

/** Awaits a typed call and returns its JSON (failures were already thrown as ApiError). */
export async function call<R extends { json(): Promise<unknown> }>(pending: Promise<R>): Promise<Json<R>> {
  return (await pending).json() as Promise<Json<R>>;
}

/** The JSON a typed call resolves to (the union of its success shapes). */
export type Json<R extends { json(): Promise<unknown> }> = Awaited<ReturnType<R["json"]>>;
