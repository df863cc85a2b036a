// Rodeo and category pickers of the lot animal dialogs: the rodeos grazing in the lot, and the
// categories that rodeo holds there with the head available in each.
import type { LotAnimal } from "@shared/herd-types";
import { SelectField as FormSelectField } from "../../components/form-parts";
import { LabelledOptions } from "../../components/named-options";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store";
import { lotDetailMessages } from "./lot-detail-messages";

export const rowsOfRodeo = (lot: StoreLot, rodeoId: number): LotAnimal[] =>
  (lot.animals ?? []).filter((a) => a.rodeo_id === rodeoId && a.count > 0);

interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
  error?: string | null;
}

/** A controlled select over { value, label } options, after an optional empty choice. */
export function SelectField({ value, onChange, options, placeholder, ...field }: SelectProps) {
  return (
    <FormSelectField {...field} value={value} onChange={(e) => onChange(e.target.value)}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      <LabelledOptions options={options} />
    </FormSelectField>
  );
}

export function RodeoPicker({ lot, value, onChange }: { lot: StoreLot; value: string; onChange: (v: string) => void }) {
  const t = useMessages(lotDetailMessages);
  return (
    <SelectField
      label={t.rodeo}
      value={value}
      onChange={onChange}
      options={(lot.rodeos ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
    />
  );
}

export function StockCategoryPicker(props: {
  label: string;
  rows: LotAnimal[];
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
}) {
  const t = useMessages(lotDetailMessages);
  return (
    <SelectField
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      placeholder={t.pickCategory}
      error={props.error}
      options={props.rows.map((r) => ({
        value: String(r.category_id),
        label: `${r.category} (${t.available(r.count)})`,
      }))}
    />
  );
}
