// The rodeo's movements, newest first, live (the message table marks them stale when they change).
import { MovementList } from "../../components/herd/movement-list";
import { InlineLoading } from "../../components/loading-screen";
import { useMessages } from "../../lib/i18n";
import { rodeosMessages } from "./rodeos-messages";
import type { useRodeoMovements } from "../../data/rodeos";
import { LoadMoreButton } from "../../components/load-more-button";
import { TitledCard } from "../../components/titled-card";

// The page owns the query (its clearance line reads the same pages), this section shows them.
export function RodeoMovements({ list }: { list: ReturnType<typeof useRodeoMovements> }) {
  const t = useMessages(rodeosMessages);
  const { items, query } = list;
  return (
    <TitledCard id="rodeo-movements" title={t.movementsTitle}>
      {items === undefined && query.error ? (
        <p className="form-error" role="alert">
          {t.movementsError}
        </p>
      ) : items === undefined ? (
        <InlineLoading label={t.movementsLoading} />
      ) : items.length === 0 ? (
        <p className="muted">{t.noMovements}</p>
      ) : (
        <>
          <MovementList movements={items} label={t.movementsTitle} />
          <LoadMoreButton
            query={query}
            className="btn btn-secondary btn-sm"
            label={t.loadMore}
            loadingLabel={t.loadingMore}
          />
        </>
      )}
    </TitledCard>
  );
}
