// Every route of SPEC.md §2: public pages, the authenticated area inside the shell, the
// super-admin routes behind their own guard, and the redirects. Each page is its own lazy chunk.
import { lazy, type ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { paths } from "../lib/paths";
import { setNavigator } from "../lib/session";
import { RouteErrorScreen } from "./error-screen";
import { AuthGuard, SuperAdminGuard, VisitorOnly } from "./guards";
import { HomeRoute } from "./home-route";
import { RootLayout } from "./root-layout";
import { LazyAppShell as AppShell } from "./shell/lazy-app-shell";

/** Route handle: pages that make sense before the user has any organization. */
export interface RouteHandle {
  withoutOrganization?: boolean;
}

function page(load: () => Promise<{ default: ComponentType }>, handle?: RouteHandle) {
  const Page = lazy(load);
  return { element: <Page />, handle };
}

const DashboardPage = () => import("../features/dashboard/dashboard-page");

const authenticatedRoutes: RouteObject[] = [
  { path: paths.dashboard, ...page(DashboardPage) },
  { path: paths.assistant, ...page(() => import("../features/assistant/assistant-page")) },
  { path: paths.fields, ...page(() => import("../features/fields/fields-page")) },
  { path: paths.sync, ...page(() => import("../features/offline/sync-page")) },
  { path: paths.stock, ...page(() => import("../features/stock/stock-page")) },
  { path: paths.stockDetail.pattern, ...page(() => import("../features/stock/stock-detail-page")) },
  { path: paths.createStock, ...page(() => import("../features/stock/create-stock-page")) },
  { path: paths.movements, ...page(() => import("../features/movements/movements-page")) },
  { path: paths.movementDetail.pattern, ...page(() => import("../features/movements/movement-detail-page")) },
  { path: paths.rodeos, ...page(() => import("../features/rodeos/rodeos-page")) },
  { path: paths.rodeoDetail.pattern, ...page(() => import("../features/rodeos/rodeo-detail-page")) },
  { path: paths.lots, ...page(() => import("../features/lots/lots-page")) },
  { path: paths.lotCreate, ...page(() => import("../features/lots/lot-create-page")) },
  { path: paths.lotDetail.pattern, ...page(() => import("../features/lots/lot-detail-page")) },
  { path: paths.lotEdit.pattern, ...page(() => import("../features/lots/lot-detail-page")) },
  { path: paths.cycles, ...page(() => import("../features/cycles/cycles-page")) },
  { path: paths.cycleDetail.pattern, ...page(() => import("../features/cycles/cycle-detail-page")) },
  { path: paths.billing, ...page(() => import("../features/billing/billing-page")) },
  { path: paths.billingDetail.pattern, ...page(() => import("../features/billing/billing-detail-page")) },
  { path: paths.createInvoice, ...page(() => import("../features/billing/create-invoice-page")) },
  { path: paths.purchases, ...page(() => import("../features/purchases/purchases-page")) },
  { path: paths.uploadInvoice, ...page(() => import("../features/purchases/upload-invoice-page")) },
  { path: paths.consumption, ...page(() => import("../features/consumption/consumption-page")) },
  { path: paths.workTeam, ...page(() => import("../features/work-team/work-team-page")) },
  { path: paths.notes, ...page(() => import("../features/notes/notes-page")) },
  { path: paths.tasks, ...page(() => import("../features/tasks/tasks-page")) },
  {
    path: paths.configuration,
    ...page(() => import("../features/configuration/configuration-page"), { withoutOrganization: true }),
  },
];

const adminOnly = { withoutOrganization: true };
const superAdminRoutes: RouteObject[] = [
  { path: paths.conversations, ...page(() => import("../features/conversations/conversations-page"), adminOnly) },
  {
    path: paths.conversationDetail.pattern,
    ...page(() => import("../features/conversations/conversation-detail-page"), adminOnly),
  },
  { path: paths.platform, ...page(() => import("../features/admin/platform-page"), adminOnly) },
  { path: paths.users, ...page(() => import("../features/users/users-page"), adminOnly) },
  {
    path: paths.inactiveOrganizations,
    ...page(() => import("../features/admin/inactive-organizations-page"), adminOnly),
  },
  { path: paths.organizations, ...page(() => import("../features/admin/organizations-page"), adminOnly) },
  { path: paths.notifications, ...page(() => import("../features/admin/notifications-page"), adminOnly) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // A page that throws while rendering (or whose chunk fails to load) shows "Algo salió mal".
    errorElement: <RouteErrorScreen />,
    children: [
      // "/" is the landing page for visitors and the dashboard for users.
      { path: paths.home, element: <HomeRoute />, children: [{ index: true, ...page(DashboardPage) }] },
      {
        element: <VisitorOnly />,
        children: [
          { path: paths.logIn, ...page(() => import("../features/auth/log-in-page")) },
          { path: paths.signUp, ...page(() => import("../features/auth/sign-up-page")) },
          { path: paths.recovery, ...page(() => import("../features/auth/recovery-page")) },
        ],
      },
      { path: paths.pricing, ...page(() => import("../features/landing/pricing-page")) },
      { path: paths.adminActivation, ...page(() => import("../features/auth/admin-activation-page")) },
      // The emailed invitation link: signs in first when needed, then accepts (issue #19).
      { path: paths.invitation.pattern, ...page(() => import("../features/invitations/invitation-page")) },
      {
        element: <AuthGuard />,
        children: [
          {
            element: <AppShell />,
            children: [...authenticatedRoutes, { element: <SuperAdminGuard />, children: superAdminRoutes }],
          },
        ],
      },
      // Unknown paths go to the root (SPEC.md §2).
      { path: "*", element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Session end (from the API client or another tab) navigates through the router.
  setNavigator((to, opts) => void router.navigate(to, opts));
  return router;
}
