// An animal's history: each movement of the log that listed its tag (tagging, rodeo and category changes,
// weighings with its kg, treatments with their withdrawal, the one that ended it), each opening its record.
import type { AnimalHistoryEntry } from "@shared/animal-types";
import { movementLabel } from "@shared/movement-types";
import { formatTag } from "@shared/tag-number";
import { Link } from "react-router-dom";
import { formatDay } from "../../lib/dates";
import { formatKg } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { animalDetailMessages } from "./animals-messages";

export function AnimalHistory({ entries, tag }: { entries: readonly AnimalHistoryEntry[]; tag: string }) {
  const t = useMessages(animalDetailMessages);
  return (
    <section className="card" aria-labelledby="animal-history-title">
      <h2 id="animal-history-title">{t.history}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t.noHistory}</p>
      ) : (
        <ol className="animal-history">
          {entries.map((e) => {
            const label = movementLabel(e.type);
            const day = formatDay(e.date);
            return (
              <li key={`${e.movement_id}-${e.type}`}>
                <div className="animal-history-head">
                  <span className="muted">{day}</span>
                  <Link to={paths.movementDetail.to(e.movement_id)} aria-label={t.openRecord(label, day)}>
                    {label}
                  </Link>
                  {e.kg !== null ? <strong>{t.kg(formatKg(e.kg))}</strong> : null}
                  {e.withdrawal_until ? (
                    <span className="badge badge-earth">{t.withdrawal(formatDay(e.withdrawal_until))}</span>
                  ) : null}
                </div>
                {e.detail ? <p className="muted">{e.detail}</p> : null}
                {e.tag !== tag ? <p className="muted">{t.wornTag(formatTag(e.tag))}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
