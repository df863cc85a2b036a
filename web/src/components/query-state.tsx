// The ladder a list screen climbs: the first load, a failure with a retry button, nothing yet (an empty
// state that leads somewhere), nothing matching the filters, then the list. One component, so every
// screen loads, fails and stays empty the same way.
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import type { IconName } from "./icon";
import { LoadError } from "./load-error";
import { InlineLoading } from "./loading-screen";

export interface QueryStateProps<T> {
  /** The list's query: its data (undefined while the first load runs or after it failed), error and refetch. */
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  texts: { loading: string; loadError: string; retry?: string; emptyTitle?: string; emptyText?: string };
  /** Whether the loaded data has no rows. */
  isEmpty?: (data: T) => boolean;
  /** A filter is on: no rows then shows noMatch instead of the empty state. */
  filtering?: boolean;
  /** "Nothing matches the filters"; without it, the children show the filtered nothing themselves. */
  noMatch?: string;
  /** No rows and no filter: this icon with the texts' empty title and text. */
  emptyIcon?: IconName;
  /** The default empty state's way forward (a link to create the first one). */
  emptyAction?: ReactNode;
  /** The rows, given the loaded data. */
  children: (data: T) => ReactNode;
}

export function QueryState<T>({
  query: { data, error, refetch },
  texts,
  isEmpty,
  filtering,
  noMatch,
  emptyIcon,
  emptyAction,
  children,
}: QueryStateProps<T>) {
  if (data === undefined && error)
    return <LoadError message={texts.loadError} retryLabel={texts.retry} onRetry={refetch} />;
  if (data === undefined) return <InlineLoading label={texts.loading} />;
  if (isEmpty?.(data)) {
    if (!filtering && emptyIcon)
      return (
        <EmptyState icon={emptyIcon} title={texts.emptyTitle} description={texts.emptyText} action={emptyAction} />
      );
    if (filtering && noMatch !== undefined) return <p className="muted">{noMatch}</p>;
  }
  return <>{children(data)}</>;
}
