// "Registrar movimiento": every recordable type, grouped (Hacienda, Sanidad, Reproducción, Clima,
// Insumos), as large buttons that are easy to hit on a phone.
import { movementLabel, type MovementType } from "@shared/movement-types";
import { MOVEMENT_GROUPS } from "./movement-groups";

export function TypePicker({ only, onPick }: { only?: readonly MovementType[]; onPick: (type: MovementType) => void }) {
  const groups = MOVEMENT_GROUPS.map((g) => ({
    ...g,
    types: only?.length ? g.types.filter((t) => only.includes(t)) : g.types,
  })).filter((g) => g.types.length > 0);
  return (
    <div className="mf-picker">
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={`mf-group-${g.id}`}>
          <h3 id={`mf-group-${g.id}`} className="mf-group-title">
            {g.label}
          </h3>
          <ul className="mf-type-list">
            {g.types.map((type) => (
              <li key={type}>
                <button type="button" className="mf-type" onClick={() => onPick(type)}>
                  {movementLabel(type)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
