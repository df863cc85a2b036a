// Root component: the jotai store, the query cache, the router, toasts, and the initial session check.
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider } from "jotai";
import { useEffect, useLayoutEffect, useState } from "react";
import { RouterProvider, type createBrowserRouter } from "react-router-dom";
import { Toaster } from "sonner";
// sonner's rules as a file: the build removes its runtime <style> injection (CSP, vite.config.ts).
import "sonner/dist/styles.css";
import { queryClient } from "../lib/query/query-client";
import { appStore, verifySession } from "../lib/session";
import { AppErrorBoundary } from "./error-screen";
import { createAppRouter } from "./router";
import { LocaleSync } from "./locale-sync";
import { endPrerendered } from "../prerender/typed-before-start";

/** docs/client-rules.md: toasts at the bottom left, closing after 2000 ms. */
export const TOAST_DURATION_MS = 2000;

/** `router`: main.tsx creates it first when it must wait for the first page (a prerendered one). */
export function App({ router: given }: { router?: ReturnType<typeof createBrowserRouter> }) {
  const [router] = useState(() => given ?? createAppRouter());
  // After the pages' own first-commit effects, which read what was typed on a prerendered page.
  useLayoutEffect(endPrerendered, []);
  useEffect(() => {
    // StrictMode's second call joins the first check.
    void verifySession();
  }, []);
  return (
    <AppErrorBoundary>
      <Provider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <LocaleSync />
          <RouterProvider router={router} />
          <Toaster position="bottom-left" duration={TOAST_DURATION_MS} richColors closeButton />
        </QueryClientProvider>
      </Provider>
    </AppErrorBoundary>
  );
}
