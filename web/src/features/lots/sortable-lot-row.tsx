// A lot in the sortable list: drag handle (pointer, touch and keyboard through dnd-kit), the lot's
// figures, and explicit Subir / Bajar buttons as the plain keyboard and screen reader alternative.
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Link } from "react-router-dom";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import type { StoreLot } from "../../lib/store";
import { LotFigures } from "./lot-summary";
import { lotsMessages } from "./lots-messages";

interface Props {
  lot: StoreLot;
  canReorder: boolean;
  isFirst: boolean;
  isLast: boolean;
  onMove: (id: number, step: -1 | 1) => void;
}

export function SortableLotRow({ lot, canReorder, isFirst, isLast, onMove }: Props) {
  const t = useMessages(lotsMessages);
  const pending = lot.isOptimistic === true || lot.id < 0;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: lot.id,
    disabled: !canReorder || pending,
  });
  return (
    <li
      ref={setNodeRef}
      className={`lot-row${isDragging ? " is-dragging" : ""}${pending ? " is-pending" : ""}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-busy={pending || undefined}
    >
      {canReorder ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="drag-handle"
          aria-label={t.dragHandle(lot.name)}
          disabled={pending}
          {...attributes}
          {...listeners}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <circle cx="9" cy="6" r="1.6" />
            <circle cx="15" cy="6" r="1.6" />
            <circle cx="9" cy="12" r="1.6" />
            <circle cx="15" cy="12" r="1.6" />
            <circle cx="9" cy="18" r="1.6" />
            <circle cx="15" cy="18" r="1.6" />
          </svg>
        </button>
      ) : null}
      <div className="lot-body">
        <h2 className="lot-name">
          {pending ? <span>{lot.name}</span> : <Link to={paths.lotDetail.to(lot.id)}>{lot.name}</Link>}
          {pending ? <span className="badge badge-muted">{t.pending}</span> : null}
        </h2>
        <LotFigures lot={lot} />
      </div>
      {canReorder ? (
        <div className="lot-steps">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={t.moveUp(lot.name)}
            disabled={pending || isFirst}
            onClick={() => onMove(lot.id, -1)}
          >
            <span aria-hidden="true">▲</span>
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={t.moveDown(lot.name)}
            disabled={pending || isLast}
            onClick={() => onMove(lot.id, 1)}
          >
            <span aria-hidden="true">▼</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}
