// The outermost /api middleware: a request id on every answer, the security and cache headers, and
// the one report of each 5xx (thrown or returned), with the matched route and who asked.
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { AppEnv, Membership } from "../env";
import { errorReporter } from "../lib/error-reporting";
import { isLocalRun } from "../lib/outbox";
import { API_CSP, COMMON_HEADERS, HSTS } from "../lib/security-headers";

export const REQUEST_ID_HEADER = "x-request-id";
/** A caller's (or a proxy's) own id is kept when it looks like one: a UUID or a similar token. */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{7,63}$/;

export function requestIdOf(incoming: string | undefined): string {
  return incoming && WELL_FORMED_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** Production and previews: a public https origin (a local run never gets HSTS). */
const servedOverHttps = (env: AppEnv["Bindings"]) => !isLocalRun(env) && env.APP_ORIGIN.startsWith("https://");

export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
  c.set("requestId", requestId);
  await next();

  const status = c.res.status;
  if (status >= 500) {
    // c.error is what onError turned into this answer; a handler may also return a 5xx itself.
    errorReporter(c.env).report(c.error ?? new Error(`Answered ${status}`), {
      requestId,
      method: c.req.method,
      route: routePath(c, -1) || c.req.path,
      status,
      userId: c.var.user?.id,
      // Set by the door (areas/organization/door.ts) on admitted routes only.
      organizationId: (c.var as { membership?: Membership }).membership?.organizationId,
    });
  }

  c.header(REQUEST_ID_HEADER, requestId);
  c.header("Content-Security-Policy", API_CSP);
  for (const [name, value] of Object.entries(COMMON_HEADERS)) c.header(name, value);
  if (servedOverHttps(c.env)) c.header("Strict-Transport-Security", HSTS);
  // Every API answer is per user or about credentials: never kept by a browser or a proxy.
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
});
