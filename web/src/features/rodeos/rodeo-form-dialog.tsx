// Create or edit a rodeo (owners and admins): name, lot and, when creating, its initial animals
// per category. Checked with the API's schema.
import { rodeoBody } from "@shared/herd-schemas";
import { lazy, type CSSProperties } from "react";
import { toast } from "../../lib/toast";
import { FormDialog } from "../../components/form-dialog";
import { InlineCreate, inlineCreateMessages } from "../../components/inline-create";
import { TextField } from "../../components/text-field";
import type { StoreRodeo } from "../../lib/store";
import { useCategories } from "../../data/categories";
import { useLots } from "../../data/lots";
import { useCreateRodeo, useEditRodeo } from "../../data/rodeos";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { LotSelect } from "./lot-select";
import { rodeosMessages } from "./rodeos-messages";

// Loaded when "Crear lote…" or "Crear categoría…" is pressed.
const LotCreateDialog = lazy(() => import("../lots").then((m) => ({ default: m.LotCreateDialog })));
const CategoryCreateDialog = lazy(() => import("../configuration").then((m) => ({ default: m.CategoryCreateDialog })));

/**
 * Two counts a row; inputs line up even when a neighbour's label takes two lines. Here rather than in
 * rodeos.css: the dialog also opens from the dashboard and the movement form, where that sheet is not loaded.
 */
const INITIAL_ANIMALS: CSSProperties = {
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: "0.75rem",
  alignItems: "end",
};

interface Props {
  orgId: number;
  rodeo?: StoreRodeo;
  onClose: () => void;
  onCreated?: (rodeo: StoreRodeo) => void;
  /** The form that opened it shows the created record (chosen in its picker): no toast over that form. */
  quiet?: boolean;
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

export function RodeoFormDialog({ orgId, rodeo, onClose, onCreated, quiet }: Props) {
  const t = useMessages(rodeosMessages);
  const inline = useMessages(inlineCreateMessages);
  const lots = useLots();
  const categories = useCategories();
  const create = useCreateRodeo();
  const edit = useEditRodeo();
  const write = rodeo ? edit : create;
  const { handleSubmit, field, errorOf, getValues, watch, setValue } = useZodForm<RawValues, typeof rodeoBody>(
    rodeoBody,
    { name: rodeo?.name ?? "", lot_id: rodeo?.lot_id ? String(rodeo.lot_id) : "", counts: {} },
    { toInput },
  );

  const submit = handleSubmit(() => {
    const body = toInput(getValues());
    if (rodeo) {
      edit.mutate(
        { orgId, rodeoId: rodeo.id, input: { name: body.name, lot_id: body.lot_id } },
        {
          onSuccess: () => {
            toast.success(t.saved);
            onClose();
          },
        },
      );
    } else {
      create.mutate(
        { orgId, input: body },
        {
          onSuccess: (created) => {
            if (!quiet) toast.success(t.created);
            onCreated?.(created);
            onClose();
          },
        },
      );
    }
  });
  const animalsError = errorOf("animals");

  return (
    <FormDialog
      title={rodeo ? t.edit : t.newRodeo}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={rodeo ? t.save : t.create}
      write={write}
      failed={t.saveError}
    >
      <TextField label={t.name} maxLength={100} {...field("name")} required />
      <LotSelect label={t.lot} lots={lots.data ?? []} value={watch("lot_id")} onChange={(v) => setValue("lot_id", v)} />
      <InlineCreate label={inline.lot}>
        {(close) => <LotCreateDialog quiet onClose={close} onCreated={(lot) => setValue("lot_id", String(lot.id))} />}
      </InlineCreate>
      {!rodeo ? (
        <fieldset className="form">
          <legend className="label">{t.initialAnimals}</legend>
          {animalsError ? <p className="field-error">{animalsError}</p> : null}
          <div style={INITIAL_ANIMALS}>
            {(categories.data ?? []).map((c) => (
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
          {/* A new category brings its own count field. */}
          <InlineCreate label={inline.category}>
            {(close) => <CategoryCreateDialog quiet orgId={orgId} onClose={close} />}
          </InlineCreate>
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
