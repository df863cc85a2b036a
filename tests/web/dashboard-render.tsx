// Shared by the dashboard page's tests: a signed-in session on one organization (tokens valid for the test),
// and the page rendered as the app renders it.
import { render } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import DashboardPage from "../../web/src/features/dashboard/dashboard-page";
import { queryClient } from "../../web/src/lib/query/query-client";
import {
  appStore,
  organizationsAtom,
  selectedOrganizationIdAtom,
  STORAGE_KEYS,
  type OrganizationRole,
} from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

/** Signed in with `orgId` ("La Loma") selected, as `role`, and an empty query cache. */
export function signedInOn(orgId: number, role: OrganizationRole = "owner") {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  queryClient.clear();
  appStore.set(organizationsAtom, [{ id: orgId, name: "La Loma", role, members: [] }]);
  appStore.set(selectedOrganizationIdAtom, orgId);
}

export const renderDashboard = () =>
  render(
    <Provider store={appStore}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </Provider>,
  );
