// Runs an async form action with a busy flag, an error message and a success toast.
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "./api/client";
import { toastError } from "./error-toast";

export interface ActionOptions {
  /** Toast shown once the action succeeded. */
  success?: string;
  /** The error message: the API's own message else this text, or a function of the error. */
  fallback: string | ((error: unknown) => string);
  /** Also show the error as a toast. */
  toastError?: boolean;
  /** Stay busy after success (the page is leaving: the button must not come back meanwhile). */
  keepBusy?: boolean;
}

export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (action: () => Promise<unknown>, opts: ActionOptions): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      if (opts.success) toast.success(opts.success);
      if (!opts.keepBusy) setBusy(false);
      return true;
    } catch (err) {
      const message = typeof opts.fallback === "function" ? opts.fallback(err) : errorMessage(err, opts.fallback);
      setError(message);
      if (opts.toastError) toastError(message, err);
      setBusy(false);
      return false;
    }
  }, []);

  return { busy, error, setError, run };
}
