// The records of a cycle (diagnoses, births, abortions, weanings...), newest first, each linking
// to its detail page.
import type { Movement } from "@shared/herd-types";
import { movementEntryLabel } from "@shared/movement-types";
import { Link } from "react-router-dom";
import { formatDay } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { cyclesMessages } from "./cycles-messages";

const nf = new Intl.NumberFormat("es-AR");

function summary(m: Movement): string {
  if (m.type === "PREGNANCY_DIAGNOSIS") {
    const d = m.data ?? {};
    return `${nf.format(Number(d.pregnant ?? 0))} preñadas, ${nf.format(Number(d.empty ?? 0))} vacías de ${nf.format(Number(d.examined ?? 0))}`;
  }
  return m.animals.map((a) => `${nf.format(a.count)} ${a.type}`).join(", ");
}

export function CycleMovements({ movements }: { movements: readonly Movement[] }) {
  const t = useMessages(cyclesMessages);
  return (
    <section className="card" aria-labelledby="cy-movements-title">
      <h2 id="cy-movements-title" className="card-title">
        {t.movements}
      </h2>
      {movements.length === 0 ? (
        <p className="muted">{t.noMovements}</p>
      ) : (
        <ul className="cy-movements">
          {movements.map((m) => (
            <li key={m.id}>
              <Link to={paths.movementDetail.to(m.id)} className="cy-movement">
                <span className="cy-movement-date">{formatDay(m.date)}</span>
                <span>
                  <strong className="cy-movement-label">{movementEntryLabel(m)}</strong>
                  {summary(m) ? <span className="muted cy-movement-summary">{summary(m)}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
