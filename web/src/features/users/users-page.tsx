// Super-admin Users screen: count (every user, or "12 de 37" while searching), search,
// table, and the edit modal. The server
// searches and pages (10 a page); the screen keeps one query per page and term.
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { ListStates } from "../../components/list-states";
import { SearchField } from "../../components/search-field";
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { adminUserQueries } from "../../data/admin-users";
import { useAppQuery } from "../../lib/query/query-client";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { AuditLogPanel } from "./audit-log-panel";
import { UserEditModal } from "./user-edit-modal";
import { UsersCount } from "./users-count";
import type { AdminUser } from "../../data/api/users-api";
import { usersMessages } from "./users-messages";
import { UsersPager } from "./users-pager";
import { UsersTable } from "./users-table";
import "./users.css";

/** A request once typing pauses, not one per key. */
export const SEARCH_DEBOUNCE_MS = 300;

export default function UsersPage() {
  const t = useMessages(usersMessages);
  const [term, setTerm] = useState("");
  const q = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to a term: a new search starts on its first page.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const goTo = (next: number) => setPaging({ q, page: next });

  const query = useAppQuery({
    ...adminUserQueries.page(page, q),
    // The previous page stays on screen while the next one loads (no loading flash).
    placeholderData: keepPreviousData,
  });
  const data = query.data ?? null;
  // A retry hides the error while it runs, like the first load.
  const failed = query.isError && !query.isFetching;
  const load = query.refetch;
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  // After an edit the matches may shrink: a page past the end moves back to the last one.
  const pastTheEnd = data !== null && !query.isPlaceholderData && page > pages;
  useEffect(() => {
    if (pastTheEnd) setPaging({ q, page: pages });
  }, [pastTheEnd, q, pages]);

  return (
    <PageFrame
      title={
        <>
          {t.title}
          {data ? <UsersCount matches={data.total} total={data.totalUsers} searching={data.q !== ""} /> : null}
        </>
      }
    >
      <SearchField label={t.searchLabel} placeholder={t.search} value={term} onChange={setTerm} />
      <ListStates
        count={data?.total ?? null}
        failed={failed}
        onRetry={load}
        icon="users"
        texts={t}
        empty={
          data?.q ? <EmptyState icon="search" title={t.noMatch(data.q)} /> : <EmptyState icon="users" title={t.none} />
        }
      >
        {() => (
          <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? "users-stale" : undefined}>
            <UsersTable users={data!.users} onEdit={setEditing} />
            {pages > 1 ? <UsersPager page={Math.min(page, pages)} pages={pages} onPage={goTo} /> : null}
          </div>
        )}
      </ListStates>
      {editing ? (
        <UserEditModal user={editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      ) : null}
      <AuditLogPanel />
    </PageFrame>
  );
}
