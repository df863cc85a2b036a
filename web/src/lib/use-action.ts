// Runs an async form action with a busy flag, an error message and a success toast.
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "./api/client";

export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (action: () => Promise<unknown>, opts: { success?: string; fallback: string }): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action();
        if (opts.success) toast.success(opts.success);
        return true;
      } catch (err) {
        setError(errorMessage(err, opts.fallback));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  return { busy, error, setError, run };
}
