// Dashboard: the last 10 movements, the live list (socket and this user's optimistic records),
// started from the summary's copy; rodeo names from the summary.
import type { DashboardSummary } from "@shared/dashboard-types";
import { Link } from "react-router-dom";
import { MovementList } from "../../components/herd/movement-list";
import { useDashboardLastMovements } from "../../data/dashboard";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { dashboardMessages } from "./dashboard-messages";
import { TitledCard } from "../../components/titled-card";

export function LastMovementsCard({ summary, at, fresh }: { summary: DashboardSummary; at: number; fresh: boolean }) {
  const t = useMessages(dashboardMessages);
  const live = useDashboardLastMovements(summary, at, fresh);
  const movements = live.data ?? summary.last_movements;
  const rodeoName = (id: number | null) => summary.rodeos.find((r) => r.id === id)?.name ?? null;
  return (
    <TitledCard
      id="dash-last"
      title={t.lastTitle}
      className="dash-last"
      link={<Link to={paths.movements}>{t.seeAll}</Link>}
    >
      {movements.length === 0 ? (
        <p className="muted">{t.noMovements}</p>
      ) : (
        <MovementList movements={movements} label={t.lastTitle} rodeoName={rodeoName} />
      )}
    </TitledCard>
  );
}
