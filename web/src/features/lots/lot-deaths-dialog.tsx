// Record deaths in a rodeo of the lot (POST /lot/record-deaths/{id}, a DEATH movement).
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormDialog } from "../../components/form-dialog";
import { TextField } from "../../components/text-field";
import { todayIso } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store";
import { useAction } from "../../lib/use-action";
import { recordDeaths } from "./lot-api";
import { lotDetailMessages } from "./lot-detail-messages";
import { countError, StockSourcePickers, useStockSource } from "./lot-stock-source";

interface Props {
  lot: StoreLot;
  onClose: () => void;
}

export function LotDeathsDialog({ lot, onClose }: Props) {
  const t = useMessages(lotDetailMessages);
  const stock = useStockSource(lot);
  const [count, setCount] = useState("");
  const [cause, setCause] = useState("");
  const [date, setDate] = useState(todayIso());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useAction();
  const { source } = stock;

  function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(count);
    const next: Record<string, string> = {};
    if (!source) next.category = t.pickCategory;
    const badCount = countError(t, n, source);
    if (badCount) next.count = badCount;
    setErrors(next);
    if (Object.keys(next).length || !source) return;
    void run(
      async () => {
        await recordDeaths(lot.id, {
          rodeo_id: Number(stock.rodeo),
          category_id: source.category_id,
          count: n,
          cause,
          date,
        });
        toast.success(t.deathsDone);
        onClose();
      },
      { fallback: t.deathsError },
    );
  }

  return (
    <FormDialog
      title={t.deathsTitle}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t.confirm}
      busyLabel={t.confirm}
      busy={busy}
      error={error}
    >
      <StockSourcePickers stock={stock} label={t.category} error={errors.category} />
      <div className="field-row">
        <TextField
          label={t.count}
          type="number"
          inputMode="numeric"
          min={1}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          error={errors.count}
        />
        <TextField label={t.date} type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
      </div>
      <TextField label={t.cause} value={cause} maxLength={200} onChange={(e) => setCause(e.target.value)} />
    </FormDialog>
  );
}
