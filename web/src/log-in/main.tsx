// The log-in page's own entry (docs/spa-data.md, "The first screen"): a first visit to /log-in gets the form
// drawn at build time (worker/scripts/prerender.ts) and then this code, React and the form without the app's
// router, query cache or session machinery. After log-in it leaves for the app with a full page load; the
// app's code was fetched while the visitor typed (prefetch-app.ts), so that load waits for no download.
import { StrictMode, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { authMessages } from "../features/auth/auth-messages";
import { logInTokens } from "../data/api/log-in-call";
import { LogInScreen } from "../features/auth/log-in-screen";
import { LocaleSync } from "../app/locale-sync";
import { carryToast } from "../lib/carried-toast";
import { installErrorReporting } from "../lib/error-reporter";
import { useMessages } from "../lib/i18n";
import { paths, safeNext } from "../lib/paths";
import { STORAGE_KEYS } from "../lib/session/storage-keys";
import { storeSessionTokens } from "../lib/session/store-tokens";
import { endPrerendered, startOverPrerendered } from "../prerender/typed-before-start";
import { prefetchAppOnFirstInput } from "./prefetch-app";
import "./log-in.css";

installErrorReporting();

const returnTo = safeNext(location.search);
const container = document.getElementById("root")!;

function hasSession(): boolean {
  try {
    return !!localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return false;
  }
}

async function send(email: string, password: string) {
  storeSessionTokens(await logInTokens(email, password));
}

/** The screen with plain links (the router is the app's), leaving for the app once logged in. */
function StandaloneLogIn() {
  const t = useMessages(authMessages);
  // After the screen's own first commit, which read what was typed on the prerendered page.
  useLayoutEffect(endPrerendered, []);
  const enterApp = () => {
    carryToast(t.loggedIn);
    location.replace(returnTo ?? paths.home);
  };
  return (
    <>
      <LocaleSync />
      <LogInScreen returnTo={returnTo} send={send} onLoggedIn={enterApp} />
    </>
  );
}

// Log-in is for visitors: a signed-in user goes to the app (or to `?next=`), as the app's own guard does.
if (hasSession()) location.replace(returnTo ?? paths.home);
else {
  startOverPrerendered(container);
  createRoot(container).render(
    <StrictMode>
      <StandaloneLogIn />
    </StrictMode>,
  );
  prefetchAppOnFirstInput(container);
}
