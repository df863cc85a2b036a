// POST /api/client-error: the SPA's uncaught errors and failed renders join the worker's 5xx in the one
// error-reporting interface (a log line; Sentry with SENTRY_DSN), so the browser needs no SDK and the
// CSP's connect-src stays 'self'. Anonymous (a log-in page can fail too), hence limited per address.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { clientErrorSchema } from "../shared/client-error-schemas";
import { errorReporter } from "./error-reporting";
import { clientBucket, hit, RULES } from "./rate-limit";
import { validate } from "./validate";

export const clientErrorRoutes = new Hono<AppEnv>().post("/", validate("json", clientErrorSchema), async (c) => {
  await hit(c, [[RULES.clientError, clientBucket(c)]]);
  const report = c.req.valid("json");
  const error = Object.assign(new Error(report.message), {
    name: report.name ?? "Error",
    stack: report.stack ?? "",
  });
  errorReporter(c.env).report(error, {
    source: "spa",
    kind: report.kind,
    requestId: c.var.requestId,
    route: report.path,
    ...(report.api_request_id ? { apiRequestId: report.api_request_id } : {}),
  });
  return c.body(null, 204);
});
