// What the map draws, as one source for MapLibre (docs/map.md, "The map screen"): every lot, field and the
// position is one feature tagged with its kind, and each layer's filter picks exactly the features of its kind.
import { describe, expect, it } from "vitest";
import type { DrawnField, DrawnLot } from "../../web/src/features/map/map-canvas-props";
import { kindIs, mapShapes, type ShapeKind } from "../../web/src/features/map/map-shapes";
import { square } from "./map-fixtures";

const lot = (id: number, color: string): DrawnLot => ({
  id,
  name: `Potrero ${id}`,
  rodeos: [],
  color,
  boundary: square(-59 + id * 0.01, -37, 0.005),
  label: [-59 + id * 0.01 + 0.0025, -36.9975],
});
const field: DrawnField = { id: 7, name: "La Loma", boundary: square(-59.1, -37.1, 0.2) };

/** The features a layer filtered with `kindIs(kind)` draws: ["==", ["get", "kind"], kind]. */
function drawnBy(kind: ShapeKind, shapes: ReturnType<typeof mapShapes>) {
  const [op, [get, property], value] = kindIs(kind);
  expect([op, get]).toEqual(["==", "get"]);
  return shapes.features.filter((f) => f.properties?.[property] === value);
}

describe("mapShapes", () => {
  it("tags each lot, field and the position with its kind, the lots first", () => {
    const shapes = mapShapes([lot(1, "#aa0000"), lot(2, "#00aa00")], [field], 2, [-59.05, -37.05]);
    expect(shapes.features.map((f) => f.properties?.kind)).toEqual(["lot", "lot", "field", "position"]);
    expect(shapes.features.map((f) => f.properties?.id)).toEqual([1, 2, 7, undefined]);
    expect(shapes.features[3]!.geometry).toEqual({ type: "Point", coordinates: [-59.05, -37.05] });
  });

  it("gives each lot its colour and marks only the chosen one", () => {
    const shapes = mapShapes([lot(1, "#aa0000"), lot(2, "#00aa00")], [], 1, null);
    expect(shapes.features.map((f) => [f.properties?.color, f.properties?.selected])).toEqual([
      ["#aa0000", true],
      ["#00aa00", false],
    ]);
    expect(mapShapes([lot(1, "#aa0000")], [], null, null).features[0]!.properties?.selected).toBe(false);
  });

  it("lets each layer draw exactly its own kind, and no position before one is known", () => {
    const shapes = mapShapes([lot(1, "#aa0000")], [field], null, null);
    expect(drawnBy("lot", shapes).map((f) => f.properties?.id)).toEqual([1]);
    expect(drawnBy("field", shapes).map((f) => f.properties?.id)).toEqual([7]);
    expect(drawnBy("position", shapes)).toEqual([]);
  });
});
