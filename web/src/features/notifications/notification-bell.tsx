// The shell's notification bell (docs/administration.md): unread count updated live, and the panel listing them. The bell
// is on every page, so the panel (list, links, dates) is its own lazy chunk.
import { useAtomValue } from "jotai";
import { lazy, Suspense, useId } from "react";
import { firstScreenShownAtom } from "../../app/first-screen-shown";
import { Icon } from "../../components/icon";
import { useMessages } from "../../lib/i18n";
import { useAppQuery } from "../../lib/query/query-client";
import { notificationQueries } from "../../data/notifications";
import { usePopover } from "../../lib/use-popover";
import { bellMessages } from "./notification-messages";
import "./notification-bell.css";

const NotificationPanel = lazy(() => import("./notification-panel"));

export function NotificationBell() {
  const t = useMessages(bellMessages);
  const { open, setOpen, rootRef, buttonRef } = usePopover();
  const panelId = useId();
  // Not before the first page has painted (app/first-screen-shown.ts): the bell's count can wait a moment.
  const firstScreenShown = useAtomValue(firstScreenShownAtom);
  const query = useAppQuery({
    ...notificationQueries.mine(),
    enabled: firstScreenShown,
    // Live messages keep it current; coming back to the tab catches what a sleeping socket missed.
    refetchOnWindowFocus: true,
  });
  const unread = query.data?.unread ?? 0;

  return (
    <div className="notification-bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn notification-bell-button"
        aria-label={t.bell(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="bell" size={22} />
        {unread > 0 ? (
          <span className="notification-badge" aria-hidden="true" data-testid="notification-badge">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel
            id={panelId}
            query={query}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
