// The supplies screens on a stubbed API: /stock lists the supplies with the low-stock badge and the
// total value, asks the server for a kind filter, and leads an empty organization to /create-stock;
// /create-stock explains why a plain user cannot load supplies; a live message updates the list.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CreateSupplyPage from "../../web/src/features/supplies/create-supply-page";
import SuppliesPage from "../../web/src/features/supplies/supplies-page";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom, selectedOrganizationIdAtom, STORAGE_KEYS } from "../../web/src/lib/session";
import { applyLiveMessage } from "../../web/src/data/live/apply-live-message";
import { tokenExpiringIn } from "./jwt-helpers";
import { supply } from "./live-factories";
import { fake, fakeFetch, routes } from "./fake-api";

const ORG = 4;
let supplies = [
  supply(1, { name: "Gasoil", kind: "combustible", unit: "litros", quantity: 300, unit_cost: 1000, value: 300000 }),
  supply(2, {
    name: "Ivermectina",
    kind: "medicamento",
    unit: "ml",
    quantity: 50,
    minimum: 100,
    low: true,
    unit_cost: 10.5,
    value: 525,
  }),
];
let urls: string[];

function signIn(role: "owner" | "user") {
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role, members: [] }]);
  appStore.set(selectedOrganizationIdAtom, ORG);
}

const suppliesApi = fakeFetch([
  fake(routes.asset[":org"]).get(({ query }, reply) => {
    const kind = query.get("kind");
    return reply({ ok: true, assets: kind ? supplies.filter((a) => a.kind === kind) : supplies });
  }),
]);

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  queryClient.clear();
  urls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      return suppliesApi(url);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderAt = (ui: ReactNode) =>
  render(
    <Provider store={appStore}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );

describe("/stock", () => {
  it("lists the supplies with their quantity, the low-stock badge and the total value", async () => {
    signIn("owner");
    renderAt(<SuppliesPage />);
    const table = await screen.findByRole("table", { name: "Insumos" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual([
      expect.stringContaining("Gasoil"),
      expect.stringContaining("Ivermectina"),
    ]);
    expect(rows[0]).toHaveTextContent("300 litros");
    expect(within(rows[0]!).queryByText("Stock bajo")).toBeNull();
    expect(within(rows[1]!).getByText("Stock bajo")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("link", { name: "Ivermectina" })).toHaveAttribute("href", "/stock/2");
    // 300.000 + 525 pesos.
    expect(screen.getByText("Valor total").nextElementSibling?.textContent?.replace(/\s/g, " ")).toMatch(/300\.525,00/);
    expect(screen.getByRole("link", { name: "Cargar insumos" })).toHaveAttribute("href", "/create-stock");
  });

  it("asks the server for a kind and shows what it answers", async () => {
    signIn("user");
    renderAt(<SuppliesPage />);
    await screen.findByRole("table", { name: "Insumos" });
    expect(screen.queryByRole("link", { name: "Cargar insumos" })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Tipo"), "medicamento");
    await waitFor(() => expect(urls.some((u) => u.includes("kind=medicamento"))).toBe(true));
    await waitFor(() =>
      expect(within(screen.getByRole("table", { name: "Insumos" })).getAllByRole("row")).toHaveLength(2),
    );
    expect(screen.getByRole("table", { name: "Insumos" })).toHaveTextContent("Ivermectina");
  });

  it("shows a live change of a supply without a request", async () => {
    signIn("owner");
    renderAt(<SuppliesPage />);
    await screen.findByRole("table", { name: "Insumos" });
    const requests = urls.length;
    act(() =>
      applyLiveMessage(
        { action: "asset-updated", asset: { ...supplies[0]!, quantity: 120, value: 120000 } },
        ORG,
        queryClient,
        { refetchOrganizations: () => {} },
      ),
    );
    expect(await screen.findByText("120 litros")).toBeInTheDocument();
    expect(urls.length).toBe(requests);
  });

  it("leads an organization without supplies to load the first one", async () => {
    supplies = [];
    signIn("owner");
    renderAt(<SuppliesPage />);
    expect(await screen.findByText("Todavía no hay insumos")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cargar el primer insumo" })).toHaveAttribute("href", "/create-stock");
  });
});

describe("/create-stock", () => {
  it("tells a plain user why there is no form", async () => {
    signIn("user");
    renderAt(<CreateSupplyPage />);
    expect(
      screen.getByText("Solo los dueños y administradores del establecimiento pueden cargar insumos."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Guardar carga" })).toBeNull();
  });

  it("shows the form to an owner", async () => {
    signIn("owner");
    renderAt(<CreateSupplyPage />);
    expect(screen.getByRole("button", { name: "Guardar carga" })).toBeInTheDocument();
  });
});
