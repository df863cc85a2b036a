// The notes about one lot or rodeo, on its detail page (docs/tasks-and-notes.md): newest first with their thumbnails,
// a button to write a note about it and a link to all of them on /notes.
import { useState } from "react";
import { Link } from "react-router-dom";
import { LoadError } from "../../components/load-error";
import { InlineLoading } from "../../components/loading-screen";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { NoteDialog } from "./note-dialog";
import { NoteList } from "./note-list";
import { notesMessages } from "./notes-messages";
import { noteQueries, notesOf } from "../../data/notes";
import { useOrgInfiniteQuery } from "../../data/org-query";
import "./notes.css";

/** How many notes the detail page shows; the rest are one link away. */
const SHOWN = 5;

export function EntityNotes({ lotId, rodeoId }: { lotId?: number; rodeoId?: number }) {
  const t = useMessages(notesMessages);
  const [creating, setCreating] = useState(false);
  const list = useOrgInfiniteQuery((orgId) => noteQueries.list(orgId, { lot_id: lotId, rodeo_id: rodeoId }, SHOWN));
  const notes = notesOf(list.data);
  const query = lotId ? `?lot=${lotId}` : rodeoId ? `?rodeo=${rodeoId}` : "";
  const titleId = `entity-notes-${lotId ?? "l"}-${rodeoId ?? "r"}`;

  let body;
  if (!notes && list.error) body = <LoadError message={t.loadError} onRetry={() => list.refetch()} />;
  else if (!notes) body = <InlineLoading label={t.loading} />;
  else if (!notes.length) body = <p className="muted">{t.entityEmpty}</p>;
  else body = <NoteList notes={notes} label={t.entityTitle} />;

  return (
    <section className="card entity-notes" aria-labelledby={titleId}>
      <div className="entity-notes-head">
        <h2 id={titleId}>{t.entityTitle}</h2>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setCreating(true)}>
          {t.entityNew}
        </button>
      </div>
      {body}
      {notes?.length ? <Link to={`${paths.notes}${query}`}>{t.entityAll}</Link> : null}
      {creating ? <NoteDialog about={{ lotId, rodeoId }} onClose={() => setCreating(false)} /> : null}
    </section>
  );
}
