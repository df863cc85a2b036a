// The Animales list's filters live in the URL (`/animales?registration=pendiente`), so a link, a reload and the
// back button keep them; a change of filter goes back to page 1.
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { animalFiltersOf, type AnimalFilters } from "../../data/api/animals-api";

export function useAnimalFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => animalFiltersOf(search), [search]);
  /** Sets some filters (page 1 unless a page is given); "" removes one from the URL. */
  const change = (next: Partial<AnimalFilters>) => {
    const merged: AnimalFilters = { ...filters, page: 1, ...next };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (key === "page" ? value !== 1 : value !== "") params.set(key, String(value));
    }
    setSearch(params, { replace: true });
  };
  const filtering = !!(
    filters.q ||
    filters.rodeo_id ||
    filters.category ||
    filters.sex ||
    filters.state ||
    filters.registration
  );
  return { filters, change, filtering };
}
