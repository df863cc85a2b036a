// Root component: the jotai store, the query cache, the router, toasts, and the initial session check.
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider } from "jotai";
import { useEffect, useState } from "react";
import { Link, RouterProvider } from "react-router-dom";
import { Toaster, toast } from "sonner";
// sonner's rules as a file: the build removes its runtime <style> injection (CSP, vite.config.ts).
import "sonner/dist/styles.css";
import { queryClient } from "../lib/query/query-client";
import { appStore, verifySession } from "../lib/session";
import { AppErrorBoundary } from "./error-screen";
import { createAppRouter } from "./router";
import { LocaleSync } from "./locale-sync";
import { AuthLinkContext } from "../features/auth/auth-link";
import { takeCarriedToast } from "../lib/carried-toast";
import { firstScreenShown } from "./first-screen-shown";

/** docs/client-rules.md: toasts at the bottom left, closing after 2000 ms. */
export const TOAST_DURATION_MS = 2000;

export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    // "Sesión iniciada correctamente" from the log-in page's own entry, which left for the app (log-in/main.tsx).
    const carried = takeCarriedToast();
    if (carried) void firstScreenShown.then(() => toast.success(carried));
  }, []);
  useEffect(() => {
    // StrictMode's second call joins the first check.
    void verifySession();
  }, []);
  return (
    <AppErrorBoundary>
      <Provider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <LocaleSync />
          <AuthLinkContext.Provider value={Link}>
            <RouterProvider router={router} />
          </AuthLinkContext.Provider>
          <Toaster position="bottom-left" duration={TOAST_DURATION_MS} richColors closeButton />
        </QueryClientProvider>
      </Provider>
    </AppErrorBoundary>
  );
}
