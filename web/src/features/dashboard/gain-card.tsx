// Dashboard: the latest daily weight gain of each rodeo (from the live rodeos cache).
import { Link } from "react-router-dom";
import { InlineLoading } from "../../components/loading-screen";
import { useRodeoList } from "../../lib/herd/caches";
import { formatDay } from "../../lib/dates";
import { formatGain, formatKg } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { dashboardMessages } from "./dashboard-messages";

export function GainCard() {
  const t = useMessages(dashboardMessages);
  const rodeos = useRodeoList();
  const weighed = rodeos.items
    .filter((r) => r.last_mean_weight !== null)
    .sort((a, b) => (b.last_weighing_date ?? "").localeCompare(a.last_weighing_date ?? ""));
  return (
    <section className="card" aria-labelledby="dash-gain-title">
      <h2 id="dash-gain-title">{t.gainTitle}</h2>
      {!rodeos.loaded ? (
        <InlineLoading label={t.loading} />
      ) : weighed.length === 0 ? (
        <p className="muted">{t.noGain}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table stack-table">
            <thead>
              <tr>
                <th scope="col">{t.rodeo}</th>
                <th scope="col" className="num">
                  {t.lastWeight}
                </th>
                <th scope="col" className="num">
                  {t.gain}
                </th>
                <th scope="col" className="num">
                  {t.weighed}
                </th>
              </tr>
            </thead>
            <tbody>
              {weighed.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <Link to={paths.rodeoDetail.to(r.id)}>{r.name}</Link>
                  </th>
                  <td className="num" data-label={t.lastWeight}>
                    {formatKg(r.last_mean_weight)}
                  </td>
                  <td className="num" data-label={t.gain}>
                    {formatGain(r.daily_gain)}
                  </td>
                  <td className="num" data-label={t.weighed}>
                    {formatDay(r.last_weighing_date)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
