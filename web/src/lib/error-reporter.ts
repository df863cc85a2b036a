// The SPA's one error reporter: uncaught errors, unhandled rejections and failed renders go to the
// worker (POST /api/client-error), which logs them like its own 5xx and forwards them to Sentry when
// it has a DSN. Same origin, so the CSP's connect-src stays 'self' and the bundle carries no SDK.
import type { ClientErrorReport } from "@shared/client-error-schemas";
import { publicApi as api } from "./api/public-client";
import { call } from "./api/typed-client";
import { isApiError, requestIdOf } from "./api/api-error";

/** A page that fails in a loop must not flood the log: the first few reports of a page load only. */
const MAX_REPORTS = 10;
let sent = 0;
/** One report per error, however many places see it (StrictMode's second effect, a boundary and the window). */
let reported = new WeakSet<object>();

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** Reports `error` once; never throws, and a failed report is not reported again. */
export function reportError(error: unknown, kind: ClientErrorReport["kind"]): void {
  // A failed call the code did not handle: the worker already logged its 5xx, and a 4xx or a lost
  // connection is an answer, not a bug of this page.
  if (kind === "rejection" && isApiError(error)) return;
  if (sent >= MAX_REPORTS) return;
  if (typeof error === "object" && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  sent++;
  const err = error instanceof Error ? error : new Error(typeof error === "string" ? error : "Unknown error");
  const apiRequestId = requestIdOf(error);
  const report: ClientErrorReport = {
    kind,
    name: cut(err.name, 200),
    message: cut(err.message, 2000),
    ...(err.stack ? { stack: cut(err.stack, 8000) } : {}),
    path: cut(location.pathname, 300),
    ...(apiRequestId ? { api_request_id: apiRequestId } : {}),
  };
  call(api["client-error"].$post({ json: report })).catch(() => undefined);
}

/** Listens for what no code caught (once, from main.tsx). */
export function installErrorReporting(): void {
  window.addEventListener("error", (event) => reportError(event.error ?? event.message, "error"));
  window.addEventListener("unhandledrejection", (event) => reportError(event.reason, "rejection"));
}

/** Tests only: a fresh page load's budget. */
export function resetErrorReports(): void {
  sent = 0;
  reported = new WeakSet();
}
