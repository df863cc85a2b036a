// The map screen's base map (docs/map.md, docs/configuration.md): build-time variables read by vite.config.ts,
// which hands the style URLs to the SPA and their hosts to the SPA's Content-Security-Policy. Unset, empty or
// "blank": no base map, the map draws the lots over a plain background and needs no network.

/** OpenFreeMap's "liberty" style: free, no key, OpenStreetMap data; `npm run deploy` uses it unless told otherwise. */
export const OPENFREEMAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";

export interface MapConfig {
  /** The street map's style JSON, or null: the blank style. */
  styleUrl: string | null;
  /** The satellite style JSON, or null: no satellite choice on the map. */
  satelliteStyleUrl: string | null;
  /** Origins the browser may fetch the styles, tiles, sprites and glyphs from (the CSP's connect-src, img-src). */
  hosts: string[];
}

type Vars = Readonly<Record<string, string | undefined>>;

/** An https URL, or null for "" and "blank"; anything else stops the build (a CSP built from a typo would fail). */
function styleUrl(name: string, value: string | undefined): string | null {
  const v = value?.trim() ?? "";
  if (v === "" || v.toLowerCase() === "blank") return null;
  return httpsUrl(name, v).href;
}

function httpsUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not a URL`);
  }
  if (url.protocol !== "https:") throw new Error(`${name}: "${value}" must be an https:// URL`);
  return url;
}

/**
 * MAP_STYLE_URL and MAP_SATELLITE_STYLE_URL (style JSON), and MAP_TILE_HOSTS: the other origins their tiles,
 * sprites and glyphs come from, comma-separated (a style's own host is always included).
 */
export function mapConfig(vars: Vars): MapConfig {
  const street = styleUrl("MAP_STYLE_URL", vars.MAP_STYLE_URL);
  const satellite = styleUrl("MAP_SATELLITE_STYLE_URL", vars.MAP_SATELLITE_STYLE_URL);
  const tileHosts = (vars.MAP_TILE_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean)
    .map((h) => httpsUrl("MAP_TILE_HOSTS", h).origin);
  const styleHosts = [street, satellite].filter((u): u is string => u !== null).map((u) => new URL(u).origin);
  return { styleUrl: street, satelliteStyleUrl: satellite, hosts: [...new Set([...styleHosts, ...tileHosts])] };
}
