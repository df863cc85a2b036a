// Sincronización (/sync, docs/offline.md): the records waiting for the signal and the Conflictos the
// server refused, each with its reason and original values, to edit and resend or to discard.
import type { Rodeo } from "@shared/herd-types";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { EmptyState } from "../../components/empty-state";
import { PageFrame } from "../../components/page-frame";
import { useLastReceived } from "../../lib/api/last-received";
import { discardConflict, requeueConflict, type ConflictRecord } from "../../lib/offline/outbox";
import { useOutboxState } from "../../lib/offline/outbox-state";
import { syncOutbox } from "../../lib/offline/outbox-sync";
import { useRodeos } from "../../data/rodeos";
import { ConflictEditor } from "./conflict-editor";
import { animalsText, dayText, summarize } from "./record-summary";
import { PENDING_BADGE } from "./pending-records";
import { syncTimeText } from "./sync-status";
import "./offline.css";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];

function Values({ record, rodeos }: { record: Parameters<typeof summarize>[0]; rodeos: readonly Rodeo[] }) {
  const s = summarize(record);
  const rodeo = s.rodeoId ? (rodeos.find((r) => r.id === s.rodeoId)?.name ?? `Rodeo ${s.rodeoId}`) : "—";
  return (
    <dl className="sync-values">
      <dt>Tipo</dt>
      <dd>{s.label}</dd>
      <dt>Fecha</dt>
      <dd>{dayText(s.date) || "—"}</dd>
      <dt>Rodeo</dt>
      <dd>{rodeo}</dd>
      <dt>Animales</dt>
      <dd>{animalsText(s.animals)}</dd>
    </dl>
  );
}

function ConflictCard({ conflict, rodeos }: { conflict: ConflictRecord; rodeos: readonly Rodeo[] }) {
  const [mode, setMode] = useState<"view" | "edit" | "confirm">("view");
  const resend = async (body: Record<string, unknown>) => {
    await requeueConflict(conflict.client_id, body);
    toast.success("Registro reenviado a la cola");
    void syncOutbox();
  };
  const discard = async () => {
    await discardConflict(conflict.client_id);
    toast.success("Registro descartado");
  };
  return (
    <li className="card sync-card">
      <p className="form-error" role="alert">
        {conflict.message}
        {conflict.code ? ` (${conflict.code})` : ""}
      </p>
      <Values record={conflict} rodeos={rodeos} />
      {mode === "edit" ? (
        <ConflictEditor
          conflict={conflict}
          rodeos={rodeos}
          onResend={(b) => void resend(b)}
          onCancel={() => setMode("view")}
        />
      ) : mode === "confirm" ? (
        <div className="sync-actions" role="group" aria-label="Confirmar descarte">
          <p>¿Descartar este registro? No se enviará al servidor y no se puede deshacer.</p>
          <button type="button" className="btn btn-danger" onClick={() => void discard()}>
            Sí, descartar
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setMode("view")}>
            Cancelar
          </button>
        </div>
      ) : (
        <div className="sync-actions">
          <button type="button" className="btn btn-primary" onClick={() => setMode("edit")}>
            Editar y reenviar
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setMode("confirm")}>
            Descartar
          </button>
        </div>
      )}
    </li>
  );
}

export default function SyncPage() {
  const { online, pending, conflicts, syncing } = useOutboxState();
  const lastSync = useLastReceived();
  const rodeos = useRodeos().data ?? NONE;
  return (
    <PageFrame
      title="Sincronización"
      description={`${online ? "En línea" : "Sin conexión"}. Última sincronización: ${syncTimeText(lastSync)}.`}
      actions={
        <button
          type="button"
          className="btn btn-primary"
          disabled={!online || syncing || !pending.length}
          onClick={() => void syncOutbox()}
        >
          {syncing ? "Enviando…" : "Reintentar ahora"}
        </button>
      }
    >
      <section className="sync-section" aria-labelledby="sync-conflicts">
        <h2 id="sync-conflicts">Conflictos</h2>
        {conflicts.length ? (
          <ul className="pending-list">
            {conflicts.map((c) => (
              <ConflictCard key={c.client_id} conflict={c} rodeos={rodeos} />
            ))}
          </ul>
        ) : (
          <p className="muted">No hay conflictos: el servidor aceptó todo lo enviado.</p>
        )}
      </section>
      <section className="sync-section" aria-labelledby="sync-pending">
        <h2 id="sync-pending">Esperando señal</h2>
        {pending.length ? (
          <ul className="pending-list">
            {pending.map((r) => (
              <li key={r.client_id} className="card sync-card">
                <span className="badge badge-earth">{PENDING_BADGE}</span>
                <Values record={r} rodeos={rodeos} />
                {r.attempts ? (
                  <p className="muted">
                    {r.attempts} {r.attempts === 1 ? "intento" : "intentos"}: {r.last_error}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon="check" title="Nada pendiente" description="Todos los registros llegaron al servidor." />
        )}
      </section>
    </PageFrame>
  );
}
