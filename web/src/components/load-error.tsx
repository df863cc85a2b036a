// What a screen shows when its data could not load: the reason, announced to screen readers, and a
// button to try again. One place, so every list fails the same way.
import { defineMessages, useMessages } from "../lib/i18n";

const messages = defineMessages({ retry: "Reintentar" }, { retry: "Retry" });

export interface LoadErrorProps {
  message: string;
  onRetry: () => unknown;
  /** "Reintentar" unless the screen says otherwise. */
  retryLabel?: string;
}

export function LoadError({ message, onRetry, retryLabel }: LoadErrorProps) {
  const t = useMessages(messages);
  return (
    <div className="form-error" role="alert">
      {message}{" "}
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => void onRetry()}>
        {retryLabel ?? t.retry}
      </button>
    </div>
  );
}
