// The shell's sync status: online or offline, records waiting, conflicts, when data last came
// from the server and "Reintentar ahora". It also starts the sync engine's triggers once.
import { useEffect } from "react";
import { formatRecent, formatTime } from "../../lib/dates";
import { Link } from "react-router-dom";
import { useLastReceived } from "../../lib/api/last-received";
import { useOutboxState } from "../../lib/offline/outbox-state";
import { syncOutbox } from "../../lib/offline/outbox-sync";
import { startOutboxSync } from "../../lib/offline/outbox-triggers";
import { paths } from "../../lib/paths";
import "./offline.css";

/** "14:05" today, "23/11 14:05" before. */
export function syncTimeText(iso: string | null, now: Date = new Date()): string {
  if (!iso) return "nunca";
  const recent = formatRecent(iso, now);
  const time = formatTime(iso);
  return recent === time ? time : `${recent} ${time}`;
}

export function SyncStatus() {
  const { online, pending, conflicts, syncing } = useOutboxState();
  const lastSync = useLastReceived();
  useEffect(() => startOutboxSync(), []);
  const waiting = pending.length;
  // The queue in words for the live region; the link shows it short ("2 pend.").
  const queue = [
    waiting ? `${waiting} ${waiting === 1 ? "registro pendiente" : "registros pendientes"}` : null,
    conflicts.length ? `${conflicts.length} ${conflicts.length === 1 ? "conflicto" : "conflictos"}` : null,
  ].filter(Boolean);
  const summary = [online ? "En línea" : "Sin conexión", ...queue].join(", ");
  return (
    <div className={online ? "sync-status" : "sync-status is-offline"}>
      {/* A link is no live region: its name is its own text (what it is, then what it shows). The
          status after it, named with the whole state, announces the queue's changes; the offline
          notice announces the connection. */}
      <Link to={paths.sync} className="sync-link">
        <span className="sync-dot" aria-hidden="true" />
        <span className="visually-hidden">Sincronización: </span>
        {/* On a phone only "Sin señal" shows in words; online is the green dot alone. */}
        <span className={online ? "phone-visually-hidden" : undefined}>{online ? "En línea" : "Sin señal"}</span>
        {waiting || conflicts.length ? (
          <span>
            {" "}
            {waiting ? `${waiting} pend.` : null}
            {conflicts.length ? ` ${conflicts.length} confl.` : null}
          </span>
        ) : null}
      </Link>
      <span className="visually-hidden" role="status" aria-label={`Sincronización: ${summary}`}>
        {queue.join(", ")}
      </span>
      <span className="phone-visually-hidden muted">Última sincronización: {syncTimeText(lastSync)}</span>
      {waiting ? (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!online || syncing}
          onClick={() => void syncOutbox()}
        >
          {syncing ? "Enviando…" : "Reintentar ahora"}
        </button>
      ) : null}
    </div>
  );
}
