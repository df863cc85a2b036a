// The lines of the invoice form: description, quantity, unit, unit price and IVA rate (live cattle 10,5 %).
import { INVOICE_UNITS, IVA_RATES } from "@shared/money-values";
import { SelectField } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { ValueOptions } from "../../components/named-options";
import { useMessages } from "../../lib/i18n";
import { UNIT_LABELS } from "./billing-messages";
import { formatRate } from "./invoice-format";
import { invoiceFormMessages } from "./invoice-form-messages";
import type { InvoiceForm } from "./invoice-form";

export interface LineValues {
  description: string;
  quantity: string;
  unit: string;
  unit_price: string;
  iva_rate: string;
}

interface Props {
  form: InvoiceForm;
  fields: ReadonlyArray<{ id: string }>;
  onRemove: (index: number) => void;
}

export function InvoiceLinesFields({ form, fields, onRemove }: Props) {
  const t = useMessages(invoiceFormMessages);
  const { field, selectField } = form;
  return (
    <>
      <ul className="invoice-lines" aria-label={t.linesLabel}>
        {fields.map((row, index) => (
          <li key={row.id}>
            <fieldset className="form">
              <legend className="invoice-line-head">
                <span>{t.lineTitle(index + 1)}</span>
                {fields.length > 1 ? (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={t.removeLine(index + 1)}
                    onClick={() => onRemove(index)}
                  >
                    ✕
                  </button>
                ) : null}
              </legend>
              <TextField label={t.description} maxLength={200} {...field(`lines.${index}.description`)} />
              <div className="field-row">
                <TextField label={t.quantity} inputMode="decimal" {...field(`lines.${index}.quantity`)} />
                <SelectField label={t.unit} {...selectField(`lines.${index}.unit`)}>
                  <ValueOptions values={INVOICE_UNITS} label={(u) => UNIT_LABELS[u]} />
                </SelectField>
              </div>
              <div className="field-row">
                <TextField label={t.unitPrice} inputMode="decimal" {...field(`lines.${index}.unit_price`)} />
                <SelectField label={t.ivaRate} {...selectField(`lines.${index}.iva_rate`)}>
                  <ValueOptions values={IVA_RATES} label={(r) => formatRate(r)} />
                </SelectField>
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
    </>
  );
}
