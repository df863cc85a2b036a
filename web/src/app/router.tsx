// Every route of docs/client-rules.md: public pages, the authenticated area inside the shell, the
// super-admin routes behind their own guard, and the redirects. Each page is its own lazy chunk,
// loaded while its loader starts the page's data (docs/spa-data.md).
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen";
import { paths } from "../lib/paths";
import { setNavigator } from "../lib/session";
import { RouteErrorScreen } from "./error-screen";
import { pageLoader } from "./route-loaders";
import { AuthGuard, SuperAdminGuard, VisitorOnly } from "./guards";
import { HomeRoute } from "./home-route";
import { RootLayout } from "./root-layout";
import { LazyAppShell as AppShell } from "./shell/lazy-app-shell";

/** Route handle: pages that make sense before the user has any organization. */
export interface RouteHandle {
  withoutOrganization?: boolean;
}

/** A page's route: its chunk (lazy) and, for the app's pages, the loader that starts its data. */
function page(load: () => Promise<{ default: ComponentType }>, loader?: LoaderFunction, handle?: RouteHandle) {
  return { lazy: () => load().then((m) => ({ Component: m.default })), loader, handle };
}

const DashboardPage = () => import("../features/dashboard/dashboard-page");

const authenticatedRoutes: RouteObject[] = [
  { path: paths.dashboard, ...page(DashboardPage, pageLoader("dashboard")) },
  { path: paths.assistant, ...page(() => import("../features/assistant/assistant-page"), pageLoader("other")) },
  { path: paths.fields, ...page(() => import("../features/fields/fields-page"), pageLoader("fields")) },
  { path: paths.sync, ...page(() => import("../features/offline/sync-page"), pageLoader("other")) },
  { path: paths.supplies, ...page(() => import("../features/supplies/supplies-page"), pageLoader("supplies")) },
  {
    path: paths.supplyDetail.pattern,
    ...page(() => import("../features/supplies/supply-detail-page"), pageLoader("supplyDetail")),
  },
  {
    path: paths.createSupply,
    ...page(() => import("../features/supplies/create-supply-page"), pageLoader("createSupply")),
  },
  { path: paths.movements, ...page(() => import("../features/movements/movements-page"), pageLoader("movements")) },
  {
    path: paths.movementDetail.pattern,
    ...page(() => import("../features/movements/movement-detail-page"), pageLoader("movementDetail")),
  },
  { path: paths.rodeos, ...page(() => import("../features/rodeos/rodeos-page"), pageLoader("rodeos")) },
  {
    path: paths.rodeoDetail.pattern,
    ...page(() => import("../features/rodeos/rodeo-detail-page"), pageLoader("rodeoDetail")),
  },
  { path: paths.lots, ...page(() => import("../features/lots/lots-page"), pageLoader("lots")) },
  { path: paths.lotCreate, ...page(() => import("../features/lots/lot-create-page"), pageLoader("other")) },
  { path: paths.lotDetail.pattern, ...page(() => import("../features/lots/lot-detail-page"), pageLoader("lotDetail")) },
  { path: paths.lotEdit.pattern, ...page(() => import("../features/lots/lot-detail-page"), pageLoader("lotEdit")) },
  { path: paths.cycles, ...page(() => import("../features/cycles/cycles-page"), pageLoader("other")) },
  {
    path: paths.cycleDetail.pattern,
    ...page(() => import("../features/cycles/cycle-detail-page"), pageLoader("other")),
  },
  { path: paths.billing, ...page(() => import("../features/billing/billing-page"), pageLoader("other")) },
  {
    path: paths.billingDetail.pattern,
    ...page(() => import("../features/billing/billing-detail-page"), pageLoader("other")),
  },
  {
    path: paths.createInvoice,
    ...page(() => import("../features/billing/create-invoice-page"), pageLoader("other")),
  },
  { path: paths.purchases, ...page(() => import("../features/purchases/purchases-page"), pageLoader("other")) },
  {
    path: paths.uploadInvoice,
    ...page(() => import("../features/purchases/upload-invoice-page"), pageLoader("other")),
  },
  {
    path: paths.consumption,
    ...page(() => import("../features/consumption/consumption-page"), pageLoader("consumption")),
  },
  { path: paths.workTeam, ...page(() => import("../features/work-team/work-team-page"), pageLoader("other")) },
  { path: paths.notes, ...page(() => import("../features/notes/notes-page"), pageLoader("other")) },
  { path: paths.tasks, ...page(() => import("../features/tasks/tasks-page"), pageLoader("other")) },
  {
    path: paths.configuration,
    ...page(() => import("../features/configuration/configuration-page"), pageLoader("other"), {
      withoutOrganization: true,
    }),
  },
];

const adminOnly = { withoutOrganization: true };
const superAdminRoutes: RouteObject[] = [
  {
    path: paths.conversations,
    ...page(() => import("../features/conversations/conversations-page"), pageLoader("other"), adminOnly),
  },
  {
    path: paths.conversationDetail.pattern,
    ...page(() => import("../features/conversations/conversation-detail-page"), pageLoader("other"), adminOnly),
  },
  { path: paths.platform, ...page(() => import("../features/admin/platform-page"), pageLoader("other"), adminOnly) },
  { path: paths.users, ...page(() => import("../features/users/users-page"), pageLoader("other"), adminOnly) },
  {
    path: paths.inactiveOrganizations,
    ...page(() => import("../features/admin/inactive-organizations-page"), pageLoader("other"), adminOnly),
  },
  {
    path: paths.organizations,
    ...page(() => import("../features/admin/organizations-page"), pageLoader("other"), adminOnly),
  },
  {
    path: paths.notifications,
    ...page(() => import("../features/admin/notifications-page"), pageLoader("other"), adminOnly),
  },
  {
    path: paths.whatsappTemplates,
    ...page(
      () => import("../features/whatsapp-templates/whatsapp-templates-page"),
      pageLoader("whatsappTemplates"),
      adminOnly,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Until the first page's chunk is here (its data is already on the way).
    hydrateFallbackElement: <LoadingScreen />,
    // A page that throws while rendering (or whose chunk fails to load) shows "Algo salió mal".
    errorElement: <RouteErrorScreen />,
    children: [
      // "/" is the landing page for visitors and the dashboard for users.
      {
        path: paths.home,
        element: <HomeRoute />,
        children: [{ index: true, ...page(DashboardPage, pageLoader("dashboard")) }],
      },
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
      // The emailed invitation link: signs in first when needed, then accepts (docs/accounts.md).
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
      // Unknown paths go to the root (docs/client-rules.md).
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
