// The client error shape of docs/client-rules.md: a status (HTTP number or one of three client failures)
// and the data the server sent.

export type ApiErrorStatus = number | "FETCH_ERROR" | "TIMEOUT_ERROR" | "PARSING_ERROR";

export interface ApiErrorData {
  ok?: false;
  message?: string;
  code?: string;
  issues?: unknown;
  [key: string]: unknown;
}

export const NO_TOKEN_MESSAGE = "No authentication token";
export const SESSION_TERMINATED_MESSAGE = "Session terminated";

export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly data: ApiErrorData | string | null;
  /** The answer's x-request-id: what support looks up in the worker's log (none without an answer). */
  readonly requestId: string | null;

  constructor(status: ApiErrorStatus, data: ApiErrorData | string | null, requestId: string | null = null) {
    const message = typeof data === "string" ? data : typeof data?.message === "string" ? data.message : String(status);
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.data = data;
    this.requestId = requestId;
  }

  /** The server's own message (docs/architecture.md: Spanish and meant for the user), when it sent one. */
  get serverMessage(): string | null {
    return this.data && typeof this.data === "object" && typeof this.data.message === "string"
      ? this.data.message
      : null;
  }
}

/** An error answer's body as ApiError keeps it: the server's JSON object, its text, or nothing. */
export function errorData(data: unknown): ApiErrorData | string | null {
  if (data === null || data === undefined) return null;
  if (typeof data === "string") return data;
  return typeof data === "object" && !Array.isArray(data) ? { ...data } : String(data);
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The request id of a failed API call, when the server answered it. */
export const requestIdOf = (e: unknown): string | null => (isApiError(e) ? e.requestId : null);

/**
 * What to tell the user about a failed call (docs/client-rules.md): the server message when there is one,
 * otherwise a server or connection error, otherwise the caller's default.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === "FETCH_ERROR" || error.status === "TIMEOUT_ERROR") return "No se pudo conectar con el servidor";
  if (error.serverMessage) return error.serverMessage;
  if (typeof error.status === "number" && error.status >= 500) return "Error inesperado del servidor";
  if (error.status === "PARSING_ERROR") return "Error inesperado del servidor";
  return fallback;
}
