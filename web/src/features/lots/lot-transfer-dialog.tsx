// Transfer between categories inside a rodeo of the lot (POST /lot/animal/transfer, recorded as a
// recategorization): 'Transferencia completada exitosamente' / 'Error al transferir animales'.
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormDialog } from "../../components/form-dialog";
import { TextField } from "../../components/text-field";
import { useCategoryList } from "../../lib/herd/caches";
import { formatInt } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store";
import { useAction } from "../../lib/use-action";
import { transferAnimals } from "./lot-api";
import { lotDetailMessages } from "./lot-detail-messages";
import { SelectField } from "./lot-pickers";
import { countError, StockSourcePickers, useStockSource } from "./lot-stock-source";

interface Props {
  lot: StoreLot;
  orgId: number;
  onClose: () => void;
}

export function LotTransferDialog({ lot, orgId, onClose }: Props) {
  const t = useMessages(lotDetailMessages);
  const categories = useCategoryList();
  const stock = useStockSource(lot);
  const { category: from, source } = stock;
  const [to, setTo] = useState("");
  const [count, setCount] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useAction();

  function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(count);
    const next: Record<string, string> = {};
    if (!source) next.from = t.pickCategory;
    if (!to) next.to = t.pickCategory;
    else if (to === from) next.to = t.sameCategory;
    const badCount = countError(t, n, source);
    if (badCount) next.count = badCount;
    setErrors(next);
    if (Object.keys(next).length) return;
    void run(
      async () => {
        await transferAnimals(lot.id, orgId, {
          rodeo_id: Number(stock.rodeo),
          from_category: Number(from),
          to_category: Number(to),
          count: n,
        });
        toast.success(t.transferDone);
        onClose();
      },
      { fallback: t.transferError, toastError: true },
    );
  }

  return (
    <FormDialog
      title={t.transfer}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t.confirm}
      busyLabel={t.confirm}
      busy={busy}
      error={error}
    >
      <StockSourcePickers stock={stock} label={t.fromCategory} error={errors.from} />
      <SelectField
        label={t.toCategory}
        value={to}
        onChange={setTo}
        placeholder={t.pickCategory}
        error={errors.to}
        options={categories.items
          .filter((c) => String(c.id) !== from)
          .map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <TextField
        label={t.count}
        type="number"
        inputMode="numeric"
        min={1}
        max={source?.count}
        value={count}
        onChange={(e) => setCount(e.target.value)}
        error={errors.count}
        hint={source ? t.available(formatInt(source.count)) : undefined}
      />
    </FormDialog>
  );
}
