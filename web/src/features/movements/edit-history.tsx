// 'Historial de ediciones' (docs/client-rules.md): a 'Ver todo' button and a scrollable list (at most
// 500px high) of who edited the record and when.
import type { MovementMetadata } from "@shared/herd-types";
import { formatLongDate } from "../../lib/dates";
import { useLocale, useMessages } from "../../lib/i18n";
import { detailMessages } from "./movements-messages";

interface Props {
  history: MovementMetadata["editHistory"];
  names: Map<number, string | null>;
}

export function EditHistory({ history, names }: Props) {
  const t = useMessages(detailMessages);
  const locale = useLocale();
  return (
    <section className="card mv-history" aria-labelledby="mv-history-title">
      <div className="mv-history-header">
        <h2 id="mv-history-title" className="card-title">
          {t.history}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm">
          {t.seeAll}
        </button>
      </div>
      {history.length === 0 ? (
        <p className="muted">{t.noEdits}</p>
      ) : (
        <ul className="mv-history-list" style={{ maxHeight: 500 }}>
          {history.map((item, i) => (
            <li key={`${item.editedBy}-${item.editedAt}-${i}`} className="mv-history-item">
              <span className="mv-history-name">{names.get(item.editedBy) ?? t.unknownUser}</span>
              <time dateTime={item.editedAt} className="muted">
                {formatLongDate(item.editedAt, locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
