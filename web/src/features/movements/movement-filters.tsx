// The log's filter bar: type (grouped as the record picker), rodeo, lot and a date range.
import type { Lot, Rodeo } from "@shared/herd-types";
import { MOVEMENT_TYPES, movementLabel, type MovementType } from "@shared/movement-types";
import { useState } from "react";
import { FilterDates, FilterSelect } from "../../components/filter-bar";
import { MOVEMENT_GROUPS } from "../../components/movement-form";
import { NamedOptions } from "../../components/named-options";
import { useMessages } from "../../lib/i18n";
import type { MovementFilters } from "./movement-filters-state";
import { hasFilters } from "./movement-filters-state";
import { movementsMessages } from "./movements-messages";

interface Props {
  filters: MovementFilters;
  rodeos: readonly Rodeo[];
  lots: readonly Lot[];
  onChange: (name: keyof MovementFilters, value: string | number | null) => void;
  onClear: () => void;
}

const grouped = new Set<string>(MOVEMENT_GROUPS.flatMap((g) => g.types));
const others = MOVEMENT_TYPES.filter((t) => !grouped.has(t));

function TypeOptions({ types }: { types: readonly MovementType[] }) {
  return types.map((type) => (
    <option key={type} value={type}>
      {movementLabel(type)}
    </option>
  ));
}

export function MovementFiltersBar({ filters, rodeos, lots, onChange, onClear }: Props) {
  const t = useMessages(movementsMessages);
  const pick = (name: "rodeo" | "lot") => (v: string) => onChange(name, v ? Number(v) : null);
  const active = [filters.type, filters.rodeo, filters.lot, filters.from || filters.to].filter(Boolean).length;
  // Folded on a phone unless a filter is on; always open on a wider screen.
  const [open, setOpen] = useState(
    () => active > 0 || (typeof window !== "undefined" && window.matchMedia?.("(min-width: 720px)").matches),
  );
  return (
    <details className="mv-filters-box" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="mv-filters-summary">
        {t.filters}
        {active ? <span className="badge">{active}</span> : null}
      </summary>
      <form className="mv-filters" role="search" aria-label={t.filters} onSubmit={(e) => e.preventDefault()}>
        <FilterSelect
          id="mv-type"
          label={t.type}
          value={filters.type ?? ""}
          onValue={(v) => onChange("type", v || null)}
        >
          <option value="">{t.allTypes}</option>
          {MOVEMENT_GROUPS.map((g) => (
            <optgroup key={g.id} label={g.label}>
              <TypeOptions types={g.types} />
            </optgroup>
          ))}
          <optgroup label={t.otherTypes}>
            <TypeOptions types={others} />
          </optgroup>
        </FilterSelect>
        <FilterSelect id="mv-rodeo" label={t.rodeo} value={filters.rodeo ?? ""} onValue={pick("rodeo")}>
          <NamedOptions items={rodeos} empty={t.allRodeos} />
        </FilterSelect>
        <FilterSelect id="mv-lot" label={t.lot} value={filters.lot ?? ""} onValue={pick("lot")}>
          <NamedOptions items={lots.filter((l) => l.id > 0)} empty={t.allLots} />
        </FilterSelect>
        <div className="mv-dates">
          <FilterDates
            idPrefix="mv"
            texts={t}
            from={filters.from ?? ""}
            to={filters.to ?? ""}
            onFrom={(v) => onChange("from", v || null)}
            onTo={(v) => onChange("to", v || null)}
            bounded
          />
        </div>
        {hasFilters(filters) ? (
          <button type="button" className="btn btn-ghost btn-sm mv-clear" onClick={onClear}>
            {t.clear}
          </button>
        ) : null}
      </form>
    </details>
  );
}
