// Dashboard: rain this month and this year against last year, and a monthly chart of both years.
import { BarChart } from "../../components/charts";
import { Stat } from "../../components/herd/stat";
import { InlineLoading } from "../../components/loading-screen";
import { todayIso } from "../../lib/dates";
import { formatMm } from "../../lib/herd/figures";
import { useOrgId } from "../../lib/herd/use-org-id";
import { useMessages } from "../../lib/i18n";
import { dashboardMessages } from "./dashboard-messages";
import { rainFigures } from "./rain-figures";
import { useRain } from "./use-rain";

export function RainCard() {
  const t = useMessages(dashboardMessages);
  const orgId = useOrgId();
  const today = todayIso();
  const year = Number(today.slice(0, 4));
  const rain = useRain(orgId, year);
  const figures = rain.records ? rainFigures(rain.records, today) : null;
  const months = t.months.split(",");

  return (
    <section className="card" aria-labelledby="dash-rain-title">
      <h2 id="dash-rain-title">{t.rainTitle}</h2>
      {!figures && rain.error ? (
        <p className="form-error" role="alert">
          {t.rainError}
        </p>
      ) : !figures ? (
        <InlineLoading label={t.loading} />
      ) : (
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
      )}
    </section>
  );
}
