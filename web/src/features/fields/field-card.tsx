// One field: hectares, locality and target stocking rate (docs/map.md), its lots (links) with head and EV/ha,
// edit and delete, its boundary.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Icon } from "../../components/icon";
import type { StoreLot } from "../../lib/store";
import { evPerHa, formatEvPerHa, formatHectares, formatInt, lotEv } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { fieldsMessages } from "./fields-messages";

interface Props {
  name: string;
  hectares: number | null;
  locality?: string;
  renspa?: string | null;
  /** Its target stocking rate (docs/map.md), shown when set. */
  evTarget?: number | null;
  lots: StoreLot[];
  onEdit?: () => void;
  onDelete?: () => void;
  /** Its "Límite" block (docs/map.md); none for the lots without a field. */
  boundary?: ReactNode;
}

export function FieldCard({ name, hectares, locality, renspa, evTarget, lots, onEdit, onDelete, boundary }: Props) {
  const t = useMessages(fieldsMessages);
  const head = lots.reduce((s, l) => s + (l.total ?? 0), 0);
  const ev = lots.reduce((s, l) => s + lotEv(l), 0);
  // A field's own area when known; otherwise the area of its lots.
  const area = hectares && hectares > 0 ? hectares : lots.reduce((s, l) => s + (l.hectares ?? 0), 0);
  return (
    <li className="field-card tile">
      <div className="section-head">
        <h2>{name}</h2>
        {onEdit || onDelete ? (
          <div className="action-row">
            {onEdit ? (
              <button type="button" className="btn btn-secondary btn-sm" aria-label={t.edit(name)} onClick={onEdit}>
                <Icon name="edit" size={18} />
              </button>
            ) : null}
            {onDelete ? (
              <button type="button" className="btn btn-ghost btn-sm" aria-label={t.remove(name)} onClick={onDelete}>
                <Icon name="trash" size={18} />
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {locality ? <p className="muted field-locality">{locality}</p> : null}
      {renspa ? (
        <p className="muted field-locality">
          {t.renspa} {renspa}
        </p>
      ) : null}
      <dl className="field-figures figures">
        {hectares !== null ? (
          <div>
            <dt>{t.hectares}</dt>
            <dd>{formatHectares(hectares)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.lots}</dt>
          <dd>{formatInt(lots.length)}</dd>
        </div>
        <div>
          <dt>{t.head}</dt>
          <dd>{formatInt(head)}</dd>
        </div>
        <div>
          <dt>{t.evHa}</dt>
          <dd>{formatEvPerHa(evPerHa(ev, area))}</dd>
        </div>
        {evTarget != null ? (
          <div>
            <dt>{t.evTargetShort}</dt>
            <dd>{t.evTargetValue(formatEvPerHa(evTarget))}</dd>
          </div>
        ) : null}
      </dl>
      {lots.length === 0 ? (
        <p className="muted">{t.noLots}</p>
      ) : (
        <ul className="field-lots" aria-label={`${t.lots}: ${name}`}>
          {lots.map((l) => (
            <li key={l.id}>
              {l.id > 0 ? <Link to={paths.lotDetail.to(l.id)}>{l.name}</Link> : <span>{l.name}</span>}
              <span className="muted field-lot-figures">
                <span>{formatHectares(l.hectares ?? 0)}</span>
                <span>
                  {formatInt(l.total ?? 0)} {t.head.toLowerCase()}
                </span>
                <span>
                  {t.evHa} {formatEvPerHa(evPerHa(lotEv(l), l.hectares ?? 0))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {boundary}
    </li>
  );
}
