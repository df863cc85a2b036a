// The navigation lists what its reader can use: a super admin who runs no ranch sees the platform and
// their account, not the ranch screens that would only ask them to create an organization.
import { render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { afterEach, expect, it } from "vitest";
import { SidebarNav } from "../../web/src/app/shell/sidebar-nav";
import {
  appStore,
  currentUserAtom,
  organizationsAtom,
  selectedOrganizationIdAtom,
  type CurrentUser,
} from "../../web/src/lib/session";

const ADMIN: CurrentUser = {
  id: 1,
  email: "a@x.co",
  first_name: "sofía",
  last_name: "paz",
  phone: null,
  email_verified: true,
  phone_verified: false,
  is_super_admin: true,
  last_login: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  user_organizations: [],
};

function links() {
  render(
    <Provider store={appStore}>
      <MemoryRouter>
        <SidebarNav id="nav" open onClose={() => undefined} onDismiss={() => undefined} />
      </MemoryRouter>
    </Provider>,
  );
  const nav = screen.getByRole("navigation", { name: "Navegación principal" });
  return within(nav)
    .getAllByRole("link")
    .map((a) => a.textContent);
}

afterEach(() => {
  appStore.set(currentUserAtom, null);
  appStore.set(organizationsAtom, null);
  appStore.set(selectedOrganizationIdAtom, null);
});

it("shows a super admin without a ranch only the platform and their account", () => {
  appStore.set(currentUserAtom, ADMIN);
  appStore.set(organizationsAtom, []);
  expect(links()).toEqual([
    "Plataforma",
    "Usuarios",
    "Organizaciones",
    "Organizaciones inactivas",
    "Conversaciones",
    "Notificaciones",
    "Plantillas de WhatsApp",
    "Configuración",
  ]);
  expect(screen.getByRole("heading", { level: 2, name: "Tu cuenta" })).toBeInTheDocument();
});

it("shows a super admin who runs a ranch its screens and the platform's", () => {
  appStore.set(currentUserAtom, ADMIN);
  appStore.set(organizationsAtom, [{ id: 4, name: "La Loma", role: "owner", members: [] }]);
  appStore.set(selectedOrganizationIdAtom, 4);
  const shown = links();
  expect(shown).toEqual(
    expect.arrayContaining(["Inicio", "Lotes", "Mapa", "Animales", "Facturación", "Configuración", "Plataforma"]),
  );
  expect(shown).toHaveLength(25);
});
