// "Primeros pasos" (docs/first-steps.md): each step's "done" derived from the summary's figures alone, the
// card's list in order with the next step highlighted (through the dashboard's slot, which loads its chunk),
// gone when everything is done or when the owner hides it (per organization, on this device), and a step
// opening its form. Plain users get no figures from the summary (tests/worker/dashboard-summary.test.ts), so
// no card.
import type { DashboardSetup } from "@shared/dashboard-types";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FirstStepsSlot } from "../../web/src/features/dashboard/first-steps-slot";
import { firstSteps } from "../../web/src/features/dashboard/first-steps";
import { isFirstStepsDismissed } from "../../web/src/features/dashboard/first-steps-dismissal";
import { appStore, organizationsAtom, selectedOrganizationIdAtom } from "../../web/src/lib/session";

const NOTHING: DashboardSetup = {
  fields: 0,
  lots: 0,
  rodeos: 0,
  stock: false,
  members: 1,
  pending_invitations: 0,
  rain: false,
};
const EVERYTHING: DashboardSetup = {
  fields: 1,
  lots: 3,
  rodeos: 2,
  stock: true,
  members: 2,
  pending_invitations: 0,
  rain: true,
};

const doneIds = (setup: DashboardSetup) =>
  firstSteps(setup)
    .steps.filter((s) => s.done)
    .map((s) => s.id);

describe("first steps from the summary", () => {
  it("starts with nothing done and the field next", () => {
    expect(firstSteps(NOTHING)).toEqual({
      steps: [
        { id: "field", done: false },
        { id: "lots", done: false },
        { id: "rodeo", done: false },
        { id: "stock", done: false },
        { id: "team", done: false },
        { id: "rain", done: false },
      ],
      done: 0,
      next: "field",
      complete: false,
    });
  });

  it("ticks each step from its own figure, in any order", () => {
    expect(doneIds({ ...NOTHING, fields: 1 })).toEqual(["field"]);
    expect(doneIds({ ...NOTHING, lots: 2 })).toEqual(["lots"]);
    expect(doneIds({ ...NOTHING, rodeos: 1 })).toEqual(["rodeo"]);
    expect(doneIds({ ...NOTHING, stock: true })).toEqual(["stock"]);
    expect(doneIds({ ...NOTHING, rain: true })).toEqual(["rain"]);
    // A rodeo and its purchase before any field: the next step is still the field.
    const state = firstSteps({ ...NOTHING, rodeos: 1, stock: true });
    expect([state.done, state.next]).toEqual([2, "field"]);
    expect(firstSteps({ ...NOTHING, fields: 1, rodeos: 1 }).next).toBe("lots");
  });

  it("counts the team done with another member or an invitation on its way, not with the owner alone", () => {
    expect(doneIds({ ...NOTHING, members: 1 })).toEqual([]);
    expect(doneIds({ ...NOTHING, members: 2 })).toEqual(["team"]);
    expect(doneIds({ ...NOTHING, pending_invitations: 1 })).toEqual(["team"]);
  });

  it("is complete when every step is done", () => {
    expect(firstSteps(EVERYTHING)).toMatchObject({ done: 6, next: null, complete: true });
    expect(firstSteps({ ...EVERYTHING, rain: false })).toMatchObject({ done: 5, next: "rain", complete: false });
  });
});

function ui(setup: DashboardSetup) {
  return (
    <Provider store={appStore}>
      <MemoryRouter>
        <Suspense fallback={<p>Cargando...</p>}>
          <FirstStepsSlot setup={setup} />
        </Suspense>
      </MemoryRouter>
    </Provider>
  );
}

async function renderCard(setup: DashboardSetup, orgId = 7) {
  appStore.set(organizationsAtom, [
    { id: 7, name: "La Loma", role: "owner", members: [] },
    { id: 8, name: "El Bajo", role: "owner", members: [] },
  ]);
  appStore.set(selectedOrganizationIdAtom, orgId);
  // The card's chunk resolves under the Suspense (React retries once the promise settles, inside act).
  const view = await act(async () => render(ui(setup)));
  expect(screen.queryByText("Cargando...")).not.toBeInTheDocument();
  return view;
}

const card = () => screen.queryByRole("region", { name: "Primeros pasos" });
const step = (name: string) => within(card()!).getByText(name).closest("li")!;

// The step's dialog is a lazy chunk, transformed on first use: seconds on a busy machine.
describe("Primeros pasos card", { timeout: 20_000 }, () => {
  beforeAll(() => import("../../web/src/features/dashboard/first-steps-card"), 30_000);
  beforeEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("lists the six steps in order, the done ones as Listo and the next one's button first in line", async () => {
    await renderCard({ ...NOTHING, fields: 1 });
    const items = within(card()!).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("strong")!.textContent)).toEqual([
      "Cargá tu campo",
      "Dividilo en lotes",
      "Armá un rodeo",
      "Cargá la hacienda inicial",
      "Invitá a tu equipo",
      "Registrá la primera lluvia",
    ]);
    expect(within(card()!).getByText("1 de 6 listos")).toBeInTheDocument();
    expect(step("Cargá tu campo")).toHaveTextContent("Listo");
    expect(within(step("Cargá tu campo")).queryByRole("button")).not.toBeInTheDocument();
    const next = within(step("Dividilo en lotes")).getByRole("button", { name: "Crear lote" });
    expect(next).toHaveClass("btn-primary");
    expect(within(step("Armá un rodeo")).getByRole("button", { name: "Crear rodeo" })).toHaveClass("btn-secondary");
    // The initial stock: a purchase or an opening count.
    const stock = step("Cargá la hacienda inicial");
    expect(within(stock).getByRole("button", { name: "Registrar compra" })).toBeInTheDocument();
    expect(within(stock).getByRole("button", { name: "Conteo inicial" })).toBeInTheDocument();
    // The team is invited on its own screen.
    expect(within(step("Invitá a tu equipo")).getByRole("link", { name: "Invitar" })).toHaveAttribute(
      "href",
      "/work-team",
    );
    expect(
      within(step("Registrá la primera lluvia")).getByRole("button", { name: "Registrar lluvia" }),
    ).toBeInTheDocument();
  });

  it("ticks a step off when the figures change, without moving the others", async () => {
    const { rerender } = await renderCard(NOTHING);
    expect(step("Armá un rodeo")).not.toHaveTextContent("Listo");
    rerender(ui({ ...NOTHING, rodeos: 1, stock: true }));
    expect(step("Armá un rodeo")).toHaveTextContent("Listo");
    expect(step("Cargá la hacienda inicial")).toHaveTextContent("Listo");
    expect(within(card()!).getAllByRole("listitem")).toHaveLength(6);
    expect(within(card()!).getByText("2 de 6 listos")).toBeInTheDocument();
  });

  it("shows nothing when every step is done", async () => {
    await renderCard(EVERYTHING);
    expect(card()).not.toBeInTheDocument();
  });

  it("hides when the owner dismisses it, for that organization on this device only", async () => {
    const first = await renderCard(NOTHING);
    await userEvent.click(within(card()!).getByRole("button", { name: "Ocultar primeros pasos" }));
    expect(card()).not.toBeInTheDocument();
    expect(isFirstStepsDismissed(7)).toBe(true);
    expect(localStorage.getItem("firstStepsDismissed:7")).toBe("1");
    first.unmount();
    // Still hidden on the next visit; another organization still shows its own.
    (await renderCard(NOTHING)).unmount();
    expect(card()).not.toBeInTheDocument();
    await renderCard(NOTHING, 8);
    expect(card()).toBeInTheDocument();
    expect(isFirstStepsDismissed(8)).toBe(false);
  });

  it("opens the step's form: the field dialog", async () => {
    await renderCard(NOTHING);
    await userEvent.click(within(step("Cargá tu campo")).getByRole("button", { name: "Crear campo" }));
    const dialog = await screen.findByRole("dialog", { name: "Nuevo campo" }, { timeout: 10_000 });
    expect(within(dialog).getByLabelText("Nombre del campo")).toHaveFocus();
  });
});
