// SPA entry point.
import "./lib/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { firstScreenShown } from "./app/first-screen-shown";
import { createAppRouter } from "./app/router";
import { routerReady } from "./app/router-ready";
import { installErrorReporting } from "./lib/error-reporter";
import { startOverPrerendered } from "./prerender/typed-before-start";
import { verifySession } from "./lib/session";
import "./styles/global.css";

installErrorReporting();

const container = document.getElementById("root")!;
const router = createAppRouter();
// A page drawn at build time (/log-in, worker/scripts/prerender.ts) stays on screen until the app can draw
// the same page: a visitor's session check ends at once, and the page's chunk is awaited, so the first
// render is the page itself rather than the loading screen in between (docs/spa-data.md, "The first screen").
// (No top-level await here: it would make the build split the lazy pages into extra facade chunks.)
function render() {
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
if (container.dataset.prerendered) {
  void verifySession();
  void routerReady(router).then(() => {
    startOverPrerendered(container);
    render();
  });
} else {
  render();
}

// The service worker (offline app, update prompt) only in a build, once the first page is painted: its code
// is a separate chunk, so it never weighs on the first screen (app/first-screen-shown.ts).
if (import.meta.env.PROD) {
  void firstScreenShown.then(() => import("./lib/pwa/register-sw").then((m) => m.registerServiceWorker()));
}
