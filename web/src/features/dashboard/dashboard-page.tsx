// Inicio (/ and /dashboard): quick records, then every card from one summary read (data/dashboard.ts):
// a new ranch's first steps (owners and admins, docs/first-steps.md), today's tasks, supplies and
// withdrawals, the animals to register with SENASA, the herd, the last 10 movements, rain against last
// year, the latest daily gain per rodeo and this year's result; all live. Invitations to answer come
// first. While the summary loads, skeleton cards hold the grid's place, and the real cards replace them
// in one frame, so nothing on screen moves (docs/spa-data.md).
import type { DashboardSummary } from "@shared/dashboard-types";
import { useDeferredValue } from "react";
import { PageFrame } from "../../components/page-frame";
import { isCurrentSummary, useDashboard } from "../../data/dashboard";
import { useMessages } from "../../lib/i18n";
import { InvitationsPanel } from "../invitations";
import { TodayTasksCard } from "../tasks";
import { CardSkeleton, DashboardSkeleton } from "./dashboard-skeleton";
import { dashboardMessages } from "./dashboard-messages";
import { FinanceCard } from "./finance-card";
import { FirstStepsSlot } from "./first-steps-slot";
import { GainCard } from "./gain-card";
import { HerdCard } from "./herd-card";
import { LastMovementsCard } from "./last-movements-card";
import { QuickActions } from "./quick-actions";
import { RainCard } from "./rain-card";
import { RegistrationCard } from "./registration-card";
import { SuppliesCard } from "./supplies-card";
import "../../components/herd/herd.css";
import "./dashboard.css";

/** The cards below a phone's first screen, kept as grey blocks for the first render (see Cards). */
const LATER_CARDS = ["dash-last", "dash-rain", "dash-gain"];

function Cards({ summary, at, fresh }: { summary: DashboardSummary; at: number; fresh: boolean }) {
  // The cards a phone shows first render alone, so the first paint comes sooner on a slow processor; the
  // others follow in a background render right after (docs/spa-data.md, "The first screen").
  const all = useDeferredValue(true, false);
  return (
    <>
      {/* A summary kept offline by an older version has no first steps' figures. */}
      {summary.setup ? <FirstStepsSlot setup={summary.setup} /> : null}
      <TodayTasksCard tasks={summary.tasks_today} />
      <SuppliesCard low={summary.supplies_low} withdrawals={summary.withdrawals} />
      <RegistrationCard registration={summary.registration} today={summary.today} />
      <HerdCard herd={summary.herd} />
      {all ? (
        <>
          <LastMovementsCard summary={summary} at={at} fresh={fresh} />
          <RainCard rain={summary.rain} today={summary.today} />
          <GainCard gain={summary.gain} />
          <FinanceCard finance={summary.finance} />
        </>
      ) : (
        LATER_CARDS.map((name) => <CardSkeleton key={name} name={name} />)
      )}
    </>
  );
}

export default function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const summary = useDashboard();
  const skeleton = <DashboardSkeleton label={t.loading} />;
  return (
    // Loading while the summary is asked for (not while offline without a copy: the request then waits).
    <PageFrame
      title={t.title}
      description={t.description}
      loading={summary.isPending && summary.fetchStatus === "fetching"}
    >
      <InvitationsPanel hideWhenEmpty />
      <div className="dash-grid">
        <QuickActions />
        {summary.data ? (
          <Cards summary={summary.data} at={summary.dataUpdatedAt} fresh={isCurrentSummary(summary)} />
        ) : summary.error ? (
          <section className="card dash-error" role="alert">
            <p>{t.summaryError}</p>
            <button type="button" className="btn btn-secondary" onClick={() => void summary.refetch()}>
              {t.retry}
            </button>
          </section>
        ) : (
          skeleton
        )}
      </div>
    </PageFrame>
  );
}
