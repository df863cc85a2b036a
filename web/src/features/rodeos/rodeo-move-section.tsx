// Move the rodeo to another lot (PUT /rodeo/{org}/{id} with lot_id: the API logs the move and
// announces both lots). Managing rodeos is for owners and admins (DESIGN.md §3).
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api/client";
import { useLotList } from "../../lib/herd/caches";
import { useMessages } from "../../lib/i18n";
import type { StoreRodeo } from "../../lib/store";
import { LotSelect } from "./lot-select";
import { editRodeo } from "./rodeo-api";
import { rodeosMessages } from "./rodeos-messages";

export function RodeoMoveSection({
  orgId,
  rodeo,
  canManage,
}: {
  orgId: number;
  rodeo: StoreRodeo;
  canManage: boolean;
}) {
  const t = useMessages(rodeosMessages);
  const lots = useLotList();
  const [target, setTarget] = useState(rodeo.lot_id ? String(rodeo.lot_id) : "");
  const [busy, setBusy] = useState(false);
  const [seenLot, setSeenLot] = useState(rodeo.lot_id);
  if (seenLot !== rodeo.lot_id) {
    setSeenLot(rodeo.lot_id);
    setTarget(rodeo.lot_id ? String(rodeo.lot_id) : "");
  }
  const unchanged = (target ? Number(target) : null) === rodeo.lot_id;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (unchanged) return;
    setBusy(true);
    try {
      const moved = await editRodeo(orgId, rodeo.id, { lot_id: target ? Number(target) : null });
      toast.success(moved.lot ? t.moved(moved.lot.name) : t.movedOut);
    } catch (err) {
      toast.error(errorMessage(err, t.moveError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="rodeo-move-title">
      <h2 id="rodeo-move-title">{t.moveTitle}</h2>
      {canManage ? (
        <form className="inline-form rodeo-move-form" onSubmit={submit}>
          <LotSelect label={t.moveTo} lots={lots.items} value={target} onChange={setTarget} />
          <button type="submit" className="btn btn-primary" disabled={busy || unchanged}>
            {t.move}
          </button>
        </form>
      ) : (
        <p className="muted">{t.moveOnlyManagers}</p>
      )}
    </section>
  );
}
