// A cycle in the list: name, method, service dates and females exposed; links to its detail.
import type { Cycle } from "@shared/herd-types";
import { Link } from "react-router-dom";
import { formatDay } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { cyclesMessages } from "./cycles-messages";
import { METHOD_LABELS } from "./cycle-season";

export function CycleCard({ cycle }: { cycle: Cycle }) {
  const t = useMessages(cyclesMessages);
  const end = cycle.service_end ? formatDay(cycle.service_end) : t.open;
  return (
    <li>
      <Link className="cy-card" to={paths.cycleDetail.to(cycle.id)}>
        <span className="cy-card-name">{cycle.name}</span>
        <span className="cy-card-meta">
          {METHOD_LABELS[cycle.method]} · {t.exposed(cycle.females_exposed)}
        </span>
        <span className="cy-card-meta muted">
          {t.service}: {formatDay(cycle.service_start)} – {end}
        </span>
      </Link>
    </li>
  );
}
