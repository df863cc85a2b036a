// The super-admin home's rankings: the ten most active organizations (a table: names are read, not
// compared) and the most used screens (bars: the shape matters more than the exact figure).
import type { AdminMetrics } from "@shared/metrics-types";
import { BarChart, formatNumber } from "../../components/charts";
import { useMessages } from "../../lib/i18n";
import { platformMessages } from "./platform-messages";
import { TableHead } from "../../components/table-head";

export function PlatformRankings({ m }: { m: AdminMetrics }) {
  const t = useMessages(platformMessages);
  return (
    <div className="platform-charts">
      <section className="card">
        <h2>{t.topOrganizations}</h2>
        {m.top_organizations.length === 0 ? (
          <p className="muted">{t.noActivity}</p>
        ) : (
          <table className="platform-table">
            <TableHead columns={[t.organization, t.movementsCol, t.membersCol]} />
            <tbody>
              {m.top_organizations.map((o) => (
                <tr key={o.id}>
                  <th scope="row">{o.name}</th>
                  <td>{formatNumber(o.movements)}</td>
                  <td>{formatNumber(o.members)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="card">
        <h2>{t.topScreens}</h2>
        {m.top_screens.length === 0 ? (
          <p className="muted">{t.noScreens}</p>
        ) : (
          <BarChart
            title={t.topScreens}
            horizontal
            labels={m.top_screens.map((s) => s.path)}
            series={[{ label: t.views, data: m.top_screens.map((s) => s.views) }]}
          />
        )}
      </section>
    </div>
  );
}
