// A field's target stocking rate in EV/ha (docs/map.md): the map colours each of its lots against it. Its
// bounds and messages, without zod so the map's chunk reads the default alone; the schema is in herd-schemas.

/** The target of a lot whose field has none (or a lot without a field): a common reference for natural
 * grassland in the Pampas' cow-calf country. */
export const DEFAULT_EV_TARGET = 1;
/** Far above any grazing system (feedlots are not stocked by the hectare). */
export const MAX_EV_TARGET = 20;

export const EV_TARGET_MESSAGES = {
  number: "La carga objetivo debe ser un número (EV/ha)",
  positive: "La carga objetivo debe ser mayor a 0",
  max: `La carga objetivo no puede superar ${MAX_EV_TARGET} EV/ha`,
  decimals: "La carga objetivo admite hasta 2 decimales",
};
