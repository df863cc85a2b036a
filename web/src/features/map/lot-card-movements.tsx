// The last movements of the lot tapped on the map (docs/map.md): its rodeos' and its own (rain, deaths), each
// linked to its record. Three lines keep their place while they load; without signal and no copy, a short note.
import { movementEntryLabel } from "@shared/movement-types";
import { Link } from "react-router-dom";
import { LOT_LAST_MOVEMENTS, useLotLastMovements } from "../../data/movements";
import { formatDay } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { mapMessages } from "./map-messages";

export function LotCardMovements({ lotId }: { lotId: number }) {
  const t = useMessages(mapMessages);
  const query = useLotLastMovements(lotId);
  const movements = query.data;
  return (
    <div className="map-card-movements">
      <h3>{t.lastMovements}</h3>
      {movements ? (
        movements.length ? (
          <ul>
            {movements.map((m) => (
              <li key={m.id}>
                <Link to={paths.movementDetail.to(m.id)}>{`${formatDay(m.date)} · ${movementEntryLabel(m)}`}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t.noMovements}</p>
        )
      ) : query.isError ? (
        <p className="muted">{t.movementsUnavailable}</p>
      ) : (
        <ul aria-busy="true" aria-label={t.loadingMovements}>
          {Array.from({ length: LOT_LAST_MOVEMENTS }, (_, i) => (
            <li key={i} className="map-card-movement-placeholder" />
          ))}
        </ul>
      )}
    </div>
  );
}
