// docs/client-rules.md messages for failed log-in and sign-up: the server's message, else a server or
// connection error, else 'Error al iniciar sesión'.
import { errorMessage } from "../../lib/api/api-error";
import { isAuthFailure } from "../../data/api/log-in-call";

export const LOG_IN_DEFAULT_ERROR = "Error al iniciar sesión";

export function authErrorMessage(error: unknown): string {
  if (isAuthFailure(error)) return error.message || LOG_IN_DEFAULT_ERROR;
  return errorMessage(error, LOG_IN_DEFAULT_ERROR);
}
