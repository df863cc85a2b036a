// Dashboard: the last 10 movements, live from the store's last-10 cache.
import { Link } from "react-router-dom";
import { MovementList } from "../../components/herd/movement-list";
import { InlineLoading } from "../../components/loading-screen";
import { useLastMovementList, useRodeoList } from "../../lib/herd/caches";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { dashboardMessages } from "./dashboard-messages";

export function LastMovementsCard() {
  const t = useMessages(dashboardMessages);
  const last = useLastMovementList();
  const rodeos = useRodeoList();
  const rodeoName = (id: number | null) => rodeos.items.find((r) => r.id === id)?.name ?? null;
  return (
    <section className="card dash-last" aria-labelledby="dash-last-title">
      <div className="section-head">
        <h2 id="dash-last-title">{t.lastTitle}</h2>
        <Link to={paths.movements}>{t.seeAll}</Link>
      </div>
      {!last.loaded ? (
        <InlineLoading label={t.loading} />
      ) : last.items.length === 0 ? (
        <p className="muted">{t.noMovements}</p>
      ) : (
        <MovementList movements={last.items} label={t.lastTitle} rodeoName={rodeoName} />
      )}
    </section>
  );
}
