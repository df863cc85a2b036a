// The load form of /create-stock: one or several rows (added and removed), each an existing supply
// or a new one (name, kind, unit, and minimum and withdrawal days for medicines), its quantity and
// unit cost. Checked with the API's supplyBatchSchema; the API's refusals land on their fields.
import { supplyBatchSchema, type SupplyBatchInput } from "@shared/supply-schemas";
import type { Supply } from "@shared/supply-types";
import { useFieldArray, useWatch } from "react-hook-form";
import { AddRowButton, FormActions, FormError, SelectField } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { todayIso } from "../../lib/dates";
import { useLocale, useMessages } from "../../lib/i18n";
import { optionalNumber, useZodForm } from "../../lib/use-zod-form";
import { createSupplyMessages } from "./create-supply-messages";
import { quantityWithUnit } from "./supply-format";
import { SupplyOptions } from "./supply-options";
import { KIND_LABELS } from "./supply-messages";

export interface LoadRow {
  /** "" for a new supply. */
  asset_id: string;
  name: string;
  kind: string;
  unit: string;
  quantity: string;
  unit_cost: string;
  minimum: string;
  withdrawal_days: string;
}

export interface LoadValues {
  date: string;
  reference: string;
  items: LoadRow[];
}

export const emptyRow = (): LoadRow => ({
  asset_id: "",
  name: "",
  kind: "alimento",
  unit: "",
  quantity: "",
  unit_cost: "",
  minimum: "",
  withdrawal_days: "",
});

/** A row as the schema reads it: an existing supply only carries its id, quantity and cost. */
function rowInput(r: LoadRow) {
  const common = { quantity: optionalNumber(r.quantity), unit_cost: optionalNumber(r.unit_cost) ?? null };
  if (r.asset_id) return { asset_id: Number(r.asset_id), ...common };
  return {
    name: r.name.trim(),
    kind: r.kind || null,
    unit: r.unit.trim() || null,
    ...common,
    minimum: optionalNumber(r.minimum) ?? null,
    withdrawal_days: r.kind === "medicamento" ? (optionalNumber(r.withdrawal_days) ?? null) : null,
  };
}

export const toBatchInput = (v: LoadValues) => ({
  date: v.date || null,
  reference: v.reference,
  items: v.items.map(rowInput),
});

interface Props {
  supplies: readonly Supply[];
  /** Saves the load; a rejection is the API's error (its field issues go on the fields). */
  onSave: (body: SupplyBatchInput) => Promise<unknown>;
  onCancel?: () => void;
}

interface RowProps {
  form: LoadForm;
  index: number;
  supplies: readonly Supply[];
  canRemove: boolean;
  onRemove: () => void;
}

function RowFields({ form, index, supplies, canRemove, onRemove }: RowProps) {
  const t = useMessages(createSupplyMessages);
  const kinds = KIND_LABELS[useLocale()];
  const { field, selectField, control } = form;
  const row = useWatch({ control, name: `items.${index}` }) as LoadRow | undefined;
  const existing = row?.asset_id ? supplies.find((a) => a.id === Number(row.asset_id)) : undefined;
  const n = index + 1;
  return (
    <li className="stock-load-row">
      <fieldset className="form">
        <legend className="stock-load-row-head">
          <span>{t.rowTitle(n)}</span>
          {canRemove ? (
            <button type="button" className="btn btn-ghost btn-sm" aria-label={t.removeRow(n)} onClick={onRemove}>
              ✕
            </button>
          ) : null}
        </legend>
        <SelectField label={t.supply} {...selectField(`items.${index}.asset_id`)}>
          <option value="">{t.newSupply}</option>
          <SupplyOptions supplies={supplies} />
        </SelectField>
        {existing ? (
          <p className="muted">{t.inStock(quantityWithUnit(existing.quantity, existing.unit))}</p>
        ) : (
          <>
            <TextField
              label={t.name}
              placeholder={t.namePlaceholder}
              maxLength={200}
              {...field(`items.${index}.name`)}
            />
            <div className="field-row">
              <SelectField label={t.kind} {...selectField(`items.${index}.kind`)}>
                {Object.entries(kinds).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t.unit}
                placeholder={t.unitPlaceholder}
                maxLength={30}
                {...field(`items.${index}.unit`)}
              />
            </div>
          </>
        )}
        <div className="field-row">
          <TextField
            label={existing ? t.quantityIn(existing.unit) : t.quantity}
            inputMode="decimal"
            {...field(`items.${index}.quantity`)}
          />
          <TextField label={t.unitCost} inputMode="decimal" {...field(`items.${index}.unit_cost`)} />
        </div>
        {existing ? null : (
          <div className="field-row">
            <TextField label={t.minimum} inputMode="decimal" {...field(`items.${index}.minimum`)} />
            {row?.kind === "medicamento" ? (
              <TextField
                label={t.withdrawalDays}
                inputMode="numeric"
                hint={t.withdrawalHint}
                {...field(`items.${index}.withdrawal_days`)}
              />
            ) : null}
          </div>
        )}
      </fieldset>
    </li>
  );
}

function useLoadFormState() {
  return useZodForm<LoadValues, typeof supplyBatchSchema>(
    supplyBatchSchema,
    { date: todayIso(), reference: "", items: [emptyRow()] },
    { toInput: toBatchInput },
  );
}

type LoadForm = ReturnType<typeof useLoadFormState>;

export function CreateSupplyForm({ supplies, onSave, onCancel }: Props) {
  const t = useMessages(createSupplyMessages);
  const form = useLoadFormState();
  const { control, field, rootError, formState, submitWith } = form;
  const rows = useFieldArray({ control, name: "items" });

  const submit = submitWith(async (body) => {
    await onSave(body);
  }, t.saveError);

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="field-row">
        <TextField label={t.date} type="date" {...field("date")} />
        <TextField label={t.reference} hint={t.referenceHint} maxLength={500} {...field("reference")} />
      </div>
      <ul className="stock-rows" aria-label={t.rowsLabel}>
        {rows.fields.map((row, index) => (
          <RowFields
            key={row.id}
            form={form}
            index={index}
            supplies={supplies}
            canRemove={rows.fields.length > 1}
            onRemove={() => rows.remove(index)}
          />
        ))}
      </ul>
      <AddRowButton label={t.addRow} onAdd={() => rows.append(emptyRow())} />
      <FormError message={rootError} />
      <FormActions onCancel={onCancel} busy={formState.isSubmitting} label={t.save} />
    </form>
  );
}
