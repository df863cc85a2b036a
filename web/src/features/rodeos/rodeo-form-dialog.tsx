// Create or edit a rodeo (owners and admins): name, lot and, when creating, its initial animals
// per category. Checked with the API's schema.
import { rodeoBody } from "@shared/herd-schemas";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Modal } from "../../components/modal";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/api/client";
import type { StoreRodeo } from "../../lib/store";
import { useCategoryList, useLotList } from "../../lib/herd/caches";
import { useMessages } from "../../lib/i18n";
import { createRodeo, editRodeo } from "./rodeo-api";
import { LotSelect } from "./lot-select";
import { rodeosMessages } from "./rodeos-messages";

interface Props {
  orgId: number;
  rodeo?: StoreRodeo;
  onClose: () => void;
  onCreated?: (rodeo: StoreRodeo) => void;
}

export function RodeoFormDialog({ orgId, rodeo, onClose, onCreated }: Props) {
  const t = useMessages(rodeosMessages);
  const lots = useLotList();
  const categories = useCategoryList();
  const [name, setName] = useState(rodeo?.name ?? "");
  const [lot, setLot] = useState(rodeo?.lot_id ? String(rodeo.lot_id) : "");
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const animals = Object.entries(counts)
      .filter(([, v]) => v.trim() !== "" && Number(v) !== 0)
      .map(([id, v]) => ({ category_id: Number(id), count: Number(v) }));
    const body = { name, lot_id: lot ? Number(lot) : null, animals: animals.length ? animals : undefined };
    const parsed = rodeoBody.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    setFormError(null);
    try {
      if (rodeo) {
        await editRodeo(orgId, rodeo.id, { name: body.name, lot_id: body.lot_id });
        toast.success(t.saved);
      } else {
        const created = await createRodeo(orgId, body);
        toast.success(t.created);
        onCreated?.(created);
      }
      onClose();
    } catch (err) {
      setFormError(errorMessage(err, t.saveError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={rodeo ? t.edit : t.newRodeo} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t.name}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          required
        />
        <LotSelect label={t.lot} lots={lots.items} value={lot} onChange={setLot} />
        {!rodeo ? (
          <fieldset className="form">
            <legend className="label">{t.initialAnimals}</legend>
            {errors.animals ? <p className="field-error">{errors.animals}</p> : null}
            <div className="initial-animals">
              {categories.items.map((c) => (
                <TextField
                  key={c.id}
                  label={t.countOf(c.name)}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  value={counts[c.id] ?? ""}
                  onChange={(e) => setCounts((prev) => ({ ...prev, [c.id]: e.target.value }))}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
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
            {busy ? t.saving : rodeo ? t.save : t.create}
          </button>
        </div>
      </form>
    </Modal>
  );
}
