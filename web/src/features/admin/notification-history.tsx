// The notifications sent and scheduled (docs/administration.md), newest first, ten a page: who they went to, how many
// read them, and each outside channel's outcome ("registrados (local)" is the outbox of a run with no
// provider: recorded, not delivered).
import { useState } from "react";
import type { AdminNotification } from "@shared/notification-types";
import { ListStates } from "../../components/list-states";
import { formatLongDate } from "../../lib/dates";
import { useLocale, useMessages } from "../../lib/i18n";
import { titleCase } from "../../lib/text";
import { useAppQuery } from "../../lib/query/query-client";
import { adminNotificationQueries } from "../../data/admin-notifications";
import { roleLabel } from "../../lib/roles";
import { UsersPager } from "../users";
import { HISTORY_PAGE_SIZE } from "../../data/api/notifications-admin-api";
import { adminNotificationMessages } from "./notifications-admin-messages";

const STATUSES: AdminNotification["status"][] = ["scheduled", "sending", "sent", "cancelled"];

function HistoryCard({ n }: { n: AdminNotification }) {
  const t = useMessages(adminNotificationMessages);
  const locale = useLocale();
  const status = t.statusNames.split("|")[STATUSES.indexOf(n.status)] ?? n.status;
  const a = n.audience;
  const audience =
    a.kind === "organizations"
      ? t.audienceOrganizations(a.ids.length)
      : a.kind === "users"
        ? t.audienceUsers(a.ids.length)
        : a.kind === "role"
          ? t.audienceRole(roleLabel(a.role, locale))
          : t.audienceAll;
  const when = n.sent_at
    ? `${t.sentAt}: ${formatLongDate(n.sent_at, locale)}`
    : `${t.scheduledFor}: ${formatLongDate(n.send_at, locale)}`;
  return (
    <li className="notification-history-card card">
      <div className="notification-history-head">
        <strong>{n.title}</strong>
        <span className={n.status === "sent" ? "badge" : "badge badge-earth"}>{status}</span>
      </div>
      <p className="muted notification-history-meta">
        {when} · {audience}
        {n.created_by.name ? ` · ${t.by(titleCase(n.created_by.name))}` : ""}
      </p>
      <dl className="notification-history-counts facts-grid">
        <dt>{t.recipients}</dt>
        <dd>{n.recipients}</dd>
        {n.channels.includes("in_app") ? (
          <>
            <dt>{t.read}</dt>
            <dd>{n.read}</dd>
          </>
        ) : null}
        {n.channels.includes("email") ? (
          <>
            <dt>{t.email}</dt>
            <dd>{t.counts(n.email.sent, n.email.logged, n.email.queued, n.email.failed)}</dd>
          </>
        ) : null}
        {n.channels.includes("whatsapp") ? (
          <>
            <dt>WhatsApp</dt>
            <dd>{t.counts(n.whatsapp.sent, n.whatsapp.logged, n.whatsapp.queued, n.whatsapp.failed)}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

export function NotificationHistory() {
  const t = useMessages(adminNotificationMessages);
  const [page, setPage] = useState(1);
  const query = useAppQuery(adminNotificationQueries.history(page));
  const list = query.data?.notifications ?? null;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  return (
    <section className="notification-history" aria-labelledby="notification-history-title">
      <h2 id="notification-history-title">{t.history}</h2>
      <ListStates count={list?.length ?? null} query={query} icon="bell" texts={t}>
        {() => (
          <>
            <ul className="notification-history-list" aria-busy={query.isFetching}>
              {list!.map((n) => (
                <HistoryCard key={n.id} n={n} />
              ))}
            </ul>
            {pages > 1 ? (
              <UsersPager page={Math.min(page, pages)} pages={pages} onPage={setPage} label={t.history} />
            ) : null}
          </>
        )}
      </ListStates>
    </section>
  );
}
