// The log's filter bar: type (grouped as the record picker), rodeo, lot and a date range.
import type { Lot, Rodeo } from "@shared/herd-types";
import { MOVEMENT_TYPES, movementLabel } from "@shared/movement-types";
import { useState } from "react";
import { MOVEMENT_GROUPS } from "../../components/movement-form";
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

export function MovementFiltersBar({ filters, rodeos, lots, onChange, onClear }: Props) {
  const t = useMessages(movementsMessages);
  const number = (v: string) => (v ? Number(v) : null);
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
        <div className="field">
          <label htmlFor="mv-type">{t.type}</label>
          <select
            id="mv-type"
            className="select"
            value={filters.type ?? ""}
            onChange={(e) => onChange("type", e.target.value || null)}
          >
            <option value="">{t.allTypes}</option>
            {MOVEMENT_GROUPS.map((g) => (
              <optgroup key={g.id} label={g.label}>
                {g.types.map((type) => (
                  <option key={type} value={type}>
                    {movementLabel(type)}
                  </option>
                ))}
              </optgroup>
            ))}
            <optgroup label={t.otherTypes}>
              {others.map((type) => (
                <option key={type} value={type}>
                  {movementLabel(type)}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="field">
          <label htmlFor="mv-rodeo">{t.rodeo}</label>
          <select
            id="mv-rodeo"
            className="select"
            value={filters.rodeo ?? ""}
            onChange={(e) => onChange("rodeo", number(e.target.value))}
          >
            <option value="">{t.allRodeos}</option>
            {rodeos.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="mv-lot">{t.lot}</label>
          <select
            id="mv-lot"
            className="select"
            value={filters.lot ?? ""}
            onChange={(e) => onChange("lot", number(e.target.value))}
          >
            <option value="">{t.allLots}</option>
            {lots
              .filter((l) => l.id > 0)
              .map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
          </select>
        </div>
        <div className="mv-dates">
          <div className="field">
            <label htmlFor="mv-from">{t.from}</label>
            <input
              id="mv-from"
              className="input"
              type="date"
              value={filters.from ?? ""}
              max={filters.to ?? undefined}
              onChange={(e) => onChange("from", e.target.value || null)}
            />
          </div>
          <div className="field">
            <label htmlFor="mv-to">{t.to}</label>
            <input
              id="mv-to"
              className="input"
              type="date"
              value={filters.to ?? ""}
              min={filters.from ?? undefined}
              onChange={(e) => onChange("to", e.target.value || null)}
            />
          </div>
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
