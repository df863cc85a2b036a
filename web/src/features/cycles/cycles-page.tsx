// Ciclos reproductivos: the organization's breeding seasons grouped by rodeo and season; owners
// and admins create them here. Live: cycles created, edited or deleted elsewhere show at once.
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router-dom";
import { EmptyState, LoadFailedState } from "../../components/empty-state";
import { Icon } from "../../components/icon";
import { InlineLoading } from "../../components/loading-screen";
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useRodeos } from "../../data/rodeos";
import { CycleCard } from "./cycle-card";
import { groupCycles } from "./cycle-season";
import { cyclesMessages } from "./cycles-messages";
import { useCanManage } from "./use-can-manage";
import { useCycles } from "./use-cycles";
import "./cycles.css";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];

const CycleFormDialog = lazy(() => import("./cycle-form-dialog"));

export default function CyclesPage() {
  const t = useMessages(cyclesMessages);
  const cycles = useCycles();
  const rodeos = useRodeos().data ?? NONE;
  const canManage = useCanManage();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  let content;
  if (cycles.error && cycles.data === undefined) {
    content = (
      <LoadFailedState
        icon="cycle"
        title={t.loadError}
        error={cycles.error}
        retryLabel={t.retry}
        onRetry={() => cycles.refetch()}
      />
    );
  } else if (cycles.data === undefined) {
    content = <InlineLoading label={t.loading} />;
  } else if (cycles.data.length === 0) {
    content = <EmptyState icon="cycle" title={t.emptyTitle} description={t.emptyText} />;
  } else {
    content = (
      <div className="cy-groups">
        {groupCycles(cycles.data).map((group) => (
          <section key={group.rodeoId} className="cy-group" aria-labelledby={`cy-rodeo-${group.rodeoId}`}>
            <h2 id={`cy-rodeo-${group.rodeoId}`}>{group.rodeoName}</h2>
            {group.seasons.map((season) => (
              <div key={season.key} className="cy-season">
                <h3 className="cy-season-title">{season.label}</h3>
                <ul className="tile-list cy-cards">
                  {season.cycles.map((cycle) => (
                    <CycleCard key={cycle.id} cycle={cycle} />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>
    );
  }

  return (
    <PageFrame
      title={t.title}
      description={t.description}
      actions={
        canManage ? (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            <Icon name="plus" size={18} />
            {t.create}
          </button>
        ) : null
      }
    >
      {content}
      {creating ? (
        <Suspense fallback={null}>
          <CycleFormDialog
            rodeos={rodeos}
            onClose={() => setCreating(false)}
            onSaved={(cycle) => void navigate(paths.cycleDetail.to(cycle.id))}
          />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
