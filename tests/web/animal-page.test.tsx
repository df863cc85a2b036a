// One animal (/animales/{id}) on a stubbed API: its facts, the tags it wore before, and its history with each
// entry's label, its own kg, a treatment's withdrawal and a link to the record; an unknown animal says so.
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AnimalDetailPage from "../../web/src/features/animals/animal-detail-page";
import { queryClient } from "../../web/src/lib/query/query-client";
import { animal, renderAt, stubApi } from "./animal-fixtures";
import { fail, fake, routes } from "./fake-api";

const cow = animal(12, {
  tag: "032000111222333",
  visual: "2333",
  birth_date: "2025-08-01",
  birth_estimated: true,
  dam_tag: "032000999888777",
  state: "vendido",
  ended_movement_id: 95,
});

const entry = (movement_id: number, type: string, date: string, extra = {}) => ({
  movement_id,
  type,
  date,
  detail: "",
  kg: null,
  tag: cow.tag,
  data: {},
  withdrawal_until: null,
  ...extra,
});

beforeEach(() => {
  stubApi([
    fake(routes.animal[":org"][":id"]).get(({ params }, reply) =>
      params.id !== "12"
        ? fail(404, "Animal no encontrado")
        : reply({
            ok: true,
            animal: cow,
            history: [
              entry(95, "SELL", "2026-11-20"),
              entry(80, "TREATMENT", "2026-11-10", { detail: "Ivermectina", withdrawal_until: "2026-12-10" }),
              entry(70, "WEIGHING", "2026-11-05", { kg: 312.5 }),
              entry(60, "TAGGING", "2026-11-02", { tag: "032000444555666" }),
            ],
            daily_gain: {
              rodeo_id: 3,
              rodeo_name: "Cría",
              current_weight: 312.5,
              previous_weight: null,
              weight_difference: null,
              days_between_weighings: null,
              daily_weight_gain: null,
              last_weighing_date: "2026-11-05",
              previous_weighing_date: null,
            },
            previous_tags: ["032000444555666"],
          }),
    ),
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("the animal's page", () => {
  it("shows its facts, previous tags and history, each entry linking to its record", async () => {
    renderAt("/animales/12", "/animales/:id", <AnimalDetailPage />);
    expect(await screen.findByRole("heading", { name: "Caravana 032 000111222333" })).toBeInTheDocument();
    const facts = screen.getByLabelText("Datos del animal");
    expect(within(facts).getByText("01/08/2025 (estimada)")).toBeInTheDocument();
    expect(within(facts).getByText("032 000999888777")).toBeInTheDocument();
    expect(within(facts).getByText("Registrado el 10/11/2026 (TR-1)")).toBeInTheDocument();
    expect(within(facts).getByRole("link", { name: "Ver el registro" })).toHaveAttribute("href", "/data/95");
    const previous = screen.getByRole("heading", { name: "Caravanas anteriores" }).closest("section")!;
    expect(within(previous).getByText("032 000444555666")).toBeInTheDocument();

    const history = screen.getByRole("heading", { name: "Historia" }).closest("section")!;
    const items = within(history).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole("link", { name: /Venta/ })).toHaveAttribute("href", "/data/95");
    expect(within(items[1]!).getByText("Retiro hasta el 10/12/2026")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Ivermectina")).toBeInTheDocument();
    expect(within(items[2]!).getByText("Peso: 312,5 kg")).toBeInTheDocument();
    expect(within(items[2]!).getByRole("link", { name: /Registro de pesaje/ })).toHaveAttribute("href", "/data/70");
    expect(within(items[3]!).getByText("Con la caravana 032 000444555666")).toBeInTheDocument();
    // Its own daily gain, with the rodeo page's figures.
    expect(screen.getByRole("heading", { name: "Peso" }).closest("section")).toHaveTextContent("312,5 kg");
  });

  it("an animal the server does not know says so and leads back", async () => {
    renderAt("/animales/99", "/animales/:id", <AnimalDetailPage />);
    expect(await screen.findByText("Animal no encontrado", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a animales" })).toHaveAttribute("href", "/animales");
  });
});
