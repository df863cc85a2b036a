// The base maps (docs/map.md): the street and satellite styles the build was configured with
// (worker/lib/map-config.ts, handed in by vite.config.ts), and the blank style used without one, without
// signal or when the configured one does not load. The blank style is a background only: the lots are
// GeoJSON fills and their labels HTML markers, so nothing asks for glyphs, sprites or tiles.
import type { StyleSpecification } from "maplibre-gl";

export const BLANK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: "background", type: "background", paint: { "background-color": "#eef0e4" } }],
};

export type BaseMap = "street" | "satellite";

export const STYLE_URLS: Readonly<Record<BaseMap, string | null>> = {
  street: import.meta.env.MAP_STYLE_URL || null,
  satellite: import.meta.env.MAP_SATELLITE_STYLE_URL || null,
};

/** The style to open `base` with: its URL when configured and the device has signal, else the blank style. */
export function styleFor(base: BaseMap): string | StyleSpecification {
  const url = STYLE_URLS[base];
  return url && navigator.onLine !== false ? url : BLANK_STYLE;
}
