// A record page's header bits: the way back to its list, and the "Editar" / "Eliminar" pair of buttons.
import { Link } from "react-router-dom";

export function BackLink({ to, label }: { to: string; label: string }) {
  return <Link to={to}>← {label}</Link>;
}

export interface EditDeleteActionsProps {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** A ghost "Eliminar" where it stands among other actions (a red one otherwise). */
  quiet?: boolean;
}

export function EditDeleteActions({ editLabel, deleteLabel, onEdit, onDelete, quiet }: EditDeleteActionsProps) {
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onEdit}>
        {editLabel}
      </button>
      <button type="button" className={quiet ? "btn btn-ghost" : "btn btn-danger"} onClick={onDelete}>
        {deleteLabel}
      </button>
    </>
  );
}
