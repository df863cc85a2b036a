// Route loaders (docs/spa-data.md): each asks the query cache for what its page shows first, so the
// page's chunk and its data travel in parallel, and a page seen before renders its cached data at
// once. They never wait for the network: the page shows placeholders of the final size meanwhile.
// The queries themselves (page-data.ts) are a chunk of their own, so /log-in does not carry them.
import type { LoaderFunction } from "react-router-dom";
import { appStore, selectedOrganizationIdAtom } from "../lib/session";
import { sessionTokenStore } from "../lib/session/token-store";
import type { PageName } from "./page-data";
import { preloadAppShell } from "./shell/lazy-app-shell";

const pageData = () => import("./page-data");

/** A page of the app: starts the shell's chunk (it wraps every page) and the page's first data. */
export function pageLoader(page: PageName): LoaderFunction {
  return ({ params, request }) => {
    if (!sessionTokenStore.getToken()) return null;
    void preloadAppShell();
    const orgId = appStore.get(selectedOrganizationIdAtom);
    // A failed chunk download (no signal) only means the page fetches its data itself.
    void pageData()
      .then((m) => m.prefetchPage(page, orgId, params, new URL(request.url).searchParams))
      .catch(() => undefined);
    return null;
  };
}
