// Work that must not show in an answer: neither its time nor its D1 statements (x-db-queries), e.g. a
// code's delivery that only happens for some inputs (a known account, a free address).
import type { Context } from "hono";
import type { AppEnv, Runtime } from "../env";

/**
 * Runs `work` once the response has left (a macrotask later, so none of it counts toward this
 * request's time or its x-db-queries), kept alive by waitUntil; a failure is only logged, as `what`.
 */
export function afterResponse(c: Context<AppEnv>, what: string, work: () => Promise<unknown>) {
  afterResponseIn(c.var.rt, what, work);
}

/** afterResponse for a service, which has the request's runtime rather than its context. */
export function afterResponseIn(rt: Pick<Runtime, "waitUntil">, what: string, work: () => unknown) {
  const later = new Promise((resolve) => setTimeout(resolve, 0))
    .then(work)
    .catch((e: unknown) => console.error(`${what} failed`, e));
  rt.waitUntil(later);
}
