// The rodeo's movements, newest first, live (refetched when the rodeo's data changes).
import { MovementList } from "../../components/herd/movement-list";
import { InlineLoading } from "../../components/loading-screen";
import { useMessages } from "../../lib/i18n";
import { rodeosMessages } from "./rodeos-messages";
import type { useRodeoMovements } from "./use-rodeo-movements";

// The page owns the query (its clearance line reads the same pages), this section shows them.
export function RodeoMovements({ list }: { list: ReturnType<typeof useRodeoMovements> }) {
  const t = useMessages(rodeosMessages);
  return (
    <section className="card" aria-labelledby="rodeo-movements-title">
      <h2 id="rodeo-movements-title">{t.movementsTitle}</h2>
      {!list.loaded && list.error ? (
        <p className="form-error" role="alert">
          {t.movementsError}
        </p>
      ) : !list.loaded ? (
        <InlineLoading label={t.movementsLoading} />
      ) : list.items.length === 0 ? (
        <p className="muted">{t.noMovements}</p>
      ) : (
        <>
          <MovementList movements={list.items} label={t.movementsTitle} />
          {list.hasMore ? (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={list.loadingMore}
              onClick={() => void list.loadMore()}
            >
              {list.loadingMore ? t.loadingMore : t.loadMore}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
