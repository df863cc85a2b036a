// The lots' labels over the map (docs/map.md, "Labels"): placed with a 2D translate at their point of the map,
// placed again on every move, and gone with the layer. The map here is a stand-in with MapLibre's few calls the
// layer uses (MapLibre itself needs WebGL, which jsdom lacks); the real one is in tests/e2e/map-*.spec.ts.
import type { Map as MapLibre } from "maplibre-gl";
import { describe, expect, it } from "vitest";
import { LabelLayer } from "../../web/src/features/map/label-layer";

function standIn() {
  const container = document.createElement("div");
  const handlers = new Map<string, () => void>();
  let shift = 0;
  const map = {
    getCanvasContainer: () => container,
    on: (type: string, f: () => void) => handlers.set(type, f),
    off: (type: string, f: () => void) => handlers.get(type) === f && handlers.delete(type),
    project: ([lon, lat]: [number, number]) => ({ x: lon * 10 + shift, y: lat * 10 + 0.4 }),
  };
  const pan = (px: number) => {
    shift = px;
    handlers.get("move")?.();
  };
  return { map: map as unknown as MapLibre, container, handlers, pan };
}

const label = (text: string) => {
  const el = document.createElement("button");
  el.textContent = text;
  return el;
};

describe("the label layer", () => {
  it("places each label centred on its point, again on every move, and leaves with the layer", () => {
    const { map, container, handlers, pan } = standIn();
    const layer = new LabelLayer(map);
    const [a, b] = [label("El Bajo"), label("La Loma")];
    layer.show([
      { element: a, at: [1, 2] },
      { element: b, at: [3, 4] },
    ]);
    expect(container.querySelector(".map-labels")?.children).toHaveLength(2);
    expect(a.style.transform).toBe("translate(10px, 20px) translate(-50%, -50%)");
    expect(b.style.transform).toBe("translate(30px, 40px) translate(-50%, -50%)");
    pan(5);
    expect(a.style.transform).toBe("translate(15px, 20px) translate(-50%, -50%)");
    expect(layer.elements).toEqual([a, b]);

    layer.show([{ element: b, at: [3, 4] }]);
    expect(container.querySelector(".map-labels")?.children).toHaveLength(1);
    layer.remove();
    expect(container.querySelector(".map-labels")).toBeNull();
    expect(handlers.has("move")).toBe(false);
  });
});
