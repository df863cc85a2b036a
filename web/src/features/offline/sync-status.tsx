// The shell's sync status (issue #16): online or offline, records waiting, conflicts, the last
// successful sync and "Reintentar ahora". It also starts the sync engine's triggers once.
import { useEffect } from "react";
import { formatRecent, formatTime } from "../../lib/dates";
import { Link } from "react-router-dom";
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
  const { online, pending, conflicts, lastSync, syncing } = useOutboxState();
  useEffect(() => startOutboxSync(), []);
  const waiting = pending.length;
  const summary = [
    online ? "En línea" : "Sin conexión",
    waiting ? `${waiting} ${waiting === 1 ? "registro pendiente" : "registros pendientes"}` : null,
    conflicts.length ? `${conflicts.length} ${conflicts.length === 1 ? "conflicto" : "conflictos"}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <div className={online ? "sync-status" : "sync-status is-offline"}>
      <Link
        to={paths.sync}
        className="sync-link"
        role="status"
        aria-live="polite"
        aria-label={`Sincronización: ${summary}`}
      >
        <span className="sync-dot" aria-hidden="true" />
        {/* On a phone only "Sin señal" shows in words; online is the green dot alone. */}
        <span className={online ? "sync-online-text" : undefined}>{online ? "En línea" : "Sin señal"}</span>
        {waiting || conflicts.length ? (
          <span>
            {" "}
            {waiting ? `${waiting} pend.` : null}
            {conflicts.length ? ` ${conflicts.length} confl.` : null}
          </span>
        ) : null}
      </Link>
      <span className="sync-last muted">Última sincronización: {syncTimeText(lastSync)}</span>
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
