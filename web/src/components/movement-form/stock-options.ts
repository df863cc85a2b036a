// Picker options with the head available: rodeos with their total and lot, categories with what
// the chosen rodeo holds (what a removal may take, counting back what the edited record took).
import type { Category, Cycle, Lot, Rodeo } from "@shared/herd-types";
import { countNoun } from "@shared/plural";
import type { SelectOption } from "./form-fields";

const nf = new Intl.NumberFormat("es-AR");
export const heads = (n: number) => nf.format(n);

/** Head per category name (lower-cased) in a rodeo, plus `credit` (an edited record's own animals). */
export function availableIn(rodeo: Rodeo | undefined, credit: Record<string, number> = {}): Map<string, number> {
  const map = new Map<string, number>();
  for (const s of rodeo?.stock ?? []) map.set(s.category.toLowerCase(), s.count);
  for (const [name, n] of Object.entries(credit)) map.set(name.toLowerCase(), (map.get(name.toLowerCase()) ?? 0) + n);
  return map;
}

export function rodeoOptions(rodeos: readonly Rodeo[], lotId?: number | null, exclude?: number | null): SelectOption[] {
  // Rodeos grazing in the preset lot first.
  const sorted = [...rodeos].sort(
    (a, b) => Number(b.lot_id === lotId) - Number(a.lot_id === lotId) || a.name.localeCompare(b.name, "es"),
  );
  return sorted
    .filter((r) => r.id !== exclude)
    .map((r) => ({
      value: r.id,
      label: `${r.name} · ${heads(r.total)} cab.${r.lot ? ` · ${r.lot.name}` : ""}`,
    }));
}

/**
 * Categories for one animal line. Removing: only those with head in the rodeo (and the current
 * choice), each with what is available. Adding: all, with what the rodeo already holds.
 */
export function categoryOptions(
  categories: readonly Category[],
  available: Map<string, number> | null,
  removing: boolean,
  current?: string,
): SelectOption[] {
  return categories
    .filter(
      (c) =>
        !removing ||
        !available ||
        (available.get(c.name.toLowerCase()) ?? 0) > 0 ||
        c.name.toLowerCase() === current?.toLowerCase(),
    )
    .map((c) => {
      const n = available?.get(c.name.toLowerCase()) ?? 0;
      const suffix = !available
        ? ""
        : removing
          ? ` (${countNoun(n, "disponible", heads)})`
          : ` (${heads(n)} en el rodeo)`;
      return { value: c.name, label: `${c.name}${suffix}` };
    });
}

export const lotOptions = (lots: readonly Lot[]): SelectOption[] =>
  lots.filter((l) => !l.deleted && l.id > 0).map((l) => ({ value: l.id, label: `${l.name} · ${heads(l.total)} cab.` }));

export const cycleOptions = (cycles: readonly Cycle[], rodeoId: number | undefined | null): SelectOption[] =>
  cycles
    .filter((c) => !rodeoId || c.rodeo_id === rodeoId)
    .map((c) => ({ value: c.id, label: `${c.name} · ${c.rodeo_name}` }));
