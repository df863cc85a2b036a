// Super-admin Users screen (SPEC.md §2): count, search, table, and the edit modal.
import { useCallback, useEffect, useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { Icon } from "../../components/icon";
import { InlineLoading } from "../../components/loading-screen";
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { filterUsers } from "./filter-users";
import { UserEditModal } from "./user-edit-modal";
import { fetchUsers, type AdminUser } from "./users-api";
import { usersMessages } from "./users-messages";
import { UsersTable } from "./users-table";
import "./users.css";

export default function UsersPage() {
  const t = useMessages(usersMessages);
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [term, setTerm] = useState("");
  const [editing, setEditing] = useState<AdminUser | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setUsers(await fetchUsers());
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

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
