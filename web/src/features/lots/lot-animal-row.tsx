// One stock row of a lot (a category in a rodeo): edit its count (the shared lotAnimalUpdateBody's
// rule), or delete it (set to zero).
import { lotAnimalUpdateBody } from "@shared/herd-schemas";
import type { LotAnimal } from "@shared/herd-types";
import { useEffect } from "react";
import { toast } from "../../lib/toast";
import { useConfirm } from "../../components/confirm-dialog";
import { useDeleteAnimalRow, useUpdateAnimalCount } from "../../data/lots";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { lotDetailMessages } from "./lot-detail-messages";
import { numberOrMissing } from "./lot-stock-source";
import { toastError } from "../../lib/error-toast";

interface Props {
  row: LotAnimal;
  lotId: number;
  orgId: number;
}

const countBody = lotAnimalUpdateBody.pick({ count: true });
const toInput = (v: { count: string }) => ({ count: numberOrMissing(v.count) });

export function LotAnimalRow({ row, lotId, orgId }: Props) {
  const t = useMessages(lotDetailMessages);
  const updateCount = useUpdateAnimalCount();
  const deleteRow = useDeleteAnimalRow();
  const deletion = useConfirm();
  const { handleSubmit, register, reset, watch, formState } = useZodForm<{ count: string }, typeof countBody>(
    countBody,
    { count: String(row.count) },
    { toInput },
  );
  // A live change of the count replaces the draft.
  useEffect(() => reset({ count: String(row.count) }), [row.count, reset]);
  // Checked as the user types: the input reads invalid and the button stays off until it saves something.
  const draft = countBody.safeParse(toInput({ count: watch("count") }));
  const valid = draft.success;
  const changed = valid && draft.data.count !== row.count;
  const busy = formState.isSubmitting;

  const save = handleSubmit(async ({ count }) => {
    if (count === row.count) return;
    try {
      await updateCount.mutateAsync({ orgId, lotId, rowId: row.id, count });
      toast.success(t.countSaved);
    } catch (e) {
      toastError(errorMessage(e, t.countError), e);
    }
  });

  return (
    <tr>
      <th scope="row">{row.category}</th>
      <td>{row.rodeo}</td>
      <td className="num">
        <form className="inline-form" onSubmit={save}>
          <input
            className="input count-input"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-label={t.countOf(row.category, row.rodeo)}
            aria-invalid={!valid || undefined}
            {...register("count")}
          />
          <button type="submit" className="btn btn-secondary btn-sm" disabled={!changed || busy}>
            {t.saveCount}
          </button>
        </form>
      </td>
      <td>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => deletion.open()}
          aria-label={t.deleteRow(`${row.category} (${row.rodeo})`)}
        >
          {t.deleteRowTitle}
        </button>
        {deletion.render(() => ({
          title: t.deleteRowTitle,
          confirmLabel: t.confirm,
          text: t.deleteRowText(row.count, row.category, row.rodeo),
          onConfirm: () =>
            deletion.run(
              deleteRow.mutateAsync({ orgId, lotId, rowId: row.id, category: row.category }),
              t.animalDeleted,
              t.animalDeleteError,
            ),
        }))}
      </td>
    </tr>
  );
}
