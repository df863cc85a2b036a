// What the user sees when a screen fails to render (or its code cannot load): a Spanish message, a
// reload, and the failed API call's request id for support. The failure is reported once.
import { Component, useEffect, type ReactNode } from "react";
import { useRouteError } from "react-router-dom";
import { requestIdOf } from "../lib/api/api-error";
import { reportError } from "../lib/error-reporter";
import { defineMessages, useMessages } from "../lib/i18n";
import "./error-screen.css";

const messages = defineMessages(
  {
    title: "Algo salió mal",
    text: "No pudimos mostrar esta pantalla. Probá de nuevo; si sigue pasando, avisanos.",
    support: "Código para soporte:",
    retry: "Reintentar",
  },
  {
    title: "Something went wrong",
    text: "We could not show this screen. Try again; if it keeps happening, let us know.",
    support: "Support code:",
    retry: "Retry",
  },
);

/** `onRetry` reloads the page unless a test says otherwise. */
export function ErrorScreen({
  error,
  onRetry = () => window.location.reload(),
}: {
  error: unknown;
  onRetry?: () => void;
}) {
  const t = useMessages(messages);
  const requestId = requestIdOf(error);
  return (
    <main className="error-screen">
      <div className="error-screen-card" role="alert">
        <h1>{t.title}</h1>
        <p>{t.text}</p>
        {requestId ? (
          <p className="error-screen-support">
            {t.support} <code>{requestId}</code>
          </p>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t.retry}
        </button>
      </div>
    </main>
  );
}

/** The routes' errorElement: react-router catches a page's render (or lazy load) failure here. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => reportError(error, "render"), [error]);
  return <ErrorScreen error={error} />;
}

/** Around everything outside the router (providers, toasts): the same screen, the same report. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    reportError(error, "render");
  }

  render() {
    return this.state.error === null ? this.props.children : <ErrorScreen error={this.state.error} />;
  }
}
