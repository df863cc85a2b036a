// The log-in page as static HTML, rendered at build time (worker/scripts/prerender.ts) into
// dist/log-in.html: a visitor on a slow link sees the form as soon as the HTML and its CSS arrive,
// before any JavaScript (docs/spa-data.md, "The first screen"). The app then draws the same page.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import LogInPage from "../features/auth/log-in-page";
import { paths } from "../lib/paths";

export function logInMarkup(): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[paths.logIn]}>
        <LogInPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
