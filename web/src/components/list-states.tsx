// The states a list goes through before its rows: the first load, a failure with "Reintentar", and
// nothing to show. One component, so every list loads, fails and stays empty the same way.
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import type { IconName } from "./icon";
import { InlineLoading } from "./loading-screen";

export interface ListStatesProps {
  /** How many rows there are; null while the first load runs. */
  count: number | null;
  /** The load failed and is not being retried. */
  failed: boolean;
  onRetry: () => unknown;
  icon: IconName;
  texts: { loading: string; loadError: string; retry: string };
  /** What shows when there are no rows (an EmptyState that says why). */
  empty: ReactNode;
  /** The rows: called only when there are some, so it may read the loaded data. */
  children: () => ReactNode;
}

export function ListStates({ count, failed, onRetry, icon, texts, empty, children }: ListStatesProps) {
  if (failed)
    return (
      <EmptyState
        icon={icon}
        title={texts.loadError}
        action={
          <button type="button" className="btn btn-secondary" onClick={() => void onRetry()}>
            {texts.retry}
          </button>
        }
      />
    );
  if (count === null) return <InlineLoading label={texts.loading} />;
  return count === 0 ? empty : children();
}
