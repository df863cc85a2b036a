// Moving a lot one step in the user's order (the Subir / Bajar buttons). Saving the order is
// useSaveLotOrder in data/lots.ts.

/** The ids after moving `id` one step up (-1) or down (+1); unchanged at the ends. */
export function moveStep(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
