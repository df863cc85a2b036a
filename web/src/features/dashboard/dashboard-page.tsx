// Inicio (/ and /dashboard): quick records, the herd (head, per category, EV, EV/ha), the last 10
// movements, rain against last year and the latest daily gain per rodeo; all live. Invitations to
// answer, when there are any, come first.
import { PageFrame } from "../../components/page-frame";
import { InvitationsPanel } from "../invitations/invitations-panel";
import { useMessages } from "../../lib/i18n";
import { dashboardMessages } from "./dashboard-messages";
import { FinanceCard } from "./finance-card";
import { GainCard } from "./gain-card";
import { HerdCard } from "./herd-card";
import { LastMovementsCard } from "./last-movements-card";
import { QuickActions } from "./quick-actions";
import { RainCard } from "./rain-card";
import { SuppliesCard } from "./supplies-card";
import { TodayTasksCard } from "../tasks/today-tasks-card";
import "../../components/herd/herd.css";
import "./dashboard.css";

export default function DashboardPage() {
  const t = useMessages(dashboardMessages);
  return (
    <PageFrame title={t.title} description={t.description}>
      <InvitationsPanel hideWhenEmpty />
      <div className="dash-grid">
        <QuickActions />
        <TodayTasksCard />
        <SuppliesCard />
        <HerdCard />
        <LastMovementsCard />
        <RainCard />
        <GainCard />
        <FinanceCard />
      </div>
    </PageFrame>
  );
}
