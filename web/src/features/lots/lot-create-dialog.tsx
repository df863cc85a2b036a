// A new lot in a dialog: a first step on the dashboard and "Crear lote…" in the forms that pick a lot
// (docs/first-steps.md). The lot shows in the list at once (optimistic); the dialog waits for the server's
// copy, whose id the form that opened it then chooses. A refusal keeps the dialog open (its toast says why).
import { toast } from "../../lib/toast";
import { Modal } from "../../components/modal";
import { useCreateLot } from "../../data/lots";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store";
import { LotForm, type LotFormValues } from "./lot-form";
import { lotFormMessages } from "./lot-form-messages";

interface Props {
  onClose: () => void;
  onCreated?: (lot: StoreLot) => void;
  /** The form that opened it shows the created record (chosen in its picker): no toast over that form. */
  quiet?: boolean;
}

export function LotCreateDialog({ onClose, onCreated, quiet }: Props) {
  const t = useMessages(lotFormMessages);
  const create = useCreateLot();

  async function submit(values: LotFormValues) {
    const lot = await create.mutateAsync({ ...values }).catch(() => null);
    if (!lot) return;
    if (!quiet) toast.success(t.created);
    onCreated?.(lot);
    onClose();
  }

  return (
    <Modal title={t.createTitle} onClose={onClose}>
      <LotForm submitLabel={t.create} busy={create.isPending} onSubmit={submit} onCancel={onClose} />
    </Modal>
  );
}
