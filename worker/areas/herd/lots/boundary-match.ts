// An imported file's polygons matched to the ranch's lots and fields by name (docs/map.md): accents, case and
// spacing aside ("POTRERO  del molino" is "Potrero del Molino"), lots first, each lot or field taken once. The
// SPA shows the preview and lets the user assign the rest by hand.
import type { ParsedShape } from "./boundary-files";

export type BoundaryTarget = { kind: "potrero" | "campo"; id: number; name: string };
export type MatchedShape = ParsedShape & { match: BoundaryTarget | null };

/** A name as compared: lower case, without accents, single spaces. */
export const nameKey = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

export function matchShapes(
  shapes: readonly ParsedShape[],
  lots: ReadonlyArray<{ id: number; name: string }>,
  fields: ReadonlyArray<{ id: number; name: string }>,
): MatchedShape[] {
  const free = new Map<string, BoundaryTarget>();
  // Fields first so that a lot of the same name takes the key.
  for (const f of fields) free.set(nameKey(f.name), { kind: "campo", id: f.id, name: f.name });
  for (const l of lots) free.set(nameKey(l.name), { kind: "potrero", id: l.id, name: l.name });
  return shapes.map((shape) => {
    const key = nameKey(shape.name);
    const match = shape.geometry ? (free.get(key) ?? null) : null;
    if (match) free.delete(key);
    return { ...shape, match };
  });
}
