// The Animales filters: the search box (any part of the number, or the last 4 to 6 digits) and the selects.
// The typed search reaches the URL after a short pause, so each pause asks the server once.
import { ANIMAL_SEXES, ANIMAL_STATES, REGISTRATIONS } from "@shared/animal-values";
import { useEffect, useState } from "react";
import { FilterBar, FilterSearch, FilterSelect } from "../../components/filter-bar";
import { useCategories } from "../../data/categories";
import { useRodeos } from "../../data/rodeos";
import type { AnimalFilters } from "../../data/api/animals-api";
import { useMessages } from "../../lib/i18n";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { animalsMessages, animalValueMessages } from "./animals-messages";

const SEARCH_PAUSE_MS = 300;

interface Props {
  filters: AnimalFilters;
  onChange: (next: Partial<AnimalFilters>) => void;
}

export function AnimalFilterBar({ filters, onChange }: Props) {
  const t = useMessages(animalsMessages);
  const v = useMessages(animalValueMessages);
  const rodeos = useRodeos().data ?? [];
  const categories = useCategories().data ?? [];
  const [typed, setTyped] = useState(filters.q);
  const settled = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  useEffect(() => {
    if (settled.trim() !== filters.q.trim()) onChange({ q: settled.trim() });
    // Only a settled change of the box moves the URL (a URL change does not echo back).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const options = <K extends string>(values: readonly K[]) =>
    values.map((value) => (
      <option key={value} value={value}>
        {v[value as keyof typeof v]}
      </option>
    ));

  return (
    <FilterBar className="filter-grid animal-filters">
      <FilterSearch id="animals-q" texts={t} value={typed} onValue={setTyped} inputMode="search" />
      <FilterSelect
        id="animals-rodeo"
        label={t.rodeo}
        value={filters.rodeo_id}
        onValue={(x) => onChange({ rodeo_id: x })}
      >
        <option value="">{t.allRodeos}</option>
        {rodeos.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {r.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="animals-category"
        label={t.category}
        value={filters.category}
        onValue={(x) => onChange({ category: x })}
      >
        <option value="">{t.allCategories}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.name}>
            {c.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="animals-sex"
        label={t.sex}
        value={filters.sex}
        onValue={(x) => onChange({ sex: x as AnimalFilters["sex"] })}
      >
        <option value="">{t.allSexes}</option>
        {options(ANIMAL_SEXES)}
      </FilterSelect>
      <FilterSelect
        id="animals-state"
        label={t.state}
        value={filters.state}
        onValue={(x) => onChange({ state: x as AnimalFilters["state"] })}
      >
        <option value="">{t.allStates}</option>
        {options(ANIMAL_STATES)}
      </FilterSelect>
      <FilterSelect
        id="animals-registration"
        label={t.registration}
        value={filters.registration}
        onValue={(x) => onChange({ registration: x as AnimalFilters["registration"] })}
      >
        <option value="">{t.allRegistrations}</option>
        {options(REGISTRATIONS)}
      </FilterSelect>
    </FilterBar>
  );
}
