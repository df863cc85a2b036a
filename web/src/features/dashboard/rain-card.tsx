// Dashboard: rain this month and this year against last year, and a monthly chart of both years,
// from the summary's rain records (since January 1st of last year) and the server's day.
import type { DashboardSummary } from "@shared/dashboard-types";
import { BarChart } from "../../components/charts";
import { Stat } from "../../components/herd/stat";
import { formatMm } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { dashboardMessages } from "./dashboard-messages";
import { rainFigures } from "./rain-figures";
import { TitledCard } from "../../components/titled-card";

export function RainCard({ rain, today }: { rain: DashboardSummary["rain"]; today: string }) {
  const t = useMessages(dashboardMessages);
  const year = Number(today.slice(0, 4));
  const figures = rainFigures(rain.records, today);
  const months = t.months.split(",");

  return (
    <TitledCard id="dash-rain" title={t.rainTitle} className="dash-rain">
      <>
        <dl className="stat-grid">
          <Stat
            label={t.rainThisMonth}
            value={formatMm(figures.thisMonth)}
            note={t.rainVs(formatMm(figures.sameMonthLastYear))}
          />
          <Stat label={t.rainYear(year)} value={formatMm(figures.yearToDate)} />
          <Stat label={t.rainLastYear(year - 1)} value={formatMm(figures.lastYearToDate)} />
          <Stat label={t.rainLastYearTotal(year - 1)} value={formatMm(figures.lastYearTotal)} />
        </dl>
        <BarChart
          title={t.rainChart(year)}
          labelHeader={t.month}
          labels={months}
          series={[
            { label: String(year), data: figures.thisYear },
            { label: String(year - 1), data: figures.lastYear, color: "#b6bdb8" },
          ]}
          formatValue={(v) => formatMm(v)}
          height={220}
        />
      </>
    </TitledCard>
  );
}
