// What an optimistic write needs besides its data: the cache holding the lists (the app's; a fresh
// one in tests) and how it tells the user it failed (the error toast).
import type { QueryClient } from "@tanstack/react-query";
import { toastError } from "../lib/error-toast";
import { queryClient } from "../lib/query/query-client";

export interface OptimisticDeps {
  client: QueryClient;
  /** The user-facing message and the error it comes from. */
  notifyError: (message: string, error?: unknown) => void;
}

export const defaultOptimisticDeps: OptimisticDeps = { client: queryClient, notifyError: (m, e) => toastError(m, e) };
