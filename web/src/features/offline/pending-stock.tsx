// The stock a rancher sees while records wait for the signal: the counts on screen are the
// server's, and this note lists, per rodeo and category, the change still on its way
// ("Rodeo Norte · Ternero +1"), so nobody counts a birth twice or misses a death.
import type { Rodeo } from "@shared/herd-types";
import { usePendingRecords } from "../../lib/offline/outbox-state";
import { summarize } from "./record-summary";
import "./offline.css";

/** Signed head change per rodeo and category of the waiting records. */
export function pendingChanges(records: Parameters<typeof summarize>[0][]): Map<string, number> {
  const changes = new Map<string, number>();
  for (const record of records) {
    const s = summarize(record);
    if (!s.sign || s.rodeoId === null) continue;
    for (const a of s.animals) {
      const key = `${s.rodeoId}|${a.type}`;
      changes.set(key, (changes.get(key) ?? 0) + s.sign * a.count);
    }
  }
  return changes;
}

export function PendingStock({ orgId, rodeos }: { orgId: number | null; rodeos: readonly Rodeo[] }) {
  const pending = usePendingRecords(orgId);
  const changes = [...pendingChanges(pending)].filter(([, n]) => n !== 0);
  if (pending.length === 0) return null;
  const names = new Map(rodeos.map((r) => [r.id, r.name]));
  return (
    <section className="card pending-stock" aria-label="Cambios de stock pendientes">
      <p>
        <span className="badge badge-earth">Pendiente de sincronizar</span> {pending.length}{" "}
        {pending.length === 1 ? "registro espera" : "registros esperan"} la señal. Los números de arriba todavía no los
        incluyen:
      </p>
      {changes.length ? (
        <ul className="pending-list">
          {changes.map(([key, n]) => {
            const [rodeoId, type] = key.split("|") as [string, string];
            return (
              <li key={key}>
                {names.get(Number(rodeoId)) ?? `Rodeo ${rodeoId}`} · {type} {n > 0 ? `+${n}` : `−${-n}`} (pendiente)
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
