// Move the rodeo to another lot (PUT /rodeo/{org}/{id} with lot_id: the API logs the move and
// announces both lots). Managing rodeos is for owners and admins (docs/accounts.md).
import { rodeoEditBody } from "@shared/herd-schemas";
import { useEffect } from "react";
import { toast } from "../../lib/toast";
import { errorMessage } from "../../lib/api/client";
import { useLots } from "../../data/lots";
import { useEditRodeo } from "../../data/rodeos";
import { useMessages } from "../../lib/i18n";
import type { StoreRodeo } from "../../lib/store";
import { useZodForm } from "../../lib/use-zod-form";
import { LotSelect } from "./lot-select";
import { rodeosMessages } from "./rodeos-messages";
import { toastError } from "../../lib/error-toast";

// The API's rule for the rodeo's lot ('' is no lot).
const moveBody = rodeoEditBody.pick({ lot_id: true });
const toInput = (v: { lot_id: string }) => ({ lot_id: v.lot_id ? Number(v.lot_id) : null });

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
  const lots = useLots();
  const edit = useEditRodeo();
  const current = rodeo.lot_id ? String(rodeo.lot_id) : "";
  const { handleSubmit, watch, setValue, reset, formState } = useZodForm<{ lot_id: string }, typeof moveBody>(
    moveBody,
    { lot_id: current },
    { toInput },
  );
  // A move made elsewhere (live) shows as the new current lot.
  useEffect(() => reset({ lot_id: current }), [current, reset]);
  const target = watch("lot_id");
  const unchanged = target === current;
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async ({ lot_id }) => {
    if (unchanged) return;
    try {
      const moved = await edit.mutateAsync({ orgId, rodeoId: rodeo.id, input: { lot_id: lot_id ?? null } });
      toast.success(moved.lot ? t.moved(moved.lot.name) : t.movedOut);
    } catch (err) {
      toastError(errorMessage(err, t.moveError), err);
    }
  });

  return (
    <section className="card" aria-labelledby="rodeo-move-title">
      <h2 id="rodeo-move-title">{t.moveTitle}</h2>
      {canManage ? (
        <form className="inline-form rodeo-move-form" onSubmit={submit}>
          <LotSelect label={t.moveTo} lots={lots.data ?? []} value={target} onChange={(v) => setValue("lot_id", v)} />
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
