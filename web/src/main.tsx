// SPA entry point.
import "./lib/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { installErrorReporting } from "./lib/error-reporter";
import "./styles/global.css";

installErrorReporting();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (offline app, update prompt) after the first paint and only in a build: its code is a
// separate chunk, so it never weighs on /log-in's first load.
if (import.meta.env.PROD) {
  const later = () => setTimeout(() => void import("./lib/pwa/register-sw").then((m) => m.registerServiceWorker()), 0);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
