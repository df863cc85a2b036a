// One stock row of a lot (a category in a rodeo): edit its count, or delete it (set to zero).
import type { LotAnimal } from "@shared/herd-types";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { errorMessage } from "../../lib/api/client";
import { formatInt } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { deleteAnimalRow, updateAnimalCount } from "./lot-api";
import { lotDetailMessages } from "./lot-detail-messages";

interface Props {
  row: LotAnimal;
  lotId: number;
  orgId: number;
}

export function LotAnimalRow({ row, lotId, orgId }: Props) {
  const t = useMessages(lotDetailMessages);
  const [draft, setDraft] = useState(String(row.count));
  const [seen, setSeen] = useState(row.count);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A live change of the count replaces the draft unless the user is typing a different one.
  if (seen !== row.count) {
    setSeen(row.count);
    setDraft(String(row.count));
  }
  const value = Number(draft);
  const valid = draft.trim() !== "" && Number.isInteger(value) && value >= 0 && value <= 1_000_000;
  const changed = valid && value !== row.count;

  async function save() {
    if (!changed) return;
    setBusy(true);
    try {
      await updateAnimalCount(lotId, row.id, orgId, value);
      toast.success(t.countSaved);
    } catch (e) {
      toast.error(errorMessage(e, t.countError));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    try {
      await deleteAnimalRow(lotId, row.id, orgId, row.category);
      toast.success(t.animalDeleted);
      setConfirming(false);
    } catch (e) {
      toast.error(errorMessage(e, t.animalDeleteError));
    }
  }

  return (
    <tr>
      <th scope="row">{row.category}</th>
      <td>{row.rodeo}</td>
      <td className="num">
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <input
            className="input count-input"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft}
            aria-label={t.countOf(row.category, row.rodeo)}
            aria-invalid={!valid || undefined}
            onChange={(e) => setDraft(e.target.value)}
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
          onClick={() => setConfirming(true)}
          aria-label={t.deleteRow(`${row.category} (${row.rodeo})`)}
        >
          {t.deleteRowTitle}
        </button>
        {confirming ? (
          <ConfirmDialog
            title={t.deleteRowTitle}
            confirmLabel={t.confirm}
            cancelLabel={t.cancel}
            onConfirm={remove}
            onClose={() => setConfirming(false)}
          >
            <p>{t.deleteRowText(formatInt(row.count), row.category, row.rodeo)}</p>
          </ConfirmDialog>
        ) : null}
      </td>
    </tr>
  );
}
