// Boot (docs/spa-data.md, "The first screen"): a script of a few hundred bytes that runs while the
// app's code downloads. For a signed-in visit it starts the session check and, on the dashboard, its
// summary, and asks for the first screen's chunk (the shell and the dashboard); for a visitor on /log-in,
// the log-in page's chunk. The code and the data travel together instead of one after the other. The app takes the answers (early-requests.ts).
// Its imports must stay tiny and dependency-free: vite.config.ts keeps them out of the app's entry
// chunk and `npm run size` holds boot to its budget.
import { BOOKMARK_HEADER, validBookmark } from "@shared/d1-bookmark";
import { startEarlyGet } from "./lib/api/early-requests";
import { expiresWithin } from "./lib/api/jwt";
import { STORAGE_KEYS } from "./lib/session/storage-keys";

/** The same margin as the request core: a token this close to expiry is refreshed first, by the app. */
const FRESH_FOR_S = 30;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

/** A first screen's files, listed by the build in a meta tag (vite.config.ts). */
function preloadScreen(name: "first-screen" | "visitor-screen"): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="tropero-${name}"]`)?.content ?? "";
  for (const href of files.split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    // As the app's own imports will ask for them (CORS mode), so the browser reuses these answers.
    link.crossOrigin = "";
    if (href.endsWith(".css")) Object.assign(link, { rel: "preload", as: "style", href });
    else Object.assign(link, { rel: "modulepreload", href });
    document.head.appendChild(link);
  }
}

function boot(): void {
  const token = stored(STORAGE_KEYS.token);
  // A visitor on /log-in (paths.logIn; lib/paths is too big to import here) gets the page's chunk early.
  if (!token) {
    if (location.pathname === "/log-in") preloadScreen("visitor-screen");
    return;
  }
  // A session about to expire is refreshed by the app first: nothing to start early.
  if (expiresWithin(token, FRESH_FOR_S, Date.now())) return;
  const headers: Record<string, string> = { Accept: "application/json" };
  const bookmark = validBookmark(stored(STORAGE_KEYS.d1Bookmark));
  if (bookmark) headers[BOOKMARK_HEADER] = bookmark;
  startEarlyGet("/user", token, headers);
  const orgId = Number(stored(STORAGE_KEYS.organizationSelect));
  if (location.pathname === "/" && Number.isSafeInteger(orgId) && orgId > 0) {
    startEarlyGet(`/dashboard/${orgId}`, token, headers);
  }
  preloadScreen("first-screen");
}

boot();
