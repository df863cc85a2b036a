// The phone and organization cards of the configuration screen on the shared schemas: the message
// under the field and nothing sent when invalid; the API's call with the parsed value otherwise.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "../../web/src/data/api/configuration-api";
import { OrganizationSection } from "../../web/src/features/configuration/organization-section";
import { PhoneSection } from "../../web/src/features/configuration/phone-section";
import {
  appStore,
  currentUserAtom,
  organizationsAtom,
  selectedOrganizationIdAtom,
  type CurrentUser,
} from "../../web/src/lib/session";

vi.mock("../../web/src/data/api/configuration-api", () => ({
  changePhone: vi.fn(async () => ({ ok: true })),
  sendPhoneCode: vi.fn(async () => ({ ok: true })),
  validatePhoneCode: vi.fn(async () => ({ ok: true })),
  renameOrganization: vi.fn(async () => ({ ok: true })),
  deleteOrganization: vi.fn(async () => ({ ok: true })),
}));
vi.mock("../../web/src/lib/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../web/src/lib/session")>()),
  refetchCurrentUser: vi.fn(async () => ({})),
  refetchOrganizations: vi.fn(async () => []),
}));

const user: CurrentUser = {
  id: 1,
  email: "ana@campo.com",
  first_name: "Ana",
  last_name: "Gómez",
  phone: null,
  email_verified: true,
  phone_verified: false,
  is_super_admin: false,
  last_login: null,
  created_at: "2024-01-01T00:00:00Z",
  updated_at: "2024-01-01T00:00:00Z",
  user_organizations: [],
};
const inApp = (ui: React.ReactNode) => render(<Provider store={appStore}>{ui}</Provider>);
const button = (name: string) => screen.getByRole("button", { name });

describe("Configuration forms", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    appStore.set(currentUserAtom, user);
    appStore.set(organizationsAtom, [{ id: 4, name: "La Loma", role: "owner", members: [] }]);
    appStore.set(selectedOrganizationIdAtom, 4);
  });

  it("phone: refuses a short number under the field and sends nothing", async () => {
    inApp(<PhoneSection />);
    await userEvent.type(screen.getByRole("textbox", { name: "Teléfono" }), "123");
    await userEvent.click(button("Guardar y enviar código"));
    expect(await screen.findByText("Ingresá un teléfono válido")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Teléfono" })).toHaveAccessibleDescription("Ingresá un teléfono válido");
    expect(api.changePhone).not.toHaveBeenCalled();
  });

  it("phone: saves the normalised number, then checks and sends the code", async () => {
    inApp(<PhoneSection />);
    await userEvent.type(screen.getByRole("textbox", { name: "Teléfono" }), "1123456789");
    await userEvent.click(button("Guardar y enviar código"));
    expect(api.changePhone).toHaveBeenCalledWith("+5491123456789");
    const code = await screen.findByLabelText("Código de verificación");
    await userEvent.type(code, "12x");
    await userEvent.click(button("Verificar"));
    expect(await screen.findByText("El código debe tener 6 dígitos")).toBeInTheDocument();
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(api.validatePhoneCode).not.toHaveBeenCalled();
    await userEvent.type(code, "3456");
    await userEvent.click(button("Verificar"));
    expect(api.validatePhoneCode).toHaveBeenCalledWith("123456");
  });

  it("organization: requires a name, then renames with the trimmed one", async () => {
    inApp(<OrganizationSection />);
    const name = screen.getByLabelText("Nombre de la organización");
    await userEvent.clear(name);
    await userEvent.type(name, "   ");
    await userEvent.click(button("Guardar"));
    expect(await screen.findByText("Este campo es obligatorio")).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription("Este campo es obligatorio");
    expect(api.renameOrganization).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, " El Ombú ");
    await userEvent.click(button("Guardar"));
    expect(api.renameOrganization).toHaveBeenCalledWith(4, "El Ombú");
  });
});
