// The lots without a boundary, under the map (docs/map.md): they cannot be tapped on it, so each opens its
// card from here.
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store/types";
import { mapMessages } from "./map-messages";

export function UndrawnLots({ lots, onOpen }: { lots: readonly StoreLot[]; onOpen: (lotId: number) => void }) {
  const t = useMessages(mapMessages);
  if (lots.length === 0) return null;
  return (
    <section className="card map-undrawn" aria-labelledby="map-undrawn-title">
      <h2 id="map-undrawn-title">{t.undrawnTitle}</h2>
      <p className="muted">{t.undrawnText}</p>
      <ul>
        {lots.map((lot) => (
          <li key={lot.id}>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onOpen(lot.id)}>
              {lot.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
