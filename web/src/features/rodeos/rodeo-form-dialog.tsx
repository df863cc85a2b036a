// Create or edit a rodeo (owners and admins): name, lot and, when creating, its initial animals
// per category. Checked with the API's schema.
import { rodeoBody } from "@shared/herd-schemas";
import { toast } from "sonner";
import { FormDialog } from "../../components/form-dialog";
import { TextField } from "../../components/text-field";
import type { StoreRodeo } from "../../lib/store";
import { useCategoryList, useLotList } from "../../lib/herd/caches";
import { useMessages } from "../../lib/i18n";
import { useAction } from "../../lib/use-action";
import { useZodForm } from "../../lib/use-zod-form";
import { createRodeo, editRodeo } from "./rodeo-api";
import { LotSelect } from "./lot-select";
import { rodeosMessages } from "./rodeos-messages";

interface Props {
  orgId: number;
  rodeo?: StoreRodeo;
  onClose: () => void;
  onCreated?: (rodeo: StoreRodeo) => void;
}

interface RawValues {
  name: string;
  lot_id: string;
  /** Initial animals per category, keyed 'c{category id}'. */
  counts: Record<string, string>;
}

function toInput(v: RawValues) {
  const animals = Object.entries(v.counts ?? {})
    .map(([key, n]) => [key, String(n ?? "")] as const)
    .filter(([, n]) => n.trim() !== "" && Number(n) !== 0)
    .map(([key, n]) => ({ category_id: Number(key.slice(1)), count: Number(n) }));
  return { name: v.name, lot_id: v.lot_id ? Number(v.lot_id) : null, animals: animals.length ? animals : undefined };
}

export function RodeoFormDialog({ orgId, rodeo, onClose, onCreated }: Props) {
  const t = useMessages(rodeosMessages);
  const lots = useLotList();
  const categories = useCategoryList();
  const { handleSubmit, field, errorOf, getValues, watch, setValue } = useZodForm<RawValues, typeof rodeoBody>(
    rodeoBody,
    { name: rodeo?.name ?? "", lot_id: rodeo?.lot_id ? String(rodeo.lot_id) : "", counts: {} },
    { toInput },
  );
  const { busy, error, run } = useAction();

  const submit = handleSubmit(() => {
    const body = toInput(getValues());
    return run(
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
  });
  const animalsError = errorOf("animals");

  return (
    <FormDialog
      title={rodeo ? t.edit : t.newRodeo}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={rodeo ? t.save : t.create}
      busy={busy}
      error={error}
    >
      <TextField label={t.name} maxLength={100} {...field("name")} required />
      <LotSelect label={t.lot} lots={lots.items} value={watch("lot_id")} onChange={(v) => setValue("lot_id", v)} />
      {!rodeo ? (
        <fieldset className="form">
          <legend className="label">{t.initialAnimals}</legend>
          {animalsError ? <p className="field-error">{animalsError}</p> : null}
          <div className="initial-animals">
            {categories.items.map((c) => (
              <TextField
                key={c.id}
                label={t.countOf(c.name)}
                type="number"
                inputMode="numeric"
                min={0}
                {...field(`counts.c${c.id}`)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
