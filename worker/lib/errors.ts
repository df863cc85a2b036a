// The API's single error shape (docs/architecture.md) and the handlers that produce it.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface FieldIssue {
  path: string;
  message: string;
}

/** Throw from anywhere in a request; onError turns it into `{ ok:false, message, code }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = "BAD_REQUEST", issues?: FieldIssue[]) =>
  new ApiError(400, code, message, issues);
export const unauthorized = (message = "No autorizado", code = "UNAUTHORIZED") => new ApiError(401, code, message);
export const forbidden = (message = "No tenés permiso para esta acción", code = "FORBIDDEN") =>
  new ApiError(403, code, message);
export const notFound = (message = "No encontrado", code = "NOT_FOUND") => new ApiError(404, code, message);
export const conflict = (message: string, code = "CONFLICT") => new ApiError(409, code, message);
export const tooMany = (message = "Demasiados intentos. Probá de nuevo en unos minutos.") =>
  new ApiError(429, "RATE_LIMITED", message);

/** The body of every error answer (onError, onNotFound): what the SPA's typed client reads on a failure. */
export interface ErrorBody {
  ok: false;
  message: string;
  code: string;
  issues?: FieldIssue[];
}

/** The error statuses the worker answers with (its ApiError throws, Hono's exceptions, the 500 fallback). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 426 | 429 | 500 | 502 | 503;

export function errorBody(err: ApiError): ErrorBody {
  return {
    ok: false as const,
    message: err.message,
    code: err.code,
    ...(err.issues ? { issues: err.issues } : {}),
  };
}

export function onError(err: Error, c: Context) {
  if (err instanceof ApiError) return c.json(errorBody(err), err.status);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    // Hono's body-limit and JSON parse failures land here.
    const message =
      status === 413 ? "El contenido es demasiado grande" : status === 400 ? "Solicitud inválida" : err.message;
    return c.json({ ok: false, message, code: status === 413 ? "TOO_LARGE" : "HTTP_ERROR" }, status);
  }
  if (err instanceof SyntaxError) {
    return c.json({ ok: false, message: "El cuerpo no es JSON válido", code: "INVALID_JSON" }, 400);
  }
  // Reported once, with its request id and route, by the request-context middleware.
  return c.json({ ok: false, message: "Error interno del servidor", code: "INTERNAL" }, 500);
}

export function onNotFound(c: Context) {
  return c.json({ ok: false, message: "Ruta no encontrada", code: "NOT_FOUND" }, 404);
}
