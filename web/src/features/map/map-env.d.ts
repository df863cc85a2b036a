// The base map's style URLs, set at build time by vite.config.ts from worker/lib/map-config.ts (docs/map.md);
// "" without one (then the map draws on a blank style).
interface ImportMetaEnv {
  readonly MAP_STYLE_URL?: string;
  readonly MAP_SATELLITE_STYLE_URL?: string;
}
