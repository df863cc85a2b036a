// One animal (/animales/{id}) on a stubbed API: its facts, the tags it wore before, and its history with each
// entry's label, its own kg, a treatment's withdrawal and a link to the record; an unknown animal says so; owners
// and admins replace a lost button on a living animal (the PUT sent, the new tag shown, a refusal shown).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AnimalDetailPage from "../../web/src/features/animals/animal-detail-page";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom } from "../../web/src/lib/session";
import { animal, ORG, renderAt, stubApi } from "./animal-fixtures";
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

const gain = {
  rodeo_id: 3,
  rodeo_name: "Cría",
  current_weight: 312.5,
  previous_weight: null,
  weight_difference: null,
  days_between_weighings: null,
  daily_weight_gain: null,
  last_weighing_date: "2026-11-05",
  previous_weighing_date: null,
};

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
            daily_gain: gain,
            previous_tags: ["032000444555666"],
          }),
    ),
  ]);
});
afterEach(() => {
  appStore.set(organizationsAtom, null);
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

describe("replacing a lost button", () => {
  const calf = animal(30, { tag: "032000000000030" });
  const NEW_TAG = "032000000000099";
  let puts: unknown[];
  let refuse: boolean;
  const detail = (tag: string, previous_tags: string[]) => ({
    ok: true as const,
    animal: { ...calf, tag },
    history: [],
    daily_gain: gain,
    previous_tags,
  });

  beforeEach(() => {
    puts = [];
    refuse = false;
    let current = detail(calf.tag, []);
    stubApi([
      fake(routes.animal[":org"][":id"]).get((_r, reply) => reply(current)),
      fake(routes.animal[":org"][":id"].tag).put(({ params, body }, reply) => {
        puts.push({ id: params.id, body });
        if (refuse) return fail(409, "La caravana 032 000000000099 ya está en otro animal", "TAG_IN_USE");
        current = detail(NEW_TAG, [calf.tag]);
        return reply(current);
      }),
    ]);
  });
  const asRole = (role: "owner" | "admin" | "user") =>
    appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role, members: [] }]);
  const show = () => renderAt("/animales/30", "/animales/:id", <AnimalDetailPage />);

  it("sends the new number and shows it, the lost one among the earlier tags", async () => {
    asRole("admin");
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Reemplazar caravana" }));
    const dialog = screen.getByRole("dialog", { name: "Reemplazar caravana" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reemplazar" }));
    expect(await within(dialog).findByText("Falta el número de caravana")).toBeInTheDocument();
    expect(puts).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText("Caravana nueva"), "032 000.000.000.099");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reemplazar" }));
    await waitFor(() => expect(puts).toEqual([{ id: "30", body: { tag: NEW_TAG } }]));
    expect(await screen.findByRole("heading", { name: "Caravana 032 000000000099" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    const previous = screen.getByRole("heading", { name: "Caravanas anteriores" }).closest("section")!;
    expect(within(previous).getByText("032 000000000030")).toBeInTheDocument();
  });

  it("shows the server's refusal in the form", async () => {
    asRole("owner");
    refuse = true;
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Reemplazar caravana" }));
    const dialog = screen.getByRole("dialog", { name: "Reemplazar caravana" });
    await userEvent.type(within(dialog).getByLabelText("Caravana nueva"), NEW_TAG);
    await userEvent.click(within(dialog).getByRole("button", { name: "Reemplazar" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "La caravana 032 000000000099 ya está en otro animal",
    );
    expect(puts).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Caravana 032 000000000030" })).toBeInTheDocument();
  });

  it("a plain member gets no replace button", async () => {
    asRole("user");
    show();
    expect(await screen.findByRole("heading", { name: "Caravana 032 000000000030" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reemplazar caravana" })).toBeNull();
  });

  it("an animal that ended keeps its tag", async () => {
    asRole("owner");
    stubApi([
      fake(routes.animal[":org"][":id"]).get({ ...detail(calf.tag, []), animal: { ...calf, state: "muerto" } }),
    ]);
    show();
    expect(await screen.findByRole("heading", { name: "Caravana 032 000000000030" })).toBeInTheDocument();
    expect(screen.getByText("Muerto")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reemplazar caravana" })).toBeNull();
  });
});
