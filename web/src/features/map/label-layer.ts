// The lots' labels over the map (docs/map.md, "Labels"; docs/performance.md, the map bench): one box over the
// canvas, each label placed with a plain 2D translate on every move of the map. MapLibre's `Marker` writes a 3D
// transform per marker, which Chromium paints as a layer of its own: with 200 labels each frame's commit cost
// more than drawing the lots. HTML, not map symbols: the blank style has no glyphs and needs no network.
import type { LngLatLike, Map as MapLibre } from "maplibre-gl";

export interface PlacedLabel {
  element: HTMLElement;
  at: LngLatLike;
}

export class LabelLayer {
  private readonly box: HTMLDivElement;
  private labels: readonly PlacedLabel[] = [];

  constructor(private readonly map: MapLibre) {
    this.box = document.createElement("div");
    this.box.className = "map-labels";
    // In the canvas's container, as markers are: a drag that starts on a label still pans the map.
    map.getCanvasContainer().appendChild(this.box);
    map.on("move", this.place);
  }

  /** Shows these labels instead of the ones before, in this order (later ones are drawn on top). */
  show(labels: readonly PlacedLabel[]) {
    this.labels = labels;
    this.box.replaceChildren(...labels.map((l) => l.element));
    this.place();
  }

  get elements(): HTMLElement[] {
    return this.labels.map((l) => l.element);
  }

  /** Every label at its point of the map as it is now: all positions computed first, then all written. */
  readonly place = () => {
    const points = this.labels.map((l) => this.map.project(l.at));
    this.labels.forEach(({ element }, i) => {
      const p = points[i]!;
      element.style.transform = `translate(${Math.round(p.x)}px, ${Math.round(p.y)}px) translate(-50%, -50%)`;
    });
  };

  remove() {
    this.map.off("move", this.place);
    this.box.remove();
  }
}
