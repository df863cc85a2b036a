// The dashboard's "Registro SENASA" card: the animals to register, those past their deadline in red, the first
// deadline and the link to the Animales list filtered to them; hidden while none are pending (or a summary kept
// by an older version lacks the figures); and on the page, from the summary's figures.
import "fake-indexeddb/auto";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RegistrationSummary } from "../../worker/shared/animal-types";
import type { DashboardSummary } from "../../worker/shared/dashboard-types";
import { RegistrationCard } from "../../web/src/features/dashboard/registration-card";
import { closeOfflineDb } from "../../web/src/lib/offline/offline-db";
import { queryClient } from "../../web/src/lib/query/query-client";
import { fake, fakeFetch, routes } from "./fake-api";
import { renderDashboard, signedInOn } from "./dashboard-render";

const TODAY = "2026-11-27";

function renderCard(registration: RegistrationSummary | undefined) {
  return render(
    <MemoryRouter>
      <RegistrationCard registration={registration} today={TODAY} />
    </MemoryRouter>,
  );
}

const card = () => screen.getByRole("region", { name: "Registro SENASA" });

describe("RegistrationCard", () => {
  it("counts the animals to register, the overdue ones in red, and links to their list", () => {
    renderCard({ pending: 12, overdue: 3, next_due: "2026-11-20" });
    expect(within(card()).getByText("12 animales sin registrar en SENASA")).toBeInTheDocument();
    const overdue = within(card()).getByText("3 vencidos");
    expect(overdue).toHaveClass("dash-late");
    // The first deadline has passed: red too.
    expect(within(card()).getByText("20/11/2026")).toHaveClass("dash-late");
    expect(card()).toHaveTextContent("Primer vencimiento: 20/11/2026");
    expect(within(card()).getByRole("link", { name: "Ver animales sin registrar" })).toHaveAttribute(
      "href",
      "/animales?registration=pendiente",
    );
  });

  it("says nothing overdue and shows a deadline to come without red", () => {
    renderCard({ pending: 1, overdue: 0, next_due: "2026-12-09" });
    expect(within(card()).getByText("1 animal sin registrar en SENASA")).toBeInTheDocument();
    expect(within(card()).queryByText(/vencido/)).toBeNull();
    expect(within(card()).getByText("09/12/2026")).not.toHaveClass("dash-late");
  });

  it("says «hoy» for a deadline today, still in time", () => {
    renderCard({ pending: 2, overdue: 0, next_due: TODAY });
    expect(card()).toHaveTextContent("Primer vencimiento: hoy");
    expect(within(card()).getByText("hoy")).not.toHaveClass("dash-late");
  });

  it("is hidden while none are pending, and for a summary without the figures", () => {
    const { container, rerender } = renderCard({ pending: 0, overdue: 0, next_due: null });
    expect(container).toBeEmptyDOMElement();
    rerender(
      <MemoryRouter>
        <RegistrationCard registration={undefined} today={TODAY} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("on the dashboard", () => {
  const ORG = 7;
  const summary = (registration: RegistrationSummary): DashboardSummary => ({
    today: TODAY,
    herd: { categories: [], total_head: 0, total_ev: 0, hectares: 0, ev_per_ha: null },
    rodeos: [],
    last_movements: [],
    rain: { from: "2025-01-01", records: [] },
    gain: [],
    supplies_low: [],
    withdrawals: [],
    tasks_today: [],
    registration,
    finance: null,
    setup: null,
  });

  function serve(s: DashboardSummary) {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        fakeFetch([
          fake(routes.dashboard[":org"]).get({ ok: true, dashboard: s }),
          fake(routes.invitation).get({ ok: true, invitations: [] }),
        ]),
      ),
    );
    renderDashboard();
  }

  // A plain member: the card is for everyone.
  beforeEach(() => signedInOn(ORG, "user"));

  afterEach(async () => {
    vi.unstubAllGlobals();
    await closeOfflineDb();
    queryClient.clear();
    localStorage.clear();
  });

  it("shows the card from the summary's figures", async () => {
    serve(summary({ pending: 4, overdue: 1, next_due: "2026-11-25" }));
    const region = await screen.findByRole("region", { name: "Registro SENASA" });
    expect(within(region).getByText("4 animales sin registrar en SENASA")).toBeInTheDocument();
    expect(within(region).getByText("1 vencido")).toHaveClass("dash-late");
  });

  it("leaves it out when every tagged animal is registered", async () => {
    serve(summary({ pending: 0, overdue: 0, next_due: null }));
    await screen.findByRole("region", { name: "Hacienda" });
    expect(screen.queryByRole("region", { name: "Registro SENASA" })).toBeNull();
  });
});
