// The Users heading's count: every user, or while a search is active how many match out of them
// ("12 de 37"). Told to screen readers when it changes, since a search changes it.
import { useMessages } from "../../lib/i18n";
import { usersMessages } from "./users-messages";

export function UsersCount({ matches, total, searching }: { matches: number; total: number; searching: boolean }) {
  const t = useMessages(usersMessages);
  return (
    <span className="badge users-count" aria-live="polite" aria-atomic="true">
      {searching ? t.matchesOf(matches, total) : total}
      <span className="visually-hidden"> {t.countNoun(total)}</span>
    </span>
  );
}
