// New supplies in a dialog: "Crear insumo…" in the forms that pick a supply (docs/first-steps.md). The load
// form of /create-stock with no existing supply offered, saved as one ASSET_BATCH; the form that opened it
// chooses the first supply loaded.
import type { SupplyBatchInput } from "@shared/supply-schemas";
import type { Supply } from "@shared/supply-types";
import { toast } from "../../lib/toast";
import { Modal } from "../../components/modal";
import { useLoadSupplyBatch } from "../../data/supplies";
import { useMessages } from "../../lib/i18n";
import { CreateSupplyForm } from "./create-supply-form";
import { createSupplyMessages } from "./create-supply-messages";
import "./supplies.css";

const NONE: Supply[] = [];

interface Props {
  onClose: () => void;
  onCreated?: (supply: Supply) => void;
  /** The form that opened it shows the created record (chosen in its picker): no toast over that form. */
  quiet?: boolean;
}

export function SupplyCreateDialog({ onClose, onCreated, quiet }: Props) {
  const t = useMessages(createSupplyMessages);
  const batch = useLoadSupplyBatch();

  async function save(body: SupplyBatchInput) {
    const saved = await batch.mutateAsync(body);
    if (!quiet) toast.success(t.saved(saved.length));
    if (saved[0]) onCreated?.(saved[0]);
    onClose();
  }

  return (
    <Modal title={t.newSupply} onClose={onClose}>
      <CreateSupplyForm supplies={NONE} onSave={save} onCancel={onClose} />
    </Modal>
  );
}
