// Root component: the jotai store, the query cache, the router, toasts, and the initial session check.
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider, useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { Link, RouterProvider } from "react-router-dom";
import { queryClient } from "../lib/query/query-client";
import { appStore, verifySession } from "../lib/session";
import { AppErrorBoundary } from "./error-screen";
import { createAppRouter } from "./router";
import { LocaleSync } from "./locale-sync";
import { AuthLinkContext } from "../features/auth/auth-link";
import { takeCarriedToast } from "../lib/carried-toast";
import { toast } from "../lib/toast";
import { AppToaster } from "../components/toaster/app-toaster";
import { firstScreenShownAtom } from "./first-screen-shown";

/** The toaster once the first screen is painted (lib/toast.ts): toasts asked for before then wait for it. */
function LaterToaster() {
  return useAtomValue(firstScreenShownAtom) ? <AppToaster /> : null;
}

export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    // "Sesión iniciada correctamente" from the log-in page's own entry, which left for the app (log-in/main.tsx).
    const carried = takeCarriedToast();
    if (carried) toast.success(carried);
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
          <LaterToaster />
        </QueryClientProvider>
      </Provider>
    </AppErrorBoundary>
  );
}
