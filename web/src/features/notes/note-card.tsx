// One note as a card: title (pinned badge), author and time, what it is about, its text with links,
// its photo thumbnails, and the actions its author, owners and admins have (pin, edit, delete), plus
// "note → task" (the tasks work's button).
import type { Note } from "@shared/note-types";
import { useAtomValue } from "jotai";
import { Link } from "react-router-dom";
import { formatLongDate } from "../../lib/dates";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useLocale, useMessages } from "../../lib/i18n";
import { titleCase } from "../../lib/text";
import { paths } from "../../lib/paths";
import { currentUserAtom } from "../../lib/session";
import { NoteToTaskButton } from "../tasks";
import { NoteBody } from "./note-body";
import { PhotoStrip } from "./note-photos";
import { notesMessages } from "./notes-messages";

/** The author, owners and admins edit a note (docs/accounts.md; the API checks the same). */
export function useMayEditNote() {
  const userId = useAtomValue(currentUserAtom)?.id;
  const canManage = useCanManageHerd();
  return (note: Note) => canManage || (userId !== undefined && note.author?.id === userId);
}

interface Props {
  note: Note;
  lotName?: string;
  rodeoName?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  onTogglePin?: () => void;
}

export function NoteCard({ note, lotName, rodeoName, onEdit, onDelete, onTogglePin }: Props) {
  const t = useMessages(notesMessages);
  const locale = useLocale();
  const headingId = `note-${note.id}-title`;
  return (
    <article className={note.pinned ? "card note-card is-pinned" : "card note-card"} aria-labelledby={headingId}>
      <header className="note-card-head">
        <h2 id={headingId} className="note-title">
          {note.title}
        </h2>
        {note.pinned ? <span className="badge">{t.pinned}</span> : null}
      </header>
      <p className="muted note-meta">
        <time dateTime={note.created_at}>{formatLongDate(note.created_at, locale)}</time>
        {note.author ? ` · ${t.by(titleCase(note.author.name))}` : null}
      </p>
      {lotName || rodeoName ? (
        <p className="note-about">
          {t.about}: {note.lot_id && lotName ? <Link to={paths.lotDetail.to(note.lot_id)}>{lotName}</Link> : null}
          {lotName && rodeoName ? " · " : null}
          {note.rodeo_id && rodeoName ? <Link to={paths.rodeoDetail.to(note.rodeo_id)}>{rodeoName}</Link> : null}
        </p>
      ) : null}
      <NoteBody body={note.body} />
      <PhotoStrip note={note} />
      <div className="note-actions">
        {onTogglePin ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={note.pinned ? t.unpinAction(note.title) : t.pinAction(note.title)}
            onClick={onTogglePin}
          >
            {note.pinned ? t.unpin : t.pin}
          </button>
        ) : null}
        {onEdit ? (
          <button type="button" className="btn btn-ghost btn-sm" aria-label={t.editAction(note.title)} onClick={onEdit}>
            {t.edit}
          </button>
        ) : null}
        {onDelete ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={t.removeAction(note.title)}
            onClick={onDelete}
          >
            {t.remove}
          </button>
        ) : null}
        <NoteToTaskButton note={note} />
      </div>
    </article>
  );
}
