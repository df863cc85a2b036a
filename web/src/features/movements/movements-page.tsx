// Registros (/data): the movement log with filters, endless scrolling, CSV export and the
// "Registrar movimiento" picker. Live: new, edited and deleted records show without reload.
import { useAtomValue } from "jotai";
import { EmptyState, LoadFailedState } from "../../components/empty-state";
import { InlineLoading } from "../../components/loading-screen";
import { PageFrame } from "../../components/page-frame";
import { RecordMovementButton } from "../../components/movement-form";
import { useMessages } from "../../lib/i18n";
import { selectedOrganizationIdAtom } from "../../lib/session";
import { useLots } from "../../data/lots";
import { useRodeos } from "../../data/rodeos";
import { PendingRecords } from "../offline";
import { ExportCsvButton } from "./export-csv-button";
import { MovementFiltersBar } from "./movement-filters";
import { hasFilters, useMovementFilters } from "./movement-filters-state";
import { MovementList } from "./movement-list";
import { movementsMessages } from "./movements-messages";
import { useMovementLog } from "./use-movement-log";
import "./movements.css";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];

export default function MovementsPage() {
  const t = useMessages(movementsMessages);
  const orgId = useAtomValue(selectedOrganizationIdAtom);
  const { filters, setFilter, clear } = useMovementFilters();
  const log = useMovementLog(filters);
  const page = log.query.data;
  const rodeos = useRodeos().data ?? NONE;
  const lots = useLots().data ?? NONE;

  let content;
  if (log.error && page === undefined) {
    content = (
      <LoadFailedState
        icon="list"
        title={t.loadError}
        error={log.error}
        retryLabel={t.retry}
        onRetry={() => log.query.refetch()}
      />
    );
  } else if (page === undefined) {
    content = <InlineLoading label={t.loading} />;
  } else if (page.items.length === 0) {
    content = hasFilters(filters) ? (
      <EmptyState icon="search" title={t.noMatchTitle} description={t.noMatchText} />
    ) : (
      <EmptyState icon="list" title={t.emptyTitle} description={t.emptyText} />
    );
  } else {
    content = (
      <MovementList
        items={page.items}
        rodeos={rodeos}
        hasMore={log.hasMore}
        loadingMore={log.loadingMore}
        onLoadMore={log.loadMore}
      />
    );
  }

  return (
    <PageFrame
      title={t.title}
      description={t.description}
      actions={
        <>
          <RecordMovementButton label={t.record} rodeoId={filters.rodeo} lotId={filters.lot} />
          <ExportCsvButton orgId={orgId} filters={filters} rodeos={rodeos} lots={lots} />
        </>
      }
    >
      <MovementFiltersBar filters={filters} rodeos={rodeos} lots={lots} onChange={setFilter} onClear={clear} />
      <PendingRecords orgId={orgId} rodeos={rodeos} />
      {content}
    </PageFrame>
  );
}
