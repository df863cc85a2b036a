// Records saved without signal, shown at once at the top of the log with a "Pendiente de
// sincronizar" badge until the server has them (docs/offline.md).
import type { Rodeo } from "@shared/herd-types";
import { Link } from "react-router-dom";
import { usePendingRecords } from "../../lib/offline/outbox-state";
import { paths } from "../../lib/paths";
import { animalsText, dayText, summarize } from "./record-summary";
import "./offline.css";

export const PENDING_BADGE = "Pendiente de sincronizar";

export function PendingRecords({ orgId, rodeos }: { orgId: number | null; rodeos: readonly Rodeo[] }) {
  const pending = usePendingRecords(orgId);
  if (pending.length === 0) return null;
  const names = new Map(rodeos.map((r) => [r.id, r.name]));
  return (
    <section className="card pending-records" aria-label="Registros pendientes de sincronizar">
      <ul className="pending-list">
        {pending.map((record) => {
          const s = summarize(record);
          return (
            <li key={record.client_id} className="pending-item">
              <span className="badge badge-earth">{PENDING_BADGE}</span>
              <strong>{s.label}</strong>
              <span className="muted">
                {[
                  dayText(s.date),
                  s.rodeoId ? (names.get(s.rodeoId) ?? `Rodeo ${s.rodeoId}`) : null,
                  animalsText(s.animals),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </li>
          );
        })}
      </ul>
      <Link to={paths.sync} className="pending-link">
        Ver sincronización
      </Link>
    </section>
  );
}
