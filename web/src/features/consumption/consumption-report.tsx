// The consumption report of a range of months (GET /asset/{org}/consumption): cost per month by
// supply, cost per supply, and each rodeo's feed cost per head per month; CSV export.
import type { ConsumptionReport } from "@shared/supply-types";
import { BarChart, LineChart } from "../../components/charts";
import { formatInt } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { formatPesos, pesosTick } from "../../lib/amounts";
import { quantityWithUnit } from "../supplies";
import { monthLabel, monthlySeries, supplyTotals } from "./consumption-figures";
import { consumptionMessages } from "./consumption-messages";
import { num, TableHead } from "../../components/table-head";

const oneDecimal = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });

export function ConsumptionCharts({ report, months }: { report: ConsumptionReport; months: readonly string[] }) {
  const t = useMessages(consumptionMessages);
  const totals = supplyTotals(report);
  const total = totals.reduce((s, x) => s + Math.round(x.cost * 100), 0) / 100;
  if (report.by_supply.length === 0) return <p className="muted">{t.empty}</p>;
  const series = monthlySeries(report, months, "Otros");
  return (
    <>
      <section className="card" aria-labelledby="cons-month-title">
        <h2 id="cons-month-title">{t.byMonth}</h2>
        <BarChart
          title={t.byMonth}
          labelHeader={t.month}
          labels={months.map(monthLabel)}
          series={series.map((s) => ({ label: s.label, data: s.data }))}
          stacked
          formatValue={(v) => formatPesos(v)}
          formatTick={pesosTick}
          summary={t.total(formatPesos(total))}
        />
      </section>
      <section className="card" aria-labelledby="cons-supply-title">
        <h2 id="cons-supply-title">{t.bySupply}</h2>
        <BarChart
          title={t.bySupply}
          labelHeader={t.supply}
          labels={totals.map((s) => `${s.name} (${quantityWithUnit(s.quantity, s.unit)})`)}
          series={[{ label: t.cost, data: totals.map((s) => s.cost) }]}
          formatValue={(v) => formatPesos(v)}
          formatTick={pesosTick}
          summary={t.total(formatPesos(total))}
          horizontal
          height={Math.max(180, totals.length * 36)}
        />
      </section>
    </>
  );
}

/** Cost per head per month, one line per rodeo (null where the rodeo had no head or no cost). */
function perHeadSeries(report: ConsumptionReport, months: readonly string[]) {
  const byRodeo = new Map<number, { label: string; data: Array<number | null> }>();
  const index = new Map(months.map((m, i) => [m, i]));
  for (const r of report.by_rodeo) {
    const i = index.get(r.month);
    if (i === undefined) continue;
    const line = byRodeo.get(r.rodeo_id) ?? { label: r.rodeo, data: months.map(() => null) };
    line.data[i] = r.cost_per_head;
    byRodeo.set(r.rodeo_id, line);
  }
  return [...byRodeo.values()].sort((a, b) => a.label.localeCompare(b.label, "es"));
}

export function RodeoCostTable({ report, months }: { report: ConsumptionReport; months: readonly string[] }) {
  const t = useMessages(consumptionMessages);
  const rows = [...report.by_rodeo].sort(
    (a, b) => b.month.localeCompare(a.month) || a.rodeo.localeCompare(b.rodeo, "es"),
  );
  return (
    <section className="card" aria-labelledby="cons-rodeo-title">
      <h2 id="cons-rodeo-title">{t.perHeadTitle}</h2>
      <p className="muted">{t.perHeadHint}</p>
      {rows.length === 0 ? (
        <p className="muted">{t.noRodeoCost}</p>
      ) : (
        <>
          <LineChart
            title={t.perHeadTitle}
            labelHeader={t.month}
            labels={months.map(monthLabel)}
            series={perHeadSeries(report, months)}
            formatValue={(v) => formatPesos(v)}
            formatTick={pesosTick}
            summary={t.perHeadHint}
          />
          <details className="cons-details">
            <summary>{t.seeTable}</summary>
            <div className="table-scroll">
              <table className="data-table stack-table" aria-label={t.perHeadTitle}>
                <TableHead columns={[t.rodeo, t.month, num(t.cost), num(t.averageHead), num(t.perHead)]} />
                <tbody>
                  {rows.map((r) => (
                    <tr key={`${r.rodeo_id}-${r.month}`}>
                      <th scope="row">{r.rodeo}</th>
                      <td data-label={t.month}>{monthLabel(r.month)}</td>
                      <td className="num" data-label={t.cost}>
                        {formatPesos(r.cost)}
                      </td>
                      <td className="num" data-label={t.averageHead}>
                        {Number.isInteger(r.average_head)
                          ? formatInt(r.average_head)
                          : oneDecimal.format(r.average_head)}
                      </td>
                      <td className="num" data-label={t.perHead}>
                        {r.cost_per_head === null ? "—" : formatPesos(r.cost_per_head)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
