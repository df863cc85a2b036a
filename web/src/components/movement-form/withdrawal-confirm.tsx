// A sale, slaughter (consumo) or outgoing transfer of a rodeo under meat withdrawal: the API answers
// 409 WITHDRAWAL_ACTIVE with the clearance day in Spanish; the form shows it and a button that
// sends the same record again with `acknowledge_withdrawal: true` (the log keeps the acknowledgement).
import type { MovementBodyKind } from "@shared/movement-schemas";
import { useState } from "react";
import { isApiError } from "../../lib/api/client";

export const WITHDRAWAL_ACTIVE = "WITHDRAWAL_ACTIVE";
const ACKNOWLEDGED_KINDS: ReadonlySet<MovementBodyKind> = new Set(["SELL", "CONSUMPTION", "OUTGOING_TRANSFER"]);

/** The server's message when `error` is a withdrawal refusal of a kind that may be acknowledged. */
export function withdrawalWarning(kind: MovementBodyKind, error: unknown): string | null {
  if (!ACKNOWLEDGED_KINDS.has(kind) || !isApiError(error) || error.status !== 409) return null;
  const data = error.data;
  if (!data || typeof data !== "object" || data.code !== WITHDRAWAL_ACTIVE) return null;
  return error.serverMessage ?? "El rodeo está en carencia. Confirmá para registrarlo igual.";
}

export function WithdrawalConfirm({
  message,
  onConfirm,
  onCancel,
}: {
  message: string;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="mf-withdrawal" role="alert">
      <p>{message}</p>
      <div className="action-row">
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => setBusy(false));
          }}
        >
          {busy ? "Guardando..." : "Confirmar y registrar igual"}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Revisar
        </button>
      </div>
    </div>
  );
}
