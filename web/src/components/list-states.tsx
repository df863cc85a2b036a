// The states a list goes through before its rows: the first load, a failure with "Reintentar", and
// nothing to show. One component, so every list loads, fails and stays empty the same way.
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import type { IconName } from "./icon";
import { InlineLoading } from "./loading-screen";

/** The parts of a query the states read: a failure counts once no retry is running. */
export interface ListQuery {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListStatesProps {
  /** How many rows there are; null while the first load runs. */
  count: number | null;
  /** The list's query: it failed and is not being retried, and "Reintentar" refetches it. */
  query?: ListQuery;
  /** Instead of query: the load failed and is not being retried. */
  failed?: boolean;
  onRetry?: () => unknown;
  icon: IconName;
  texts: { loading: string; loadError: string; retry: string; emptyTitle?: string; emptyText?: string };
  /** What shows when there are no rows; by default the icon with texts.emptyTitle and texts.emptyText. */
  empty?: ReactNode;
  /** The rows: called only when there are some, so it may read the loaded data. */
  children: () => ReactNode;
}

export function ListStates({ count, query, failed, onRetry, icon, texts, empty, children }: ListStatesProps) {
  const retry = onRetry ?? (() => query?.refetch());
  if (failed ?? (query ? query.isError && !query.isFetching : false))
    return (
      <EmptyState
        icon={icon}
        title={texts.loadError}
        action={
          <button type="button" className="btn btn-secondary" onClick={() => void retry()}>
            {texts.retry}
          </button>
        }
      />
    );
  if (count === null) return <InlineLoading label={texts.loading} />;
  if (count > 0) return children();
  return empty ?? <EmptyState icon={icon} title={texts.emptyTitle} description={texts.emptyText} />;
}
