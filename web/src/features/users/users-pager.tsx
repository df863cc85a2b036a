// Previous/next under the users table, with 'Página X de Y' announced when it changes.
import { useMessages } from "../../lib/i18n";
import { usersMessages } from "./users-messages";
// The users table's styles, which the admin lists reuse with the pager.
import "./users.css";

export function UsersPager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's name when it pages something other than the users (the audit log). */
  label?: string;
}) {
  const t = useMessages(usersMessages);
  return (
    <nav className="users-pager" aria-label={label ?? t.pages}>
      <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span> {t.previous}
      </button>
      <span className="users-pager-status" aria-live="polite">
        {t.pageOf(page, pages)}
      </span>
      <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
