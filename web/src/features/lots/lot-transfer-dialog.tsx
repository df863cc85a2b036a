// Transfer between categories inside a rodeo of the lot (POST /lot/animal/transfer, recorded as a
// recategorization): 'Transferencia completada exitosamente' / 'Error al transferir animales'.
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Modal } from "../../components/modal";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/api/client";
import { useCategoryList } from "../../lib/herd/caches";
import { formatInt } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store";
import { transferAnimals } from "./lot-api";
import { lotDetailMessages } from "./lot-detail-messages";
import { RodeoPicker, rowsOfRodeo, SelectField, StockCategoryPicker } from "./lot-pickers";

interface Props {
  lot: StoreLot;
  orgId: number;
  onClose: () => void;
}

export function LotTransferDialog({ lot, orgId, onClose }: Props) {
  const t = useMessages(lotDetailMessages);
  const categories = useCategoryList();
  const [rodeo, setRodeo] = useState(String(lot.rodeos?.[0]?.id ?? ""));
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [count, setCount] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const rows = rowsOfRodeo(lot, Number(rodeo));
  const source = rows.find((r) => String(r.category_id) === from);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(count);
    const next: Record<string, string> = {};
    if (!source) next.from = t.pickCategory;
    if (!to) next.to = t.pickCategory;
    else if (to === from) next.to = t.sameCategory;
    if (!Number.isInteger(n) || n <= 0) next.count = t.countRequired;
    else if (source && n > source.count) next.count = t.tooMany(formatInt(source.count));
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setFormError(null);
    try {
      await transferAnimals(lot.id, orgId, {
        rodeo_id: Number(rodeo),
        from_category: Number(from),
        to_category: Number(to),
        count: n,
      });
      toast.success(t.transferDone);
      onClose();
    } catch (err) {
      const message = errorMessage(err, t.transferError);
      setFormError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t.transfer} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {(lot.rodeos ?? []).length > 1 ? (
          <RodeoPicker
            lot={lot}
            value={rodeo}
            onChange={(v) => {
              setRodeo(v);
              setFrom("");
            }}
          />
        ) : null}
        <StockCategoryPicker label={t.fromCategory} rows={rows} value={from} onChange={setFrom} error={errors.from} />
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
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
