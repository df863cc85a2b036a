// A record page's header bits: the way back to its list, and the "Editar" / "Eliminar" pair of buttons.
import { Link } from "react-router-dom";
import { defineMessages, useMessages } from "../lib/i18n";

const messages = defineMessages({ edit: "Editar", delete: "Eliminar" }, { edit: "Edit", delete: "Delete" });

/** The way back to the list, on its own line above the page's content. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to}>← {label}</Link>
    </p>
  );
}

export interface EditDeleteActionsProps {
  /** 'Editar' when not given. */
  editLabel?: string;
  /** 'Eliminar' when not given. */
  deleteLabel?: string;
  onEdit: () => void;
  onDelete: () => void;
  /** A ghost "Eliminar" where it stands among other actions (a red one otherwise). */
  quiet?: boolean;
}

export function EditDeleteActions({ editLabel, deleteLabel, onEdit, onDelete, quiet }: EditDeleteActionsProps) {
  const t = useMessages(messages);
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onEdit}>
        {editLabel ?? t.edit}
      </button>
      <button type="button" className={quiet ? "btn btn-ghost" : "btn btn-danger"} onClick={onDelete}>
        {deleteLabel ?? t.delete}
      </button>
    </>
  );
}
