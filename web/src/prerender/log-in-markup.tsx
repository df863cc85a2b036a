// The log-in page as static HTML, rendered at build time (worker/scripts/prerender.ts) into
// dist/log-in.html: a visitor on a slow link sees the form as soon as the HTML and its CSS arrive,
// before any JavaScript (docs/spa-data.md, "The first screen"). The page's own entry then draws the same
// screen (web/src/log-in/main.tsx), with the same plain links.
import { renderToStaticMarkup } from "react-dom/server";
import { LogInScreen } from "../features/auth/log-in-screen";

const neverSent = () => Promise.reject(new Error("prerender: the form is not sent at build time"));

export function logInMarkup(): string {
  return renderToStaticMarkup(<LogInScreen returnTo={null} send={neverSent} onLoggedIn={() => undefined} />);
}
