// Record deaths in a rodeo of the lot (POST /lot/record-deaths/{id}, a DEATH movement).
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Modal } from "../../components/modal";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/api/client";
import { todayIso } from "../../lib/herd/days";
import { formatInt } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store";
import { recordDeaths } from "./lot-api";
import { lotDetailMessages } from "./lot-detail-messages";
import { RodeoPicker, rowsOfRodeo, StockCategoryPicker } from "./lot-pickers";

interface Props {
  lot: StoreLot;
  onClose: () => void;
}

export function LotDeathsDialog({ lot, onClose }: Props) {
  const t = useMessages(lotDetailMessages);
  const [rodeo, setRodeo] = useState(String(lot.rodeos?.[0]?.id ?? ""));
  const [category, setCategory] = useState("");
  const [count, setCount] = useState("");
  const [cause, setCause] = useState("");
  const [date, setDate] = useState(todayIso());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const rows = rowsOfRodeo(lot, Number(rodeo));
  const source = rows.find((r) => String(r.category_id) === category);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(count);
    const next: Record<string, string> = {};
    if (!source) next.category = t.pickCategory;
    if (!Number.isInteger(n) || n <= 0) next.count = t.countRequired;
    else if (source && n > source.count) next.count = t.tooMany(formatInt(source.count));
    setErrors(next);
    if (Object.keys(next).length || !source) return;
    setBusy(true);
    setFormError(null);
    try {
      await recordDeaths(lot.id, { rodeo_id: Number(rodeo), category_id: source.category_id, count: n, cause, date });
      toast.success(t.deathsDone);
      onClose();
    } catch (err) {
      setFormError(errorMessage(err, t.deathsError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t.deathsTitle} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {(lot.rodeos ?? []).length > 1 ? (
          <RodeoPicker
            lot={lot}
            value={rodeo}
            onChange={(v) => {
              setRodeo(v);
              setCategory("");
            }}
          />
        ) : null}
        <StockCategoryPicker
          label={t.category}
          rows={rows}
          value={category}
          onChange={setCategory}
          error={errors.category}
        />
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
