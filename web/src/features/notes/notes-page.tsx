// Notas (/notes, docs/tasks-and-notes.md): the team's notes, pinned first then newest, a page at a time; search
// (debounced) and filters by lot and rodeo; "Nueva nota". Live: other members' changes refetch the list.
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { FilterBar, FilterSearch, FilterSelect } from "../../components/filter-bar";
import { QueryState } from "../../components/query-state";
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { useLots } from "../../data/lots";
import { useRodeos } from "../../data/rodeos";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { NoteDialog } from "./note-dialog";
import { NoteList } from "./note-list";
import { notesMessages } from "./notes-messages";
import { noteQueries, notesOf } from "../../data/notes";
import { useOrgInfiniteQuery } from "../../data/org-query";
import "./notes.css";
import { NamedOptions } from "../../components/named-options";
import { LoadMoreButton } from "../../components/load-more-button";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];

const numberOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

export default function NotesPage() {
  const t = useMessages(notesMessages);
  const [params, setParams] = useSearchParams();
  const lots = useLots().data ?? NONE;
  const rodeos = useRodeos().data ?? NONE;
  const [q, setQ] = useState("");
  const search = useDebouncedValue(q.trim(), 300);
  const lotId = numberOf(params.get("lot"));
  const rodeoId = numberOf(params.get("rodeo"));
  // ?new=1 (from a lot's or rodeo's page) opens the form about that lot or rodeo.
  const [creating, setCreating] = useState(params.get("new") === "1");
  const list = useOrgInfiniteQuery((orgId) =>
    noteQueries.list(orgId, { q: search || undefined, lot_id: lotId, rodeo_id: rodeoId }),
  );
  const notes = notesOf(list.data);
  const filtering = !!(q.trim() || lotId || rodeoId);

  const setFilter = (key: "lot" | "rodeo", value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete("new");
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const newButton = (
    <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
      {t.newNote}
    </button>
  );

  return (
    <PageFrame title={t.title} description={t.description} actions={newButton}>
      <FilterBar className="filter-grid note-filters">
        <FilterSearch id="notes-q" texts={t} value={q} maxLength={100} onValue={setQ} />
        <FilterSelect id="notes-lot" label={t.lot} value={lotId ?? ""} onValue={(v) => setFilter("lot", v)}>
          <NamedOptions items={lots} empty={t.allLots} />
        </FilterSelect>
        <FilterSelect id="notes-rodeo" label={t.rodeo} value={rodeoId ?? ""} onValue={(v) => setFilter("rodeo", v)}>
          <NamedOptions items={rodeos} empty={t.allRodeos} />
        </FilterSelect>
      </FilterBar>
      <QueryState
        query={{ data: notes, error: list.error, refetch: list.refetch }}
        texts={t}
        isEmpty={(n) => n.length === 0}
        filtering={filtering}
        noMatch={t.noMatch}
        emptyIcon="note"
        emptyAction={newButton}
      >
        {(loaded) => (
          <>
            <NoteList notes={loaded} label={t.listLabel} />
            <LoadMoreButton query={list} className="btn btn-secondary" label={t.more} />
          </>
        )}
      </QueryState>
      {creating ? <NoteDialog about={{ lotId, rodeoId }} onClose={() => setCreating(false)} /> : null}
    </PageFrame>
  );
}
