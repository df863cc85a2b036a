// Create or edit a rodeo (owners and admins): name, lot and, when creating, its initial animals
// per category. Checked with the API's schema.
import { rodeoBody } from "@shared/herd-schemas";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormDialog } from "../../components/form-dialog";
import { TextField } from "../../components/text-field";
import type { StoreRodeo } from "../../lib/store";
import { useCategoryList, useLotList } from "../../lib/herd/caches";
import { useMessages } from "../../lib/i18n";
import { useAction } from "../../lib/use-action";
import { issuesByField } from "../../lib/validation";
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
  const { busy, error, run } = useAction();

  function submit(e: FormEvent) {
    e.preventDefault();
    const animals = Object.entries(counts)
      .filter(([, v]) => v.trim() !== "" && Number(v) !== 0)
      .map(([id, v]) => ({ category_id: Number(id), count: Number(v) }));
    const body = { name, lot_id: lot ? Number(lot) : null, animals: animals.length ? animals : undefined };
    const parsed = rodeoBody.safeParse(body);
    setErrors(parsed.success ? {} : issuesByField(parsed.error));
    if (!parsed.success) return;
    void run(
      async () => {
        if (rodeo) {
          await editRodeo(orgId, rodeo.id, { name: body.name, lot_id: body.lot_id });
          toast.success(t.saved);
        } else {
          const created = await createRodeo(orgId, body);
          toast.success(t.created);
          onCreated?.(created);
        }
        onClose();
      },
      { fallback: t.saveError },
    );
  }

  return (
    <FormDialog
      title={rodeo ? t.edit : t.newRodeo}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={rodeo ? t.save : t.create}
      busy={busy}
      error={error}
    >
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
    </FormDialog>
  );
}
