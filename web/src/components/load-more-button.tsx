// "Ver más" under a paged list: shown while there is a next page, disabled while it loads.
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function LoadMoreButton({
  query,
  className,
  label,
  loadingLabel = label,
}: {
  query: NextPageQuery;
  className: string;
  label: string;
  /** The label while the next page loads; the same label unless given. */
  loadingLabel?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? loadingLabel : label}
    </button>
  );
}
