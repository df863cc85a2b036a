// The action dialogs of a supply's page: load (an ASSET movement), count (an audit when it differs)
// and edit (its own fields, never its quantity). Each is checked with the API's schema and puts
// the API's field issues on their fields.
import { isoDate, money } from "@shared/schema-parts";
import { supplyCountSchema, supplyUpdateSchema, supplyQuantity } from "@shared/supply-schemas";
import type { Supply } from "@shared/supply-types";
import * as z from "@shared/zod";
import { useWatch } from "react-hook-form";
import { toast } from "../../lib/toast";
import { FormDialog } from "../../components/form-dialog";
import { SelectField } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { todayIso } from "../../lib/dates";
import { useLocale, useMessages } from "../../lib/i18n";
import { optionalNumber, useZodForm } from "../../lib/use-zod-form";
import { useCountSupply, useLoadSupply, useUpdateSupply } from "../../data/supplies";
import { formatQuantity, quantityWithUnit } from "./supply-format";
import { supplyDetailMessages } from "./supply-detail-messages";
import { KIND_LABELS } from "./supply-messages";

interface DialogProps {
  supply: Supply;
  onClose: () => void;
}

const loadSchema = z.object({ quantity: supplyQuantity, unit_cost: money.nullish(), date: isoDate });

export function LoadDialog({ supply, onClose }: DialogProps) {
  const t = useMessages(supplyDetailMessages);
  const load = useLoadSupply();
  type Raw = { quantity: string; unit_cost: string; date: string };
  const form = useZodForm<Raw, typeof loadSchema>(
    loadSchema,
    { quantity: "", unit_cost: String(supply.unit_cost || ""), date: todayIso() },
    {
      toInput: (v) => ({
        quantity: optionalNumber(v.quantity),
        unit_cost: optionalNumber(v.unit_cost) ?? null,
        date: v.date,
      }),
    },
  );
  const submit = form.submitWith(async (body) => {
    await load.mutateAsync({ asset_id: supply.id, ...body });
    toast.success(t.loaded);
    onClose();
  }, t.saveError);
  return (
    <FormDialog title={t.loadTitle(supply.name)} form={form} onClose={onClose} onSubmit={submit} submitLabel={t.load}>
      <div className="field-row">
        <TextField label={t.quantityIn(supply.unit)} inputMode="decimal" autoFocus {...form.field("quantity")} />
        <TextField label={t.unitCost} inputMode="decimal" {...form.field("unit_cost")} />
      </div>
      <TextField label={t.date} type="date" {...form.field("date")} />
    </FormDialog>
  );
}

export function CountDialog({ supply, onClose }: DialogProps) {
  const t = useMessages(supplyDetailMessages);
  const count = useCountSupply();
  type Raw = { counted: string; date: string; detail: string };
  const form = useZodForm<Raw, typeof supplyCountSchema>(
    supplyCountSchema,
    { counted: "", date: todayIso(), detail: "" },
    { toInput: (v) => ({ counted: optionalNumber(v.counted), date: v.date, detail: v.detail }) },
  );
  const submit = form.submitWith(async (body) => {
    const { supply: after, movement } = await count.mutateAsync({ supplyId: supply.id, body });
    const diff = after.quantity - supply.quantity;
    toast.success(movement ? t.counted(`${diff > 0 ? "+" : ""}${formatQuantity(diff)}`) : t.countEqual);
    onClose();
  }, t.saveError);
  return (
    <FormDialog title={t.countTitle(supply.name)} form={form} onClose={onClose} onSubmit={submit} submitLabel={t.save}>
      <TextField
        label={t.countedIn(supply.unit)}
        inputMode="decimal"
        autoFocus
        hint={t.countHint(quantityWithUnit(supply.quantity, supply.unit))}
        {...form.field("counted")}
      />
      <TextField label={t.date} type="date" {...form.field("date")} />
      <TextField label={t.detail} maxLength={2000} {...form.field("detail")} />
    </FormDialog>
  );
}

export function EditDialog({ supply, onClose }: DialogProps) {
  const t = useMessages(supplyDetailMessages);
  const update = useUpdateSupply();
  const kinds = KIND_LABELS[useLocale()];
  type Raw = { name: string; kind: string; unit: string; minimum: string; unit_cost: string; withdrawal_days: string };
  const form = useZodForm<Raw, typeof supplyUpdateSchema>(
    supplyUpdateSchema,
    {
      name: supply.name,
      kind: supply.kind,
      unit: supply.unit,
      minimum: String(supply.minimum),
      unit_cost: String(supply.unit_cost),
      withdrawal_days: String(supply.withdrawal_days),
    },
    {
      toInput: (v) => ({
        name: v.name,
        kind: v.kind,
        unit: v.unit,
        minimum: optionalNumber(v.minimum) ?? 0,
        unit_cost: optionalNumber(v.unit_cost) ?? 0,
        withdrawal_days: optionalNumber(v.withdrawal_days) ?? 0,
      }),
    },
  );
  const kind = useWatch({ control: form.control, name: "kind" });
  const submit = form.submitWith(async (body) => {
    await update.mutateAsync({ supplyId: supply.id, body });
    toast.success(t.saved);
    onClose();
  }, t.saveError);
  return (
    <FormDialog title={t.editTitle(supply.name)} form={form} onClose={onClose} onSubmit={submit} submitLabel={t.save}>
      <TextField label={t.name} maxLength={200} {...form.field("name")} />
      <div className="field-row">
        <SelectField label={t.kind} {...form.selectField("kind")}>
          {Object.entries(kinds).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label={t.unit} maxLength={30} {...form.field("unit")} />
      </div>
      <div className="field-row">
        <TextField label={t.minimum} inputMode="decimal" {...form.field("minimum")} />
        <TextField label={t.unitCost} inputMode="decimal" {...form.field("unit_cost")} />
      </div>
      {kind === "medicamento" || kind === "sanidad" ? (
        <TextField label={t.withdrawal} inputMode="numeric" {...form.field("withdrawal_days")} />
      ) : null}
    </FormDialog>
  );
}
