// Every route of docs/client-rules.md: public pages, the authenticated area inside the shell, the
// super-admin routes behind their own guard, and the redirects. Each page is its own lazy chunk,
// loaded while its loader starts the page's data (docs/spa-data.md).
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen";
import { paths } from "../lib/paths";
import { setNavigator } from "../lib/session";
import { RouteErrorScreen } from "./error-screen";
import type { PageName } from "./page-data";
import { pageLoader } from "./route-loaders";
import { AuthGuard, SuperAdminGuard, VisitorOnly } from "./guards";
import { HomeRoute } from "./home-route";
import { RootLayout } from "./root-layout";
import { LazyAppShell as AppShell } from "./shell/lazy-app-shell";

/** Route handle: pages that make sense before the user has any organization. */
export interface RouteHandle {
  withoutOrganization?: boolean;
}

type PageModule = () => Promise<{ default: ComponentType }>;

/** A page's route: its chunk (lazy) and, for the app's pages, the loader that starts its data. */
function page(load: PageModule, loader?: LoaderFunction, handle?: RouteHandle) {
  return { lazy: () => load().then((m) => ({ Component: m.default })), loader, handle };
}

const DashboardPage = () => import("../features/dashboard/dashboard-page");

/**
 * Mapa: MapLibre's chunk (~285 KB gzip) starts with the page's, not after the lots arrived and the page rendered
 * (docs/map.md, "Chunks"); the page's lazy import then finds it loaded. A failed download is retried by that import.
 */
const MapPage = () => {
  void import("../features/map/map-canvas").catch(() => undefined);
  return import("../features/map/map-page");
};

/** An app page: its loader starts the first data `data` names in page-data.ts ("other": only the shell's). */
const appPage = (path: string, load: PageModule, data: PageName = "other", handle?: RouteHandle): RouteObject => ({
  path,
  ...page(load, pageLoader(data), handle),
});

/** A super admin's page: it needs no organization. */
const adminPage = (path: string, load: PageModule, data: PageName = "other") =>
  appPage(path, load, data, { withoutOrganization: true });

const authenticatedRoutes: RouteObject[] = [
  appPage(paths.dashboard, DashboardPage, "dashboard"),
  appPage(paths.assistant, () => import("../features/assistant/assistant-page")),
  appPage(paths.fields, () => import("../features/fields/fields-page"), "fields"),
  appPage(paths.sync, () => import("../features/offline/sync-page")),
  appPage(paths.supplies, () => import("../features/supplies/supplies-page"), "supplies"),
  appPage(paths.supplyDetail.pattern, () => import("../features/supplies/supply-detail-page"), "supplyDetail"),
  appPage(paths.createSupply, () => import("../features/supplies/create-supply-page"), "createSupply"),
  appPage(paths.movements, () => import("../features/movements/movements-page"), "movements"),
  appPage(paths.movementDetail.pattern, () => import("../features/movements/movement-detail-page"), "movementDetail"),
  appPage(paths.rodeos, () => import("../features/rodeos/rodeos-page"), "rodeos"),
  appPage(paths.rodeoDetail.pattern, () => import("../features/rodeos/rodeo-detail-page"), "rodeoDetail"),
  appPage(paths.animals, () => import("../features/animals/animals-page"), "animals"),
  appPage(paths.animalTagging, () => import("../features/animals/tagging-page"), "animalFlow"),
  appPage(paths.animalWeighing, () => import("../features/animals/weighing-page"), "animalFlow"),
  appPage(paths.animalTags, () => import("../features/animals/tags-page"), "animalTags"),
  appPage(paths.animalDetail.pattern, () => import("../features/animals/animal-detail-page"), "animalDetail"),
  appPage(paths.map, MapPage, "map"),
  appPage(paths.lots, () => import("../features/lots/lots-page"), "lots"),
  appPage(paths.lotCreate, () => import("../features/lots/lot-create-page")),
  appPage(paths.lotDetail.pattern, () => import("../features/lots/lot-detail-page"), "lotDetail"),
  appPage(paths.lotEdit.pattern, () => import("../features/lots/lot-detail-page"), "lotEdit"),
  appPage(paths.boundaryImport, () => import("../features/boundaries/boundary-import-page"), "boundaryImport"),
  appPage(paths.cycles, () => import("../features/cycles/cycles-page")),
  appPage(paths.cycleDetail.pattern, () => import("../features/cycles/cycle-detail-page")),
  appPage(paths.billing, () => import("../features/billing/billing-page")),
  appPage(paths.billingDetail.pattern, () => import("../features/billing/billing-detail-page")),
  appPage(paths.createInvoice, () => import("../features/billing/create-invoice-page")),
  appPage(paths.purchases, () => import("../features/purchases/purchases-page")),
  appPage(paths.uploadInvoice, () => import("../features/purchases/upload-invoice-page")),
  appPage(paths.consumption, () => import("../features/consumption/consumption-page"), "consumption"),
  appPage(paths.workTeam, () => import("../features/work-team/work-team-page")),
  appPage(paths.notes, () => import("../features/notes/notes-page")),
  appPage(paths.tasks, () => import("../features/tasks/tasks-page")),
  appPage(paths.configuration, () => import("../features/configuration/configuration-page"), "other", {
    withoutOrganization: true,
  }),
];

const superAdminRoutes: RouteObject[] = [
  adminPage(paths.conversations, () => import("../features/conversations/conversations-page")),
  adminPage(paths.conversationDetail.pattern, () => import("../features/conversations/conversation-detail-page")),
  adminPage(paths.platform, () => import("../features/admin/platform-page")),
  adminPage(paths.users, () => import("../features/users/users-page")),
  adminPage(paths.inactiveOrganizations, () => import("../features/admin/inactive-organizations-page")),
  adminPage(paths.organizations, () => import("../features/admin/organizations-page")),
  adminPage(paths.notifications, () => import("../features/admin/notifications-page")),
  adminPage(
    paths.whatsappTemplates,
    () => import("../features/whatsapp-templates/whatsapp-templates-page"),
    "whatsappTemplates",
  ),
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
