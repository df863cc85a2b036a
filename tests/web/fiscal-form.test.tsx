// Configuración › Datos fiscales on a stubbed API (docs/arca.md): the owner fills and saves the shared schema's
// body (points of sale as rows), sees Spanish refusals before anything is sent; an admin reads it; plain users
// see nothing; the ARCA check's three answers, again on "Probar conexión".
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FiscalData } from "../../worker/shared/fiscal-schemas";
import type { DelegationCheck } from "../../worker/areas/money/arca/arca-types";
import { FiscalSection } from "../../web/src/features/configuration/fiscal-section";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom, selectedOrganizationIdAtom, STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";
import { fake, fakeFetch, routes } from "./fake-api";

const ORG = 4;
let stored: FiscalData | null;
let check: DelegationCheck;
let puts: unknown[];
let checks: number;

const saved: FiscalData = {
  razon_social: "La Loma SA",
  cuit: "30712345671",
  iva_condition: "responsable_inscripto",
  address: "Ruta 5 km 300",
  iibb: "901-123456-7",
  activity_start: "2015-03-01",
  points_of_sale: [3, 5],
  updated_at: "2026-11-01T10:00:00.000Z",
};

function signIn(role: "owner" | "admin" | "user") {
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role, members: [] }]);
  appStore.set(selectedOrganizationIdAtom, ORG);
}

const api = fakeFetch([
  fake(routes.organization[":id"].fiscal).get((_request, reply) => reply({ ok: true, fiscal: stored })),
  fake(routes.organization[":id"].fiscal).put((request, reply) => {
    puts.push(request.body);
    stored = { ...(request.body as FiscalData), updated_at: "2026-11-27T10:00:00.000Z" };
    return reply({ ok: true, message: "Datos fiscales guardados", fiscal: stored });
  }),
  fake(routes.organization[":id"].fiscal.check).get((_request, reply) => {
    checks += 1;
    return reply({ ok: true, check });
  }),
]);

const inApp = () =>
  render(
    <Provider store={appStore}>
      <FiscalSection />
    </Provider>,
  );

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  queryClient.clear();
  stored = null;
  puts = [];
  checks = 0;
  check = { status: "sin_configurar", message: "La plataforma no tiene ARCA configurado" };
  vi.stubGlobal("fetch", vi.fn(api));
});

describe("Datos fiscales", () => {
  it("lets the owner fill and save the data, points of sale added and removed", async () => {
    signIn("owner");
    inApp();
    expect(
      await screen.findByText("Todavía no hay datos fiscales: las facturas se emiten sin CAE."),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Razón social"), "La Loma SA");
    await userEvent.type(screen.getByLabelText("CUIT"), "30-71234567-1");
    await userEvent.selectOptions(screen.getByLabelText("Condición frente al IVA"), "monotributista");
    await userEvent.type(screen.getByLabelText("Domicilio comercial"), "Ruta 5 km 300");
    await userEvent.type(screen.getByLabelText("Ingresos Brutos"), "Exento");
    await userEvent.type(screen.getByLabelText("Inicio de actividades"), "2015-03-01");
    await userEvent.type(screen.getByLabelText("Punto de venta 1"), "3");
    await userEvent.click(screen.getByRole("button", { name: "+ Agregar punto de venta" }));
    await userEvent.type(screen.getByLabelText("Punto de venta 2"), "9");
    await userEvent.click(screen.getByRole("button", { name: "+ Agregar punto de venta" }));
    await userEvent.type(screen.getByLabelText("Punto de venta 3"), "5");
    await userEvent.click(screen.getByRole("button", { name: "Quitar el punto de venta 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Guardar datos fiscales" }));
    expect(await screen.findByDisplayValue("30-71234567-1")).toBeInTheDocument();
    expect(puts).toEqual([
      {
        razon_social: "La Loma SA",
        cuit: "30712345671",
        iva_condition: "monotributista",
        address: "Ruta 5 km 300",
        iibb: "Exento",
        activity_start: "2015-03-01",
        points_of_sale: [3, 5],
      },
    ]);
    // A consumidor final is no issuer: the select does not offer it.
    const conditions = within(screen.getByLabelText("Condición frente al IVA")).getAllByRole("option");
    expect(conditions.map((o) => o.textContent)).toEqual(["Responsable Inscripto", "Monotributista", "Exento"]);
  });

  it("refuses a bad check digit and a repeated point in Spanish, sending nothing", async () => {
    signIn("owner");
    stored = saved;
    inApp();
    const cuit = await screen.findByLabelText("CUIT");
    expect(cuit).toHaveValue("30-71234567-1");
    await userEvent.clear(cuit);
    await userEvent.type(cuit, "30-71234567-2");
    await userEvent.clear(screen.getByLabelText("Punto de venta 2"));
    await userEvent.type(screen.getByLabelText("Punto de venta 2"), "3");
    await userEvent.click(screen.getByRole("button", { name: "Guardar datos fiscales" }));
    expect(await screen.findByText("El CUIT no es válido: revisá el dígito verificador")).toBeInTheDocument();
    expect(screen.getByText("El punto de venta 3 está repetido")).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it("shows an admin the data read-only, and plain users nothing", async () => {
    signIn("admin");
    stored = saved;
    const { unmount } = inApp();
    expect(await screen.findByText("La Loma SA")).toBeInTheDocument();
    expect(screen.getByText("30-71234567-1")).toBeInTheDocument();
    expect(screen.getByText("01/03/2015")).toBeInTheDocument();
    expect(screen.getByText("3, 5")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Guardar datos fiscales" })).toBeNull();
    unmount();

    queryClient.clear();
    signIn("user");
    inApp();
    expect(screen.queryByRole("heading", { name: "Datos fiscales" })).toBeNull();
  });

  it("says what ARCA answered, and asks again on Probar conexión", async () => {
    signIn("owner");
    stored = saved;
    inApp();
    expect(
      await screen.findByText("La plataforma no tiene ARCA configurado: las facturas se emiten sin CAE"),
    ).toBeInTheDocument();
    check = { status: "error", message: "El CUIT no delegó el servicio wsfe", code: "600" };
    await userEvent.click(screen.getByRole("button", { name: "Probar conexión" }));
    expect(await screen.findByText(/El CUIT no delegó el servicio wsfe \(600\)/)).toBeInTheDocument();
    expect(screen.getByText(/Administrador de Relaciones de Clave Fiscal/)).toBeInTheDocument();
    check = {
      status: "ok",
      message: "ok",
      last_numbers: [{ point_of_sale: 3, type: "A", last: 41 }],
    };
    await userEvent.click(screen.getByRole("button", { name: "Probar conexión" }));
    expect(await screen.findByText("ARCA autoriza a Tropero a facturar por tu CUIT")).toBeInTheDocument();
    expect(screen.getByText("Punto 3, factura A: último número 41")).toBeInTheDocument();
    expect(checks).toBe(3);
  });
});
