// Full-screen loading indicator (docs/client-rules.md): a spinning ring around the product logo.
import { Logo } from "./logo";
import "./loading-screen.css";

export function LoadingScreen({ label = "Cargando" }: { label?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite" aria-label={label}>
      <div className="loading-mark">
        <span className="loading-ring" aria-hidden="true" />
        <Logo size={72} />
      </div>
    </div>
  );
}

/** A small spinner with text, for loading inside a page. */
export function InlineLoading({ label }: { label: string }) {
  return (
    <div className="inline-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
