// The error toast: the message, and under it the failed call's request id, so support can find
// the call in the worker's log (docs/errors.md).
import { toast } from "./toast";
import { requestIdOf } from "./api/api-error";
import { defineMessages, localeAtom } from "./i18n";
import { appStore } from "./session/jotai-store";

const messages = defineMessages({ reference: "Código para soporte" }, { reference: "Support code" });

/** The line naming the request id of `error`, or null when it has none (no answer, not an API call). */
export function supportLine(error: unknown): string | null {
  const id = requestIdOf(error);
  return id ? `${messages[appStore.get(localeAtom)].reference}: ${id}` : null;
}

/** toast.error for a failure: `message` as the title, the request id (when there is one) below it. */
export function toastError(message: string, error?: unknown): void {
  const line = supportLine(error);
  toast.error(message, line ? { description: line } : undefined);
}
