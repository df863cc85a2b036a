// The Mapa screen without its canvas (docs/map.md): the legend, the card of a tapped lot, the lots without a
// boundary, the empty states and ¿Dónde estoy?. MapLibre cannot draw in jsdom, so the canvas slot is a plain
// list of buttons here: what the real canvas is handed (lots, colours, labels) is checked through it.
import type { MapFigures } from "@shared/lot-figures";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FieldRow } from "../../web/src/data/fields";
import { applyLiveMessage, flushInvalidations } from "../../web/src/data/live/apply-live-message";
import type { MapCanvasProps } from "../../web/src/features/map/map-canvas-props";
import { MapLegend } from "../../web/src/features/map/map-legend";
import { evHaScale, grazedDaysScale, headScale, NO_VALUE_COLOR, rainScale } from "../../web/src/features/map/map-scale";
import { MapView } from "../../web/src/features/map/map-view";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom } from "../../web/src/lib/session";
import { ORG, stubApi } from "./animal-fixtures";
import { fake, routes } from "./fake-api";
import { lot, movement } from "./live-factories";
import { square } from "./map-fixtures";

const field: FieldRow = {
  id: 1,
  name: "La Esperanza",
  hectares: 600,
  locality: "Ayacucho",
  renspa: null,
  boundary: square(-59.01, -37.02, 0.05),
  computed_hectares: 601.2,
  ev_target: null,
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
            {[l.name, ...l.rodeos.map((r) => r.name)].join(" · ")}
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

  it("one target shared by the drawn lots: the steps in EV/ha of that target", () => {
    render(<MapLegend scale={evHaScale(0.8)} />);
    expect(screen.getAllByRole("listitem").map((i) => i.textContent)).toEqual([
      "Menos de 0,40",
      "0,40 a 0,72",
      "0,72 a 0,88 (objetivo)",
      "0,88 a 1,20",
      "1,20 o más",
      "Sin hectáreas cargadas",
    ]);
    expect(screen.getByText("Carga objetivo: 0,80 EV/ha.")).toBeInTheDocument();
  });

  it("targets that differ: the steps as percentages of each lot's target", () => {
    render(<MapLegend scale={evHaScale(null)} />);
    expect(screen.getAllByRole("listitem").map((i) => i.textContent)).toEqual([
      "Menos del 50 % del objetivo",
      "50 % a 90 % del objetivo",
      "90 % a 110 % (objetivo)",
      "110 % a 150 % del objetivo",
      "150 % del objetivo o más",
      "Sin hectáreas cargadas",
    ]);
    expect(
      screen.getByText("Cada potrero se compara con la carga objetivo de su campo (1,00 EV/ha si no tiene)."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Carga objetivo:/)).toBeNull();
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

  it("colours each lot against its field's target, and the legend and card say which", async () => {
    // El Bajo's field aims at 0.5 EV/ha and El Bajo carries 0.5: on target. La Loma has no field: 1 EV/ha.
    const items = [{ ...lots[0]!, ev_per_ha: 0.5 }, ...lots.slice(1)];
    renderView(items, [{ ...field, ev_target: 0.5 }]);
    const drawn = screen.getByRole("list", { name: "lotes dibujados" });
    const colors = within(drawn)
      .getAllByRole("listitem")
      .map((li) => li.dataset.color);
    expect(colors).toEqual([evHaScale().steps[2]!.color, evHaScale().steps[0]!.color]);
    const legend = screen.getByRole("region", { name: "Referencias" });
    expect(legend).toHaveTextContent("90 % a 110 % (objetivo)");
    expect(legend).toHaveTextContent("Cada potrero se compara con la carga objetivo de su campo");

    await userEvent.click(screen.getByRole("button", { name: "El Bajo · Cría · Recría" }));
    expect(screen.getByRole("region", { name: "El Bajo" })).toHaveTextContent("Carga objetivo0,50 EV/ha");
    await userEvent.click(screen.getByRole("button", { name: "La Loma" }));
    expect(screen.getByRole("region", { name: "La Loma" })).toHaveTextContent("Carga objetivo1,00 EV/ha (por defecto)");
  });

  it("the same EV/ha is over a lower target: 1.02 EV/ha against 0.5 is the top step", () => {
    // Both drawn lots in fields of 0.5 EV/ha: one target, named in EV/ha.
    const items = [lots[0]!, { ...lots[1]!, field_id: 1 }, lots[2]!];
    renderView(items, [{ ...field, ev_target: 0.5 }]);
    const colors = within(screen.getByRole("list", { name: "lotes dibujados" }))
      .getAllByRole("listitem")
      .map((li) => li.dataset.color);
    // 1.02 is 204 % of 0.5; 0.2 is 40 %.
    expect(colors).toEqual([evHaScale().steps[4]!.color, evHaScale().steps[0]!.color]);
    expect(screen.getByText("Carga objetivo: 0,50 EV/ha.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Referencias" })).toHaveTextContent("0,45 a 0,55 (objetivo)");
  });

  it("a tapped lot opens its card with its figures and the way to its page", async () => {
    renderView();
    await userEvent.click(screen.getByRole("button", { name: "El Bajo · Cría · Recría" }));
    const card = screen.getByRole("region", { name: "El Bajo" });
    expect(card).toHaveTextContent("Hectáreas declaradas100 ha");
    expect(card).toHaveTextContent("Medidas en el mapa101,4 ha");
    expect(card).toHaveTextContent("Cabezas120");
    expect(card).toHaveTextContent("EV/ha1,02");
    expect(card).toHaveTextContent("Carga objetivo1,00 EV/ha (por defecto)");
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

describe("the figures from the log", () => {
  const answer = (rain = 62.5): MapFigures => ({
    today: "2026-11-27",
    rain_from: "2026-10-29",
    unplaced_rain_mm_30d: 20,
    lots: [
      { lot_id: 1, last_grazed: "2026-11-27", grazing_now: true, rain_mm_30d: rain },
      { lot_id: 2, last_grazed: "2026-10-28", grazing_now: false, rain_mm_30d: 0 },
      { lot_id: 3, last_grazed: null, grazing_now: false, rain_mm_30d: 0 },
    ],
  });
  let served = answer();

  /** Signed in on ORG with the figures answered from `served`; the calls to them, counted. */
  function renderSignedIn() {
    stubApi([fake(routes.lot[":orgId"]["map-figures"]).get((_request, reply) => reply({ ok: true, ...served }))]);
    appStore.set(organizationsAtom, [{ id: ORG, name: "La Esperanza", role: "user", members: [] }]);
    render(
      <Provider store={appStore}>
        <MemoryRouter>
          <MapView lots={lots} fields={[field]} renderMap={(p) => <FakeCanvas {...p} />} />
        </MemoryRouter>
      </Provider>,
    );
  }
  const figureCalls = () =>
    vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes(`/api/lot/${ORG}/map-figures`)).length;
  const colors = () =>
    within(screen.getByRole("list", { name: "lotes dibujados" }))
      .getAllByRole("listitem")
      .map((li) => li.dataset.color);
  const legend = () =>
    within(screen.getByRole("region", { name: "Referencias" }))
      .getAllByRole("listitem")
      .map((i) => i.textContent);

  afterEach(() => {
    served = answer();
    appStore.set(organizationsAtom, null);
    queryClient.clear();
  });

  it("EV/ha asks nothing; days since grazed colours each lot from one read, and the legend names the steps", async () => {
    renderSignedIn();
    expect(screen.getByLabelText("Color por")).toHaveValue("evHa");
    await new Promise((r) => setTimeout(r, 20));
    expect(figureCalls()).toBe(0);

    await userEvent.selectOptions(screen.getByLabelText("Color por"), "Días desde el último pastoreo");
    // A rodeo in El Bajo today (0 days); La Loma rested 30 days.
    await waitFor(() =>
      expect(colors()).toEqual([grazedDaysScale().steps[0]!.color, grazedDaysScale().steps[2]!.color]),
    );
    expect(figureCalls()).toBe(1);
    expect(legend()).toEqual([
      "Hasta 7 días (o con un rodeo hoy)",
      "8 a 21 días",
      "22 a 40 días",
      "41 a 60 días",
      "Más de 60 días",
      "Sin pastoreos registrados",
    ]);

    // The rain reads the same answer: no second request.
    await userEvent.selectOptions(screen.getByLabelText("Color por"), "Lluvia últimos 30 días");
    expect(colors()).toEqual([rainScale().steps[4]!.color, rainScale().steps[0]!.color]);
    expect(legend()).toEqual(["Menos de 1 mm", "1 a 10 mm", "10 a 30 mm", "30 a 60 mm", "60 mm o más"]);
    expect(screen.getByText("Lluvia registrada en cada potrero desde el 29/10/2026.")).toBeInTheDocument();
    expect(screen.getByText("Además, 20 mm registrados sin potrero.")).toBeInTheDocument();
    expect(figureCalls()).toBe(1);

    // The card says it in words: the colour is never the only way to read a lot.
    await userEvent.click(screen.getByRole("button", { name: "El Bajo · Cría · Recría" }));
    const bajo = screen.getByRole("region", { name: "El Bajo" });
    expect(bajo).toHaveTextContent("Último pastoreoHoy (tiene un rodeo)");
    expect(bajo).toHaveTextContent("Lluvia en 30 días62,5 mm");
    await userEvent.click(screen.getByRole("button", { name: "La Loma" }));
    expect(screen.getByRole("region", { name: "La Loma" })).toHaveTextContent(
      "Último pastoreoHace 30 días (28/10/2026)",
    );
    await userEvent.click(within(screen.getByRole("region", { name: "Sin límite dibujado" })).getByRole("button"));
    expect(screen.getByRole("region", { name: "Sin Dibujar" })).toHaveTextContent(
      "Último pastoreoSin pastoreos registrados",
    );
  });

  it("a live rain record reads the figures again; a weighing does not", async () => {
    renderSignedIn();
    await userEvent.selectOptions(screen.getByLabelText("Color por"), "Lluvia últimos 30 días");
    await waitFor(() => expect(colors()[0]).toBe(rainScale().steps[4]!.color));
    const live = (type: string) => {
      applyLiveMessage(
        { action: "movement-created", movement: movement(90, "2026-11-27", { type, lot_id: 1 }) },
        ORG,
        queryClient,
        { refetchOrganizations: () => undefined },
      );
      flushInvalidations(queryClient);
    };
    live("WEIGHING");
    await new Promise((r) => setTimeout(r, 20));
    expect(figureCalls()).toBe(1);
    served = answer(5);
    live("RAIN");
    await waitFor(() => expect(colors()[0]).toBe(rainScale().steps[1]!.color));
    expect(figureCalls()).toBe(2);
  });

  it("without signal the lots stay grey with a short note, and nothing breaks", async () => {
    renderSignedIn();
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    vi.mocked(fetch).mockRejectedValue(new TypeError("Failed to fetch"));
    await userEvent.selectOptions(screen.getByLabelText("Color por"), "Días desde el último pastoreo");
    await waitFor(() => expect(screen.getByText(/^Sin señal: los potreros quedan en gris/)).toBeInTheDocument());
    expect(colors()).toEqual([NO_VALUE_COLOR, NO_VALUE_COLOR]);
    // Back to EV/ha: its colours, no note.
    await userEvent.selectOptions(screen.getByLabelText("Color por"), "Carga (EV/ha)");
    expect(colors()).toEqual([evHaScale().steps[2]!.color, evHaScale().steps[0]!.color]);
    expect(screen.queryByText(/Sin señal/)).toBeNull();
  });

  it("a failed read with signal says the records could not be read", async () => {
    renderSignedIn();
    vi.mocked(fetch).mockRejectedValue(new TypeError("Failed to fetch"));
    await userEvent.selectOptions(screen.getByLabelText("Color por"), "Lluvia últimos 30 días");
    await waitFor(() => expect(screen.getByText(/^No se pudieron leer los registros/)).toBeInTheDocument());
    expect(colors()).toEqual([NO_VALUE_COLOR, NO_VALUE_COLOR]);
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
