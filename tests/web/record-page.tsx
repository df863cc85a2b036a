// Shared by the tests of a record's page: a signed-in session on an organization, and the page rendered at
// its route, as the app's router would.
import { render } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import MovementDetailPage from "../../web/src/features/movements/movement-detail-page";
import { appStore, refreshTokenAtom, selectedOrganizationIdAtom, tokenAtom } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

/** A session whose tokens are valid for the test's duration, with `orgId` selected. */
export function signedIn(orgId: number) {
  appStore.set(tokenAtom, tokenExpiringIn(900, Date.now()));
  appStore.set(refreshTokenAtom, tokenExpiringIn(30 * 24 * 3600, Date.now()));
  appStore.set(selectedOrganizationIdAtom, orgId);
}

/** The page of movement `id` (/data/:id). */
export const renderRecordPage = (id: number) =>
  render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[`/data/${id}`]}>
        <Routes>
          <Route path="/data/:id" element={<MovementDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
