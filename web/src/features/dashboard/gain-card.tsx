// Dashboard: the latest daily weight gain of each weighed rodeo, latest weighing first (summary).
import type { DashboardGain } from "@shared/dashboard-types";
import { Link } from "react-router-dom";
import { formatDay } from "../../lib/dates";
import { formatGain, formatKg } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { dashboardMessages } from "./dashboard-messages";
import { num, TableHead } from "../../components/table-head";
import { TitledCard } from "../../components/titled-card";

export function GainCard({ gain }: { gain: DashboardGain[] }) {
  const t = useMessages(dashboardMessages);
  return (
    <TitledCard id="dash-gain" title={t.gainTitle} className="dash-gain">
      {gain.length === 0 ? (
        <p className="muted">{t.noGain}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table stack-table">
            <TableHead columns={[t.rodeo, num(t.lastWeight), num(t.gain), num(t.weighed)]} />
            <tbody>
              {gain.map((r) => (
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
    </TitledCard>
  );
}
