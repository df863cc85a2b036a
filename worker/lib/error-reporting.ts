// One interface for the worker's 5xx: always one structured JSON line in the log (Workers Logs
// indexes its fields), and Sentry too when the SENTRY_DSN secret is set (worker/index.ts wraps the
// handler with Sentry only then). Nothing reported carries a token, password or request body.
import * as Sentry from "@sentry/cloudflare";
import type { Env } from "../env";

/** What is known about the failure: a worker request that answered 5xx, or the SPA's own report. */
export interface ErrorContext {
  /** "worker" unless said otherwise. */
  source?: "worker" | "spa";
  /** The SPA's kind of failure: a render, an uncaught error, an unhandled rejection. */
  kind?: string;
  requestId: string;
  method?: string;
  /** The matched route pattern (`/api/lot/info/:orgId`), not the path with its ids; the SPA's page. */
  route: string;
  status?: number;
  userId?: number;
  organizationId?: number;
  /** For the SPA: the failed API call behind its error. */
  apiRequestId?: string;
}

export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
}

const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const BEARER = /\bBearer\s+\S+/gi;
/** drizzle's DrizzleQueryError message ends with the statement's bound values: emails, hashes, notes. */
const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;

/** Removes bound values and anything token-like from a message or stack. */
export function scrub(text: string): string {
  return text.replace(PARAMS, "\nparams: [redacted]").replace(JWT, "[token]").replace(BEARER, "Bearer [token]");
}

function describe(error: unknown): { name: string; message: string; stack?: string; cause?: string } {
  if (!(error instanceof Error)) return { name: "NonError", message: scrub(String(error)) };
  const cause = error.cause instanceof Error ? scrub(`${error.cause.name}: ${error.cause.message}`) : undefined;
  return {
    name: error.name,
    message: scrub(error.message),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
    ...(cause ? { cause } : {}),
  };
}

/** The one log line of a 5xx. */
export function errorLogEntry(error: unknown, context: ErrorContext) {
  const source = context.source ?? "worker";
  return {
    level: "error",
    message: source === "spa" ? "client error" : "request failed",
    source,
    ...(context.kind ? { kind: context.kind } : {}),
    request_id: context.requestId,
    ...(context.method ? { method: context.method } : {}),
    route: context.route,
    ...(context.status !== undefined ? { status: context.status } : {}),
    ...(context.apiRequestId ? { api_request_id: context.apiRequestId } : {}),
    ...(context.userId !== undefined ? { user_id: context.userId } : {}),
    ...(context.organizationId !== undefined ? { organization_id: context.organizationId } : {}),
    error: describe(error),
  };
}

/** Local and always-on: the structured line on stderr. */
export const logReporter: ErrorReporter = {
  report(error, context) {
    console.error(JSON.stringify(errorLogEntry(error, context)));
  },
};

/** Production with SENTRY_DSN: the log line, plus the event in Sentry tagged with the same ids. */
export const sentryReporter: ErrorReporter = {
  report(error, context) {
    logReporter.report(error, context);
    Sentry.withScope((scope) => {
      scope.setTags({ source: context.source ?? "worker", request_id: context.requestId, route: context.route });
      if (context.status !== undefined) scope.setTag("status", context.status);
      if (context.apiRequestId) scope.setTag("api_request_id", context.apiRequestId);
      if (context.userId !== undefined) scope.setUser({ id: String(context.userId) });
      if (context.organizationId !== undefined) scope.setTag("organization_id", context.organizationId);
      // A copy carrying only the scrubbed name, message and stack (Sentry parses the frames from it).
      const safe = describe(error);
      const reported = Object.assign(new Error(safe.message), { name: safe.name, stack: safe.stack });
      Sentry.captureException(reported);
    });
  },
};

export const errorReporter = (env: Pick<Env, "SENTRY_DSN">): ErrorReporter =>
  env.SENTRY_DSN ? sentryReporter : logReporter;

interface SentryRequest {
  url?: string;
  headers?: unknown;
  query_string?: unknown;
  data?: unknown;
  cookies?: unknown;
}

/** The SDK's options: no default PII, no tracing, and no request headers, query or body in events. */
export function sentryOptions(env: Pick<Env, "SENTRY_DSN">) {
  if (!env.SENTRY_DSN) return undefined;
  return {
    dsn: env.SENTRY_DSN,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend<E extends { request?: SentryRequest }>(event: E): E {
      if (event.request) {
        // The socket's URL carries its token in the query string.
        if (event.request.url) event.request.url = event.request.url.replace(/[?#].*$/, "");
        delete event.request.headers;
        delete event.request.query_string;
        delete event.request.data;
        delete event.request.cookies;
      }
      return event;
    },
  };
}
