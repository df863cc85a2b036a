// The boundary editor on the Mapa screen (docs/map.md) without its canvas, on a stubbed API: the lot card offers
// it to owners and admins only, the address names what is edited (?editar=potrero-3), a first boundary is drawn
// even when nothing is drawn yet, a save goes through the boundary PUT and closes the editor, a refusal stays on
// screen; a rodeo dropped on another lot is moved through the rodeo's own route after a confirmation (owners and
// admins only); and the editor's pure steps (parts back as one boundary, a vertex taken out, the nearest vertex).
import type { Boundary } from "@shared/boundary";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { useState } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { boundaryOf, nearestVertex, withoutVertex } from "../../web/src/features/map/draw-shapes";
import type { MapCanvasProps } from "../../web/src/features/map/map-canvas-props";
import { BUENOS_AIRES_BOUNDS } from "../../web/src/features/map/map-geometry";
import { MapView } from "../../web/src/features/map/map-view";
import { parseEditTarget } from "../../web/src/features/map/use-boundary-edit";
import { editable } from "../../web/src/lib/herd/boundary-parts";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom } from "../../web/src/lib/session";
import type { StoreLot } from "../../web/src/lib/store/types";
import { ORG, stubApi } from "./animal-fixtures";
import { fail, fake, routes, type FakeRequest } from "./fake-api";
import { lot, movement, rodeo } from "./live-factories";
import { square } from "./map-fixtures";

const drawnLot = lot(3, {
  name: "El Bajo",
  hectares: 100,
  boundary: square(-59, -37, 0.01),
  rodeos: [{ id: 7, name: "Cría" }],
});
const undrawnLot = lot(4, { name: "La Aguada", hectares: 40 });
const rodeoRow = rodeo(7, "Cría");
const newShape = square(-58.99, -37, 0.005);

/** The canvas slot: what the editor is handed, and a save of `newShape` as the drawing would make it. */
function FakeCanvas({ editing, bounds, lots, onSelect, onMoveRodeo }: MapCanvasProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div>
      <p>{`dibujados: ${lots.map((l) => l.name).join(", ") || "ninguno"}`}</p>
      <p>{`encuadre: ${JSON.stringify(bounds)}`}</p>
      {lots.map((l) => (
        <button key={l.id} type="button" onClick={() => onSelect(l.id)}>{`elegir ${l.name}`}</button>
      ))}
      {onMoveRodeo ? (
        <button type="button" onClick={() => onMoveRodeo({ rodeoId: 7, fromLotId: 3, toLotId: 4 })}>
          soltar Cría en La Aguada
        </button>
      ) : null}
      {editing ? (
        <section aria-label="editor">
          <h2>{editing.title}</h2>
          <p>{`límite: ${editing.boundary ? "sí" : "no"}`}</p>
          <button type="button" onClick={() => void editing.onSave(newShape).then(setRefusal)}>
            guardar dibujo
          </button>
          <button type="button" onClick={editing.onCancel}>
            cancelar dibujo
          </button>
          {refusal ? <p role="alert">{refusal}</p> : null}
        </section>
      ) : null}
    </div>
  );
}

function Where() {
  const location = useLocation();
  return <output aria-label="ruta">{location.pathname + location.search}</output>;
}

let sent: Array<{ lotId: string; body: unknown }>;
let moves: unknown[];
let lotAsked: Array<string | undefined>;

function renderMap(role: "owner" | "admin" | "user", at = "/mapa", lots: StoreLot[] = [drawnLot, undrawnLot]) {
  sent = [];
  moves = [];
  lotAsked = [];
  stubApi([
    fake(routes.movement.all[":org"]).get(({ query }: FakeRequest, reply) => {
      lotAsked.push(`${query.get("lot_id")}:${query.get("limit")}`);
      const rows =
        query.get("lot_id") === "3"
          ? [
              movement(31, "2026-11-20T10:00:00.000Z", { type: "RAIN", lot_id: 3, data: { mm: 12 } }),
              movement(30, "2026-11-02T10:00:00.000Z", { lot_id: 3 }),
            ]
          : [];
      return reply({ ok: true, movements: rows, next_cursor: null });
    }),
    fake(routes.rodeo[":org"][":id"]).put(({ body, params }: FakeRequest, reply) => {
      moves.push({ rodeo: params.id, body });
      return reply({ ok: true, rodeo: { ...rodeoRow, lot_id: 4 } });
    }),
    fake(routes.lot[":orgId"][":lotId"].boundary).put(({ body, params }: FakeRequest, reply) => {
      sent.push({ lotId: params.lotId!, body });
      const geometry = (body as { geometry: Boundary }).geometry;
      if (params.lotId === "3") return fail(400, "El polígono se corta a sí mismo cerca de -37.00000, -59.00000");
      const saved = lots.find((l) => l.id === Number(params.lotId))!;
      return reply({ ok: true, lot: { ...saved, boundary: geometry, computed_hectares: 20.5 } });
    }),
  ]);
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Esperanza", role, members: [] }]);
  return render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route
            path="/mapa"
            element={
              <>
                <MapView lots={lots} fields={[]} renderMap={(p) => <FakeCanvas {...p} />} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  appStore.set(organizationsAtom, null);
  vi.unstubAllGlobals();
  queryClient.clear();
});

const route = () => screen.getByRole("status", { name: "ruta" }).textContent;
const openCard = async (name: string) => {
  await userEvent.click(
    within(screen.getByRole("region", { name: "Sin límite dibujado" })).getByRole("button", { name }),
  );
  return screen.getByRole("region", { name });
};

describe("the boundary editor on the map", () => {
  it("opens from the card of an undrawn lot, saves through the boundary PUT and closes", async () => {
    renderMap("admin");
    const card = await openCard("La Aguada");
    await userEvent.click(within(card).getByRole("button", { name: "Dibujar límite" }));
    expect(route()).toBe("/mapa?editar=potrero-4");
    const editor = screen.getByRole("region", { name: "editor" });
    expect(within(editor).getByRole("heading", { name: "Límite de La Aguada" })).toBeInTheDocument();
    expect(within(editor).getByText("límite: no")).toBeInTheDocument();
    // While editing: no figure to choose, no card.
    expect(screen.queryByLabelText("Color por")).toBeNull();
    expect(screen.queryByRole("region", { name: "La Aguada" })).toBeNull();

    await userEvent.click(within(editor).getByRole("button", { name: "guardar dibujo" }));
    await waitFor(() => expect(route()).toBe("/mapa"));
    expect(sent).toEqual([{ lotId: "4", body: { geometry: newShape } }]);
    expect(screen.queryByRole("region", { name: "editor" })).toBeNull();
    // The saved lot is selected: its card shows again.
    expect(screen.getByRole("region", { name: "La Aguada" })).toBeInTheDocument();
  });

  it("hides the edited lot from the drawn ones and keeps a refusal on screen", async () => {
    renderMap("owner", "/mapa?editar=potrero-3");
    expect(screen.getByText("dibujados: ninguno")).toBeInTheDocument();
    expect(screen.getByText("límite: sí")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "guardar dibujo" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "El polígono se corta a sí mismo cerca de -37.00000, -59.00000",
    );
    expect(sent).toHaveLength(1);
    expect(route()).toBe("/mapa?editar=potrero-3");
    await userEvent.click(screen.getByRole("button", { name: "cancelar dibujo" }));
    expect(route()).toBe("/mapa");
    expect(screen.getByText("dibujados: El Bajo")).toBeInTheDocument();
  });

  it("draws a first boundary over the province of Buenos Aires when nothing is drawn yet", () => {
    renderMap("owner", "/mapa?editar=potrero-4", [undrawnLot]);
    expect(screen.getByText(`encuadre: ${JSON.stringify(BUENOS_AIRES_BOUNDS)}`)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Límite de La Aguada" })).toBeInTheDocument();
  });

  it("is not offered to a plain member, nor opened by the address for one", async () => {
    renderMap("user", "/mapa?editar=potrero-4");
    expect(screen.queryByRole("region", { name: "editor" })).toBeNull();
    const card = await openCard("La Aguada");
    expect(within(card).queryByRole("button", { name: /límite/ })).toBeNull();
  });

  it("ignores an address naming no lot of this ranch, and says why a boundary with holes is not edited here", async () => {
    const outer = square(-59, -37.02, 0.01);
    if (outer.type !== "Polygon") throw new Error("squares are polygons");
    const hole: Array<[number, number]> = [
      [-58.996, -37.016],
      [-58.994, -37.016],
      [-58.994, -37.014],
      [-58.996, -37.016],
    ];
    const holed = lot(5, {
      name: "El Monte",
      boundary: { type: "Polygon", coordinates: [outer.coordinates[0]!, hole] },
    });
    expect(editable(holed.boundary)).toBe(false);
    for (const at of ["/mapa?editar=potrero-99", "/mapa?editar=potrero-5", "/mapa?editar=campo-3"]) {
      const view = renderMap("owner", at, [drawnLot, holed, undrawnLot]);
      expect(screen.queryByRole("region", { name: "editor" })).toBeNull();
      view.unmount();
    }
    renderMap("owner", "/mapa", [drawnLot, holed, undrawnLot]);
    await userEvent.click(screen.getByRole("button", { name: "elegir El Monte" }));
    const card = screen.getByRole("region", { name: "El Monte" });
    expect(within(card).queryByRole("button", { name: /límite/ })).toBeNull();
    expect(card).toHaveTextContent("Este límite tiene huecos: editalo en Google Earth y volvé a importarlo.");
  });
});

describe("a rodeo dragged to another lot", () => {
  it("asks naming the rodeo and both lots, then moves it through the rodeo's own route", async () => {
    renderMap("admin");
    expect(screen.getByText("Arrastrá el nombre de un rodeo a otro potrero para moverlo.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "soltar Cría en La Aguada" }));
    const dialog = screen.getByRole("dialog", { name: "Mover el rodeo" });
    expect(dialog).toHaveTextContent(
      "¿Mover el rodeo Cría del potrero El Bajo al potrero La Aguada? Queda registrado en el historial como un traslado.",
    );
    expect(moves).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Mover" }));
    await waitFor(() => expect(moves).toEqual([{ rodeo: "7", body: { lot_id: 4 } }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("writes nothing when the confirmation is cancelled", async () => {
    renderMap("owner");
    await userEvent.click(screen.getByRole("button", { name: "soltar Cría en La Aguada" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(moves).toEqual([]);
  });

  it("leaves rodeos in place for a plain member", () => {
    renderMap("user");
    expect(screen.queryByRole("button", { name: "soltar Cría en La Aguada" })).toBeNull();
    expect(screen.queryByText("Arrastrá el nombre de un rodeo a otro potrero para moverlo.")).toBeNull();
  });
});

describe("the card of a lot tapped on the map", () => {
  it("shows the lot's last movements, each linked to its record, from one small read", async () => {
    renderMap("user");
    await userEvent.click(screen.getByRole("button", { name: "elegir El Bajo" }));
    const card = screen.getByRole("region", { name: "El Bajo" });
    const list = await within(card).findByRole("link", { name: "20/11/2026 · Registro de lluvia" });
    expect(list).toHaveAttribute("href", "/data/31");
    expect(within(card).getByRole("link", { name: "02/11/2026 · Compra de animales" })).toHaveAttribute(
      "href",
      "/data/30",
    );
    expect(lotAsked).toEqual(["3:3"]);
  });

  it("says so when the lot has none", async () => {
    renderMap("user");
    const card = await openCard("La Aguada");
    expect(await within(card).findByText("Sin movimientos registrados en este potrero.")).toBeInTheDocument();
  });
});

describe("the editor's steps", () => {
  it("reads the address", () => {
    expect(parseEditTarget("potrero-12")).toEqual({ kind: "potrero", id: 12 });
    expect(parseEditTarget("campo-3")).toEqual({ kind: "campo", id: 3 });
    for (const bad of [null, "", "potrero-0", "potrero-1.5", "lote-3", "potrero-3 ", "campo-12345678901"])
      expect(parseEditTarget(bad)).toBeNull();
  });

  it("makes one polygon a Polygon, more a MultiPolygon, none nothing", () => {
    const a = square(-59, -37, 0.01);
    const b = square(-58, -37, 0.01);
    if (a.type !== "Polygon" || b.type !== "Polygon") throw new Error("squares are polygons");
    expect(boundaryOf([])).toBeNull();
    expect(boundaryOf([a.coordinates])).toEqual(a);
    expect(boundaryOf([a.coordinates, b.coordinates])).toEqual({
      type: "MultiPolygon",
      coordinates: [a.coordinates, b.coordinates],
    });
  });

  it("takes a vertex out of a closed ring, never below three points", () => {
    const ring: Array<[number, number]> = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ];
    expect(withoutVertex(ring, 1)).toEqual([
      [0, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ]);
    // The first vertex is also the closing one: both go.
    expect(withoutVertex(ring, 0)).toEqual([
      [1, 0],
      [1, 1],
      [0, 1],
      [1, 0],
    ]);
    expect(withoutVertex(withoutVertex(ring, 3)!, 0)).toBeNull();
    expect(withoutVertex(ring, 4)).toBeNull();
  });

  it("finds the vertex nearest a tap within a finger's width", () => {
    const rings: Array<Array<[number, number]>> = [
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 0],
      ],
      [
        [100, 100],
        [110, 100],
        [110, 110],
        [100, 100],
      ],
    ];
    const toScreen = ([x, y]: [number, number]) => ({ x: x * 2, y: y * 2 });
    expect(nearestVertex(rings, { x: 215, y: 205 }, toScreen, 22)).toEqual({ part: 1, index: 1 });
    expect(nearestVertex(rings, { x: 21, y: 1 }, toScreen, 22)).toEqual({ part: 0, index: 1 });
    expect(nearestVertex(rings, { x: 60, y: 60 }, toScreen, 22)).toBeNull();
  });
});
