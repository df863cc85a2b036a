// The authenticated layout: top bar (menu button on a phone, user menu), navigation (drawer on
// a phone, sidebar on a desk) and the page. A user without organizations is guided to create one.
import { useAtomValue } from "jotai";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { Outlet, useLocation, useMatches, useNavigate } from "react-router-dom";
import { Icon } from "../../components/icon";
import { LoadingScreen } from "../../components/loading-screen";
import { Brand } from "../../components/logo";
import { useMessages } from "../../lib/i18n";
import { isSuperAdminAtom, organizationsAtom } from "../../lib/session";
import { usePageViews } from "../../lib/analytics/use-page-views";
import { paths } from "../../lib/paths";
import type { RouteHandle } from "../router";
import { shellMessages } from "./shell-messages";
import { SidebarNav } from "./sidebar-nav";
import { UserMenu } from "./user-menu";
import { SyncStatus } from "../../features/offline/sync-status";
import { OfflineNotice } from "../../lib/offline/snapshots-notice";
import { NotificationBell } from "../../features/notifications/notification-bell";
import { firstScreenShownAtom } from "../first-screen-shown";
import "./shell.css";

// A user without organizations is rare: the create form (and its schema checks) load only for one.
const NoOrganizationPanel = lazy(() =>
  import("../../features/organizations/no-organization-panel").then((m) => ({ default: m.NoOrganizationPanel })),
);
// Live sync (socket + caches): its own chunk, started once the first page is painted (first-screen-shown.ts).
const LiveSync = lazy(() => import("../../lib/live/live-sync").then((m) => ({ default: m.LiveSync })));

export function AppShell() {
  const t = useMessages(shellMessages);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Escape or the close button hand the focus back to the menu button (a followed link does not).
  const dismissDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButtonRef.current?.focus();
  }, []);
  const location = useLocation();
  const organizations = useAtomValue(organizationsAtom);
  const matches = useMatches();
  const withoutOrganization = matches.some((m) => (m.handle as RouteHandle | undefined)?.withoutOrganization);

  // Following a link closes the drawer.
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && dismissDrawer();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [drawerOpen, dismissDrawer]);

  const needsOrganization = organizations !== null && organizations.length === 0 && !withoutOrganization;
  // A super admin who runs no ranch lands on the platform's metrics instead of "create an organization".
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const platformHome =
    needsOrganization && superAdmin && (location.pathname === paths.home || location.pathname === paths.dashboard);
  // Once, from an effect: a <Navigate> element here would navigate again each time it is mounted while
  // the platform's chunk loads (the data router keeps this route on screen meanwhile).
  const navigate = useNavigate();
  useEffect(() => {
    if (platformHome) void navigate(paths.platform, { replace: true });
  }, [platformHome, navigate]);
  usePageViews();
  const firstScreenShown = useAtomValue(firstScreenShownAtom);

  return (
    <div className="shell">
      {firstScreenShown ? (
        <Suspense fallback={null}>
          <LiveSync />
        </Suspense>
      ) : null}
      <a className="skip-link" href="#main-content">
        {t.skipToContent}
      </a>
      <header className="topbar">
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-btn menu-button"
          aria-label={t.openMenu}
          aria-expanded={drawerOpen}
          aria-controls={navId}
          onClick={() => setDrawerOpen(true)}
        >
          <Icon name="menu" size={24} />
        </button>
        <span className="topbar-brand">
          <Brand size={30} />
        </span>
        <div className="topbar-spacer" />
        <SyncStatus />
        <NotificationBell />
        <UserMenu />
      </header>
      {drawerOpen ? <div className="drawer-backdrop" aria-hidden="true" onClick={dismissDrawer} /> : null}
      <SidebarNav id={navId} open={drawerOpen} onClose={() => setDrawerOpen(false)} onDismiss={dismissDrawer} />
      <main id="main-content" className="shell-main" tabIndex={-1}>
        <OfflineNotice />
        <Suspense fallback={<LoadingScreen />}>
          {platformHome ? null : needsOrganization ? <NoOrganizationPanel /> : <Outlet />}
        </Suspense>
      </main>
    </div>
  );
}
