// "Editar y reenviar": the refused record's own values (date, rodeo, animals, detail) to fix,
// then back to the queue under a new client id.
import type { Rodeo } from "@shared/herd-types";
import { useState } from "react";
import type { ConflictRecord } from "../../lib/offline/outbox";
import { animalsOf, countLines } from "./record-summary";

interface Props {
  conflict: ConflictRecord;
  rodeos: readonly Rodeo[];
  onResend: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}

export function ConflictEditor({ conflict, rodeos, onResend, onCancel }: Props) {
  const { body } = conflict;
  const [date, setDate] = useState(typeof body.date === "string" ? body.date : "");
  const [rodeoId, setRodeoId] = useState(body.rodeo_id == null ? "" : String(body.rodeo_id));
  const [counts, setCounts] = useState(animalsOf(body).map((a) => String(a.count)));
  const [detail, setDetail] = useState(typeof body.detail === "string" ? body.detail : "");
  // Head counts to fix; a tagging session's animals (one per tag) are not counts and stay as they were.
  const lines = countLines(body);
  const id = conflict.client_id;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const animals = lines.map((line, i) => ({ ...line, count: Number(counts[i] ?? line.count) }));
    onResend({
      ...body,
      date,
      ...(body.rodeo_id !== undefined ? { rodeo_id: Number(rodeoId) } : {}),
      ...(lines.length ? { animals } : {}),
      detail,
    });
  }

  return (
    <form className="form" onSubmit={submit} aria-label="Editar el registro">
      <div className="field">
        <label htmlFor={`${id}-date`}>Fecha</label>
        <input
          id={`${id}-date`}
          className="input"
          type="date"
          value={date}
          required
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      {body.rodeo_id !== undefined ? (
        <div className="field">
          <label htmlFor={`${id}-rodeo`}>Rodeo</label>
          <select id={`${id}-rodeo`} className="select" value={rodeoId} onChange={(e) => setRodeoId(e.target.value)}>
            {rodeos.some((r) => String(r.id) === rodeoId) ? null : <option value={rodeoId}>Rodeo {rodeoId}</option>}
            {rodeos.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {lines.map((line, i) => (
        <div className="field" key={i}>
          <label htmlFor={`${id}-count-${i}`}>Cantidad de {String(line.type ?? "animales")}</label>
          <input
            id={`${id}-count-${i}`}
            className="input"
            type="number"
            min={1}
            required
            value={counts[i] ?? ""}
            onChange={(e) => setCounts((c) => c.map((v, j) => (j === i ? e.target.value : v)))}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${id}-detail`}>Detalle</label>
        <textarea id={`${id}-detail`} className="input" value={detail} onChange={(e) => setDetail(e.target.value)} />
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary">
          Reenviar
        </button>
      </div>
    </form>
  );
}
