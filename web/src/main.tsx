// SPA entry point. (A first visit to /log-in loads the log-in page's own entry instead: log-in/main.tsx.)
import "./lib/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { firstScreenShown } from "./app/first-screen-shown";
import { installErrorReporting } from "./lib/error-reporter";
import "./styles/global.css";

installErrorReporting();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (offline app, update prompt) only in a build, once the first page is painted: its code
// is a separate chunk, so it never weighs on the first screen (app/first-screen-shown.ts).
if (import.meta.env.PROD) {
  void firstScreenShown.then(() => import("./lib/pwa/register-sw").then((m) => m.registerServiceWorker()));
}
