// Super-admin Users screen (SPEC.md §2): count, search, table, and the edit modal.
import { useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { Icon } from "../../components/icon";
import { InlineLoading } from "../../components/loading-screen";
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { useAppQuery } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { filterUsers } from "./filter-users";
import { UserEditModal } from "./user-edit-modal";
import { fetchUsers, type AdminUser } from "./users-api";
import { usersMessages } from "./users-messages";
import { UsersTable } from "./users-table";
import "./users.css";

export default function UsersPage() {
  const t = useMessages(usersMessages);
  const query = useAppQuery({ queryKey: queryKeys.adminUsers(), queryFn: fetchUsers });
  const users = query.data ?? null;
  // A retry hides the error while it runs, like the first load.
  const failed = query.isError && !query.isFetching;
  const load = query.refetch;
  const [term, setTerm] = useState("");
  const [editing, setEditing] = useState<AdminUser | null>(null);

  const visible = users ? filterUsers(users, term) : [];
  const trimmed = term.trim();

  return (
    <PageFrame
      title={
        <>
          {t.title}
          {users ? (
            <span className="badge users-count" aria-label={t.count(users.length)}>
              {users.length}
            </span>
          ) : null}
        </>
      }
    >
      <div className="users-search">
        <Icon name="search" size={18} />
        <input
          type="search"
          className="input"
          aria-label={t.searchLabel}
          placeholder={t.search}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      {users === null && !failed ? (
        <InlineLoading label={t.loading} />
      ) : failed ? (
        <EmptyState
          icon="users"
          title={t.loadError}
          action={
            <button type="button" className="btn btn-secondary" onClick={() => void load()}>
              {t.retry}
            </button>
          }
        />
      ) : users!.length === 0 ? (
        <EmptyState icon="users" title={t.none} />
      ) : visible.length === 0 ? (
        <EmptyState icon="search" title={t.noMatch(trimmed)} />
      ) : (
        <UsersTable users={visible} onEdit={setEditing} />
      )}
      {editing ? (
        <UserEditModal
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
