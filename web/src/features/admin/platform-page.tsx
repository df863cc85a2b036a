// Plataforma (/dashboard/platform, docs/administration.md): the super-admin home. The platform's figures, sign-ups per
// week and movements per day (12 weeks), the most active organizations and the most used screens.
import type { AdminMetrics } from "@shared/metrics-types";
import { BarChart, formatNumber, LineChart } from "../../components/charts";
import { Stat } from "../../components/herd/stat";
import { LoadError } from "../../components/load-error";
import { InlineLoading } from "../../components/loading-screen";
import { PageFrame } from "../../components/page-frame";
import { formatDayMonth, formatTime } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { useAppQuery } from "../../lib/query/query-client";
import { platformQueries } from "../../data/platform";
import { platformMessages } from "./platform-messages";
import { PlatformRankings } from "./platform-rankings";
import "./platform.css";

const n = formatNumber;
const sum = (list: ReadonlyArray<{ count: number }>) => list.reduce((a, x) => a + x.count, 0);

function Figures({ m }: { m: AdminMetrics }) {
  const t = useMessages(platformMessages);
  const failures = m.outbox_failures;
  return (
    <dl className="stat-grid">
      <Stat label={t.users} value={n(m.users)} />
      <Stat label={t.organizations} value={n(m.organizations)} />
      <Stat
        label={t.activeOrganizations}
        value={n(m.active_organizations.d7)}
        note={t.windows(n(m.active_organizations.d30))}
      />
      <Stat label={t.activeUsers} value={n(m.active_users.d7)} note={t.windows(n(m.active_users.d30))} />
      <Stat label={t.sessions} value={n(m.sessions.d7)} note={t.windows(n(m.sessions.d30))} />
      <Stat
        label={t.outboxFailures}
        value={<span className={failures.total > 0 ? "platform-alert" : undefined}>{n(failures.total)}</span>}
        note={t.failuresDetail(n(failures.email), n(failures.whatsapp))}
      />
    </dl>
  );
}

export default function PlatformPage() {
  const t = useMessages(platformMessages);
  const query = useAppQuery(platformQueries.metrics());
  const m = query.data;
  return (
    <PageFrame title={t.title} description={t.description}>
      {m ? (
        <>
          <Figures m={m} />
          <div className="platform-charts">
            <section className="card">
              <h2>{t.signups}</h2>
              <BarChart
                title={t.signups}
                labelHeader={t.week}
                labels={m.signups_per_week.map((w) => formatDayMonth(w.week))}
                series={[{ label: t.users, data: m.signups_per_week.map((w) => w.count) }]}
                summary={t.signupsSummary(sum(m.signups_per_week))}
              />
            </section>
            <section className="card">
              <h2>{t.movements}</h2>
              <LineChart
                title={t.movements}
                labelHeader={t.day}
                labels={m.movements_per_day.map((d) => formatDayMonth(d.day))}
                series={[{ label: t.movementsCol, data: m.movements_per_day.map((d) => d.count) }]}
                summary={t.movementsSummary(sum(m.movements_per_day))}
              />
            </section>
          </div>
          <PlatformRankings m={m} />
          <p className="muted platform-source">
            {t.source(m.analytics_source === "d1" ? "D1" : "Workers Analytics Engine")}{" "}
            {t.updated(formatTime(m.generated_at))}
          </p>
        </>
      ) : query.isError ? (
        <LoadError message={t.loadError} onRetry={() => void query.refetch()} retryLabel={t.retry} />
      ) : (
        <InlineLoading label={t.loading} />
      )}
    </PageFrame>
  );
}
