// The bell's panel (docs/administration.md, lazy chunk): the caller's newest notifications, each marked read when opened
// (clicked, or its link followed), and "Marcar todas como leídas".
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { UserNotification } from "@shared/notification-types";
import { Icon } from "../../components/icon";
import { ListStates } from "../../components/list-states";
import { relativeLastAccess } from "../../lib/dates";
import { useLocale, useMessages } from "../../lib/i18n";
import { errorMessage } from "../../lib/api/client";
import { toastError } from "../../lib/error-toast";
import { useMarkAllNotificationsRead, useMarkNotificationRead, type MyNotifications } from "../../data/notifications";
import { bellMessages } from "./notification-messages";

function ItemLink({ n, onOpen, children }: { n: UserNotification; onOpen: () => void; children: ReactNode }) {
  if (n.link.startsWith("/")) {
    return (
      <Link className="notification-item-main" to={n.link} onClick={onOpen}>
        {children}
      </Link>
    );
  }
  if (n.link) {
    return (
      <a className="notification-item-main" href={n.link} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className="notification-item-main" onClick={onOpen}>
      {children}
    </button>
  );
}

export default function NotificationPanel({
  id,
  query,
  onClose,
}: {
  id: string;
  query: UseQueryResult<MyNotifications>;
  onClose: () => void;
}) {
  const t = useMessages(bellMessages);
  const locale = useLocale();
  const markRead = useMarkNotificationRead();
  const readAll = useMarkAllNotificationsRead();
  const list = query.data?.notifications ?? null;
  const panelRef = useRef<HTMLElement>(null);
  // Keyboard and screen-reader users land in the panel when it opens (Escape hands focus back to the bell).
  useEffect(() => panelRef.current?.focus(), []);

  const open = (n: UserNotification) => {
    // Marking read never blocks following the link; a failure leaves it unread for next time.
    if (n.read_at === null) markRead.mutate(n.id);
    if (n.link) onClose();
  };

  return (
    <section ref={panelRef} id={id} className="notification-panel" role="dialog" aria-label={t.title} tabIndex={-1}>
      {/* A div: a <header> in a dialog would count as a second banner of the page. */}
      <div className="notification-panel-head">
        <h2>{t.title}</h2>
        <button type="button" className="icon-btn" aria-label={t.close} onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <ListStates count={list?.length ?? null} query={query} icon="bell" texts={t}>
        {() => (
          <ul className="notification-list">
            {list!.map((n) => (
              <li key={n.id} className={`notification-item${n.read_at === null ? " is-unread" : ""}`}>
                <ItemLink n={n} onOpen={() => open(n)}>
                  <span className="notification-item-title">
                    {n.read_at === null ? <span className="notification-dot" role="img" aria-label={t.unread} /> : null}
                    {n.title}
                  </span>
                  {n.body ? <p className="notification-item-body">{n.body}</p> : null}
                  <time className="notification-item-date" dateTime={n.created_at}>
                    {relativeLastAccess(n.created_at, new Date(), locale)}
                  </time>
                </ItemLink>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {(query.data?.unread ?? 0) > 0 ? (
        <footer className="notification-panel-foot">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={readAll.isPending}
            onClick={() =>
              readAll.mutate(undefined, { onError: (e) => toastError(errorMessage(e, t.readAllFailed), e) })
            }
          >
            {t.readAll}
          </button>
        </footer>
      ) : null}
    </section>
  );
}
