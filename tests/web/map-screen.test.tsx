// The Mapa screen without its canvas (docs/map.md): the legend, the card of a tapped lot, the lots without a
// boundary, the empty states and ¿Dónde estoy?. MapLibre cannot draw in jsdom, so the canvas slot is a plain
// list of buttons here: what the real canvas is handed (lots, colours, labels) is checked through it.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FieldRow } from "../../web/src/data/fields";
import type { MapCanvasProps } from "../../web/src/features/map/map-canvas-props";
import { MapLegend } from "../../web/src/features/map/map-legend";
import { evHaScale, headScale } from "../../web/src/features/map/map-scale";
import { MapView } from "../../web/src/features/map/map-view";
import { lot } from "./live-factories";
import { square } from "./map-fixtures";

const field: FieldRow = {
  id: 1,
  name: "La Esperanza",
  hectares: 600,
  locality: "Ayacucho",
  renspa: null,
  boundary: square(-59.01, -37.02, 0.05),
  computed_hectares: 601.2,
  created_at: "",
  updated_at: "",
};

const lots = [
  lot(1, {
    name: "El Bajo",
    hectares: 100,
    computed_hectares: 101.37,
    total: 120,
    ev_per_ha: 1.02,
    rodeos: [
      { id: 3, name: "Cría" },
      { id: 4, name: "Recría" },
    ],
    field: { id: 1, name: "La Esperanza", hectares: 600, locality: "Ayacucho", renspa: null },
    field_id: 1,
    boundary: square(-59, -37, 0.01),
  }),
  lot(2, { name: "La Loma", total: 10, ev_per_ha: 0.2, boundary: square(-59, -37.01, 0.01) }),
  lot(3, { name: "Sin Dibujar", total: 0, ev_per_ha: null }),
];

/** The canvas slot: each drawn lot as a button named by its label, carrying its colour. */
function FakeCanvas({ lots: drawn, onSelect, selectedId }: MapCanvasProps) {
  return (
    <ul aria-label="lotes dibujados">
      {drawn.map((l) => (
        <li key={l.id} data-color={l.color} data-selected={l.id === selectedId}>
          <button type="button" onClick={() => onSelect(l.id)}>
            {[l.name, ...l.rodeos].join(" · ")}
          </button>
        </li>
      ))}
    </ul>
  );
}

const renderView = (items = lots, fields: FieldRow[] = [field]) =>
  render(
    <MemoryRouter>
      <MapView lots={items} fields={fields} renderMap={(p) => <FakeCanvas {...p} />} />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe("the legend", () => {
  it("names each EV/ha step, the target's, the lots without hectares and the target", () => {
    render(<MapLegend scale={evHaScale()} />);
    const items = within(screen.getByRole("region", { name: "Referencias" })).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([
      "Menos de 0,50",
      "0,50 a 0,90",
      "0,90 a 1,10 (objetivo)",
      "1,10 a 1,50",
      "1,50 o más",
      "Sin hectáreas cargadas",
    ]);
    expect(screen.getByText("Carga objetivo: 1,00 EV/ha.")).toBeInTheDocument();
  });

  it("names the head steps as whole numbers", () => {
    render(<MapLegend scale={headScale(100)} />);
    expect(screen.getAllByRole("listitem").map((i) => i.textContent)).toEqual([
      "Sin animales",
      "1 a 25",
      "26 a 50",
      "51 a 75",
      "76 o más",
    ]);
  });
});

describe("the map screen", () => {
  it("hands the canvas the drawn lots with their rodeos, coloured by the chosen figure", async () => {
    renderView();
    const drawn = screen.getByRole("list", { name: "lotes dibujados" });
    expect(
      within(drawn)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["El Bajo · Cría · Recría", "La Loma"]);
    const colors = () =>
      within(drawn)
        .getAllByRole("listitem")
        .map((li) => li.dataset.color);
    const byEv = colors();
    // 1.02 EV/ha is on the target, 0.2 under half of it.
    expect(byEv).toEqual([evHaScale().steps[2]!.color, evHaScale().steps[0]!.color]);
    await userEvent.selectOptions(screen.getByLabelText("Color por"), "Cabezas");
    expect(colors()).toEqual([headScale(120).steps[4]!.color, headScale(120).steps[1]!.color]);
    expect(screen.getByText("Sin animales")).toBeInTheDocument();
  });

  it("a tapped lot opens its card with its figures and the way to its page", async () => {
    renderView();
    await userEvent.click(screen.getByRole("button", { name: "El Bajo · Cría · Recría" }));
    const card = screen.getByRole("region", { name: "El Bajo" });
    expect(card).toHaveTextContent("Hectáreas declaradas100 ha");
    expect(card).toHaveTextContent("Medidas en el mapa101,4 ha");
    expect(card).toHaveTextContent("Cabezas120");
    expect(card).toHaveTextContent("EV/ha1,02");
    expect(card).toHaveTextContent("RodeosCría, Recría");
    expect(card).toHaveTextContent("CampoLa Esperanza");
    expect(within(card).getByRole("link", { name: "Ver el lote" })).toHaveAttribute("href", "/lots/1");
    await userEvent.click(within(card).getByRole("button", { name: "Cerrar" }));
    expect(screen.queryByRole("region", { name: "El Bajo" })).toBeNull();
  });

  it("lists the lots without a boundary under the map, each opening its card", async () => {
    renderView();
    const undrawn = screen.getByRole("region", { name: "Sin límite dibujado" });
    expect(
      within(undrawn)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Sin Dibujar"]);
    await userEvent.click(within(undrawn).getByRole("button", { name: "Sin Dibujar" }));
    const card = screen.getByRole("region", { name: "Sin Dibujar" });
    expect(card).toHaveTextContent("EV/ha—");
    expect(card).not.toHaveTextContent("Medidas en el mapa");
  });

  it("nothing drawn: an empty state that leads to the lots, the lots still reachable below", () => {
    renderView([lots[2]!], [{ ...field, boundary: null }]);
    expect(screen.getByRole("heading", { name: "Todavía no hay potreros dibujados" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ir a Lotes" })).toHaveAttribute("href", "/lots");
    expect(screen.queryByRole("list", { name: "lotes dibujados" })).toBeNull();
    expect(screen.getByRole("region", { name: "Sin límite dibujado" })).toHaveTextContent("Sin Dibujar");
  });

  it("no lots at all: an empty state that leads to creating one", () => {
    renderView([], []);
    expect(screen.getByRole("heading", { name: "Todavía no hay lotes" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Crear lote" })).toHaveAttribute("href", "/lots/create");
  });
});

describe("¿Dónde estoy?", () => {
  /** navigator.geolocation answering once with `answer`; counts the asks. */
  function geolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
    const getCurrentPosition = vi.fn(answer);
    vi.stubGlobal("navigator", { ...navigator, onLine: true, geolocation: { getCurrentPosition } });
    return getCurrentPosition;
  }
  const at = (longitude: number, latitude: number) =>
    ({ coords: { longitude, latitude, accuracy: 8 }, timestamp: 0 }) as GeolocationPosition;

  it("asks only when pressed and names the lot that holds the position", async () => {
    const ask = geolocation((ok) => ok(at(-58.995, -36.995)));
    renderView();
    expect(ask).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "¿Dónde estoy?" }));
    expect(ask).toHaveBeenCalledOnce();
    expect(screen.getByRole("status")).toHaveTextContent("Estás en el potrero El Bajo (precisión: 8 m)");
  });

  it("in the field but no lot, and outside everything drawn", async () => {
    let where = at(-58.97, -37.0);
    geolocation((ok) => ok(where));
    renderView();
    await userEvent.click(screen.getByRole("button", { name: "¿Dónde estoy?" }));
    expect(screen.getByRole("status")).toHaveTextContent("Estás en el campo La Esperanza, fuera de los potreros");
    where = at(-60, -35);
    await userEvent.click(screen.getByRole("button", { name: "¿Dónde estoy?" }));
    expect(screen.getByRole("status")).toHaveTextContent("Fuera de los potreros dibujados");
  });

  it("a denied permission says how to allow it", async () => {
    geolocation((_ok, fail) =>
      fail({ code: 1, message: "denied", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
    );
    renderView();
    await userEvent.click(screen.getByRole("button", { name: "¿Dónde estoy?" }));
    expect(screen.getByRole("status")).toHaveTextContent(/No diste permiso para usar tu ubicación\. Habilitala/);
  });

  it("no position available: try again", async () => {
    geolocation((_ok, fail) =>
      fail({ code: 3, message: "timeout", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
    );
    renderView();
    await userEvent.click(screen.getByRole("button", { name: "¿Dónde estoy?" }));
    expect(screen.getByRole("status")).toHaveTextContent("No se pudo obtener tu ubicación");
  });
});
