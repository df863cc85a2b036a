// Boot (docs/spa-data.md, "The first screen"): a script of a few hundred bytes that runs while the
// app's code downloads. For a signed-in visit it starts the session check and, on the dashboard, its
// summary, and asks for the first screen's chunk (the shell and the dashboard); on /log-in, drawn at build
// time, it starts that page's own code after the first paint. The code and the data travel together
// instead of one after the other. The app takes the answers (early-requests.ts).
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

/** Files listed by the build in a meta tag (vite.config.ts, worker/scripts/prerender.ts). */
const listed = (name: string) =>
  (document.querySelector<HTMLMetaElement>(`meta[name="tropero-${name}"]`)?.content ?? "").split(" ").filter(Boolean);

/** A first screen's files, listed by the build in a meta tag (vite.config.ts). */
function preloadScreen(name: "first-screen" | "map-screen" | "app"): void {
  for (const href of listed(name)) {
    const link = document.createElement("link");
    // As the app's own imports will ask for them (CORS mode), so the browser reuses these answers.
    link.crossOrigin = "";
    if (href.endsWith(".css")) Object.assign(link, { rel: "preload", as: "style", href });
    else Object.assign(link, { rel: "modulepreload", href });
    document.head.appendChild(link);
  }
}

/**
 * A page drawn at build time (/log-in) has its form on screen before any JavaScript: the page's code is asked
 * for only after that first paint, so on a slow link it does not compete with the page's stylesheet. A hidden
 * tab paints no frame, hence the second way in.
 */
function startAppAfterPaint(): void {
  // Sending the prerendered form natively would reload the page: it is held, and the page's code sends it once it has
  // started (prerender/typed-before-start.ts removes data-prerendered then, and this guard stands aside).
  document.addEventListener(
    "submit",
    (event) => {
      const root = document.getElementById("root");
      if (!root?.hasAttribute("data-prerendered")) return;
      event.preventDefault();
      root.setAttribute("data-submitted", "");
    },
    { capture: true },
  );
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const [entry] = listed("app");
    preloadScreen("app");
    const script = Object.assign(document.createElement("script"), { type: "module", crossOrigin: "", src: entry });
    document.head.appendChild(script);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1_000);
}

/**
 * What a page's first render asks for, started here for the pages opened straight from a link or the home
 * screen: the dashboard (its summary, the categories' names, invitations to answer) and the map (the lots and
 * fields with their boundaries, docs/map.md).
 */
const FIRST_GETS: Record<string, ((orgId: number) => string[]) | undefined> = {
  "/": (org) => [`/dashboard/${org}`, `/animal-categories/${org}`, "/invitation"],
  "/mapa": (org) => [`/lot/info/${org}`, `/field/${org}`],
};

function boot(): void {
  if (document.querySelector('meta[name="tropero-app"]')) return startAppAfterPaint();
  const token = stored(STORAGE_KEYS.token);
  // A visitor: nothing to start (a first visit to /log-in is the page above).
  if (!token) return;
  // A session about to expire is refreshed by the app first: nothing to start early.
  if (expiresWithin(token, FRESH_FOR_S, Date.now())) return;
  const headers: Record<string, string> = { Accept: "application/json" };
  const bookmark = validBookmark(stored(STORAGE_KEYS.d1Bookmark));
  if (bookmark) headers[BOOKMARK_HEADER] = bookmark;
  startEarlyGet("/user", token, headers);
  // Asked by the app right after the user (session-actions.ts): one round trip less on a slow link.
  startEarlyGet("/organization/my-organizations", token, headers);
  const orgId = Number(stored(STORAGE_KEYS.organizationSelect));
  if (Number.isSafeInteger(orgId) && orgId > 0)
    for (const path of FIRST_GETS[location.pathname]?.(orgId) ?? []) startEarlyGet(path, token, headers);
  preloadScreen("first-screen");
  // The map's code (MapLibre, ~285 KB) downloads and compiles while the shell starts (docs/map.md).
  if (location.pathname === "/mapa") preloadScreen("map-screen");
}

boot();
