// The rodeo's reproductive cycles (GET /reproductive-cycle/{org}, filtered to this rodeo), linking
// to each cycle's page.
import { Link } from "react-router-dom";
import { dayOf, formatDay } from "../../lib/dates";
import { cycleQueries } from "../../data/cycles";
import { useAppQuery } from "../../lib/query/query-client";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { rodeosMessages } from "./rodeos-messages";
import { TitledCard } from "../../components/titled-card";

export function RodeoCycles({ orgId, rodeoId }: { orgId: number; rodeoId: number }) {
  const t = useMessages(rodeosMessages);
  const list = useAppQuery(cycleQueries.list(orgId));
  const all = list.data ?? (list.isError ? [] : null);
  const cycles = all && all.filter((c) => c.rodeo_id === rodeoId);

  return (
    <TitledCard id="rodeo-cycles" title={t.cyclesTitle} link={<Link to={paths.cycles}>{t.allCycles}</Link>}>
      {cycles === null ? null : cycles.length === 0 ? (
        <p className="muted">{t.noCycles}</p>
      ) : (
        <ul className="movement-list">
          {cycles.map((c) => (
            <li key={c.id} className="movement-item">
              <Link to={paths.cycleDetail.to(c.id)}>{c.name}</Link>
              <time dateTime={dayOf(c.service_start)}>
                {formatDay(c.service_start)}
                {c.service_end ? ` – ${formatDay(c.service_end)}` : ""}
              </time>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
