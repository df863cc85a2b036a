// Resolves once a data router has matched its first location and loaded that route's lazy chunk and loader.
import type { createBrowserRouter } from "react-router-dom";

export function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
