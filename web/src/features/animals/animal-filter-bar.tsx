// The Animales filters: the search box (any part of the number, or the last 4 to 6 digits) and the selects.
// The typed search reaches the URL after a short pause, so each pause asks the server once.
import { ANIMAL_SEXES, ANIMAL_STATES, REGISTRATIONS } from "@shared/animal-values";
import { useEffect, useState } from "react";
import { FilterBar, FilterSearch, FilterSelect } from "../../components/filter-bar";
import { NamedOptions, ValueOptions } from "../../components/named-options";
import { useRodeos } from "../../data/rodeos";
import type { AnimalFilters } from "../../data/api/animals-api";
import { useMessages } from "../../lib/i18n";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { animalsMessages, animalValueMessages } from "./animals-messages";
import { CategoryOptions } from "./flow-parts";

const SEARCH_PAUSE_MS = 300;

interface Props {
  filters: AnimalFilters;
  onChange: (next: Partial<AnimalFilters>) => void;
}

export function AnimalFilterBar({ filters, onChange }: Props) {
  const t = useMessages(animalsMessages);
  const v = useMessages(animalValueMessages);
  const rodeos = useRodeos().data ?? [];
  const [typed, setTyped] = useState(filters.q);
  const settled = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  useEffect(() => {
    if (settled.trim() !== filters.q.trim()) onChange({ q: settled.trim() });
    // Only a settled change of the box moves the URL (a URL change does not echo back).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  /** The selects over the API's fixed values: the filter, its values and the "all" choice. */
  const valueFilters = [
    { key: "sex", values: ANIMAL_SEXES, label: t.sex, all: t.allSexes },
    { key: "state", values: ANIMAL_STATES, label: t.state, all: t.allStates },
    { key: "registration", values: REGISTRATIONS, label: t.registration, all: t.allRegistrations },
  ] as const;

  return (
    <FilterBar className="filter-grid animal-filters">
      <FilterSearch id="animals-q" texts={t} value={typed} onValue={setTyped} inputMode="search" />
      <FilterSelect
        id="animals-rodeo"
        label={t.rodeo}
        value={filters.rodeo_id}
        onValue={(x) => onChange({ rodeo_id: x })}
      >
        <NamedOptions items={rodeos} empty={t.allRodeos} />
      </FilterSelect>
      <FilterSelect
        id="animals-category"
        label={t.category}
        value={filters.category}
        onValue={(x) => onChange({ category: x })}
      >
        <CategoryOptions empty={t.allCategories} />
      </FilterSelect>
      {valueFilters.map(({ key, values, label, all }) => (
        <FilterSelect
          key={key}
          id={`animals-${key}`}
          label={label}
          value={filters[key]}
          onValue={(x) => onChange({ [key]: x })}
        >
          <option value="">{all}</option>
          <ValueOptions values={values} label={(value) => v[value]} />
        </FilterSelect>
      ))}
    </FilterBar>
  );
}
