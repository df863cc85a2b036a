// The finance summary on a stubbed API: the owner reads the figures, picks "Año pasado" (the server is asked
// for that range) and downloads the invoices CSV with the session's token; a plain user sees nothing and asks
// nothing; the dashboard card shows the year's result to owners only and links to /billing.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FinanceSummary } from "../../worker/shared/money-types";
import { FinanceSummaryPanel } from "../../web/src/features/billing/finance-summary-panel";
import { FinanceCard } from "../../web/src/features/dashboard/finance-card";
import { todayIso } from "../../web/src/lib/dates";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom, selectedOrganizationIdAtom, STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";
import { fake, fakeFetch, routes } from "./fake-api";

const ORG = 4;
const SUMMARY: FinanceSummary = {
  from: "2026-01-01",
  to: "2026-02-28",
  months: [
    { month: "2026-01", income: 1_000_000, expenses: 250_000.5 },
    { month: "2026-02", income: 0, expenses: 0 },
  ],
  income: 1_000_000,
  expenses: 250_000.5,
  result: 749_999.5,
  heads_sold: 10,
  kilos_sold: 4000,
  average_price_per_kg: 250,
  expenses_by_category: [
    { category: "alimento", amount: 200_000 },
    { category: "sanidad", amount: 50_000.5 },
  ],
  feed_cost_per_head: null,
  margin_per_head: 74_999.95,
};
let calls: { url: string; auth: string | null }[];

function signIn(role: "owner" | "user") {
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role, members: [] }]);
  appStore.set(selectedOrganizationIdAtom, ORG);
}

const finance = fakeFetch([
  fake(routes.finance[":org"].summary).get({ ok: true, summary: SUMMARY }),
  // A CSV, not JSON: its bytes as the worker sends them.
  fake(routes.finance[":org"]["invoices.csv"]).get(() => new Response("\uFEFFFecha;Tipo\r\n", { status: 200 })),
]);

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  queryClient.clear();
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | Request, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input.url;
      const headers = new Headers(init?.headers ?? (typeof input === "string" ? undefined : input.headers));
      calls.push({ url, auth: headers.get("Authorization") });
      return finance(input, init);
    }),
  );
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:csv"), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

const renderAt = (ui: ReactNode) =>
  render(
    <Provider store={appStore}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
const figure = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent?.replace(/\s/g, " ");

describe("finance summary panel", () => {
  it("shows the figures, asks for the preset's range and downloads the invoices CSV", async () => {
    signIn("owner");
    renderAt(<FinanceSummaryPanel />);
    await screen.findByText("Ingresos", { selector: "dt" });
    const year = todayIso().slice(0, 4);
    expect(calls[0]!.url).toContain(`from=${year}-01-01`);
    expect(figure("Ingresos")).toMatch(/1\.000\.000,00/);
    expect(figure("Gastos")).toMatch(/250\.000,50/);
    expect(figure("Resultado")).toMatch(/749\.999,50/);
    expect(figure("Cabezas vendidas")).toBe("10");
    expect(figure("Kilos vendidos")).toMatch(/4\.000 kg/);
    expect(figure("Precio promedio por kg")).toMatch(/250,00/);
    expect(figure("Costo de alimentación por cabeza")).toBe("—");
    expect(figure("Margen por cabeza vendida")).toMatch(/74\.999,95/);
    expect(screen.getByRole("table", { name: "Gastos por categoría" })).toHaveTextContent(/Alimento.*200\.000,00/);
    expect(screen.getByRole("button", { name: "Este año" })).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(screen.getByRole("button", { name: "Año pasado" }));
    const last = String(Number(year) - 1);
    await waitFor(() => expect(calls.at(-1)!.url).toContain(`from=${last}-01-01&to=${last}-12-31`));
    expect(screen.getByLabelText("Desde")).toHaveValue(`${last}-01-01`);

    await userEvent.click(screen.getByRole("button", { name: "Descargar facturas (CSV)" }));
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe(`/api/finance/${ORG}/invoices.csv?from=${last}-01-01&to=${last}-12-31`),
    );
    expect(calls.at(-1)!.auth).toMatch(/^Bearer /);
    expect(URL.createObjectURL).toHaveBeenCalled();

    // A start after the end asks nothing and says why.
    const asked = calls.length;
    await userEvent.clear(screen.getByLabelText("Desde"));
    await userEvent.type(screen.getByLabelText("Desde"), `${year}-12-31`);
    expect(await screen.findByRole("alert")).toHaveTextContent("Elegí un período válido");
    expect(screen.queryByRole("button", { name: "Descargar facturas (CSV)" })).toBeNull();
    expect(calls).toHaveLength(asked);
  });

  it("renders nothing and asks nothing for a plain user", async () => {
    signIn("user");
    const { container } = renderAt(
      <>
        <FinanceSummaryPanel />
        <FinanceCard finance={null} />
      </>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });

  it("shows this year's result on the dashboard card (the summary's figures), linking to /billing", async () => {
    signIn("owner");
    renderAt(<FinanceCard finance={SUMMARY} />);
    expect(await screen.findByRole("heading", { name: "Resultado del año" })).toBeInTheDocument();
    await screen.findByText("Margen por cabeza vendida", { selector: "dt" });
    expect(figure("Resultado")).toMatch(/749\.999,50/);
    expect(screen.getByRole("link", { name: "Ver facturación" })).toHaveAttribute("href", "/billing");
  });
});
