// The invoice form of /create-invoice: type, point of sale, date, customer (CUIT checked as you type), lines
// with live totals, and the "Desde ventas" picker that fills the lines from sales. Checked with the API's
// invoiceBodySchema; the API's refusals land on their fields.
import { cuitMessage, invoiceBodySchema, type InvoiceBody } from "@shared/invoice-schemas";
import { formatCuit } from "@shared/money";
import type { Invoice, SaleForInvoice } from "@shared/money-types";
import { INVOICE_TYPES, IVA_CONDITION_LABELS, IVA_CONDITIONS, LIVE_CATTLE_IVA_RATE } from "@shared/money-values";
import { useFieldArray, useWatch } from "react-hook-form";
import { AddRowButton, FormActions, FormError, SelectField } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { ValueOptions } from "../../components/named-options";
import { todayIso } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { optionalNumber, useZodForm } from "../../lib/use-zod-form";
import { invoiceFormMessages } from "./invoice-form-messages";
import { InvoiceLinesFields, type LineValues } from "./invoice-lines-fields";
import { InvoiceTotals } from "./invoice-totals";
import { SalesPicker } from "./sales-picker";

export interface InvoiceFormValues {
  type: string;
  point_of_sale: string;
  date: string;
  customer_name: string;
  customer_cuit: string;
  customer_iva_condition: string;
  lines: LineValues[];
  movement_ids: number[];
}

export const emptyLine = (): LineValues => ({
  description: "",
  quantity: "",
  unit: "cabezas",
  unit_price: "",
  iva_rate: String(LIVE_CATTLE_IVA_RATE),
});

export const toInvoiceInput = (v: InvoiceFormValues) => ({
  type: v.type,
  point_of_sale: optionalNumber(v.point_of_sale),
  date: v.date,
  customer_name: v.customer_name,
  customer_cuit: v.customer_cuit,
  customer_iva_condition: v.customer_iva_condition,
  lines: v.lines.map((l) => ({
    description: l.description,
    quantity: optionalNumber(l.quantity),
    unit: l.unit,
    unit_price: optionalNumber(l.unit_price),
    iva_rate: optionalNumber(l.iva_rate),
  })),
  movement_ids: v.movement_ids.length ? v.movement_ids : undefined,
});

/** A saved draft as the form's values (editing it). */
export const draftValues = (i: Invoice): InvoiceFormValues => ({
  type: i.type,
  point_of_sale: String(i.point_of_sale),
  date: i.date,
  customer_name: i.customer_name,
  customer_cuit: formatCuit(i.customer_cuit),
  customer_iva_condition: i.customer_iva_condition,
  lines: i.lines.map((l) => ({
    description: l.description,
    quantity: String(l.quantity),
    unit: l.unit,
    unit_price: String(l.unit_price),
    iva_rate: String(l.iva_rate),
  })),
  movement_ids: i.movement_ids,
});

function useInvoiceFormState(initial?: InvoiceFormValues) {
  return useZodForm<InvoiceFormValues, typeof invoiceBodySchema>(
    invoiceBodySchema,
    initial ?? {
      type: "A",
      point_of_sale: "1",
      date: todayIso(),
      customer_name: "",
      customer_cuit: "",
      customer_iva_condition: "responsable_inscripto",
      lines: [emptyLine()],
      movement_ids: [],
    },
    { toInput: toInvoiceInput },
  );
}
export type InvoiceForm = ReturnType<typeof useInvoiceFormState>;

/** The CUIT's state as typed: nothing until something is typed, then the check's message or a confirmation. */
function CuitField({ form }: { form: InvoiceForm }) {
  const t = useMessages(invoiceFormMessages);
  const typed = useWatch({ control: form.control, name: "customer_cuit" }) ?? "";
  const live = typed.trim() ? cuitMessage(typed) : null;
  const submitted = form.errorOf("customer_cuit");
  const ok = typed.trim() && !live ? t.cuitOk(formatCuit(typed)) : undefined;
  return (
    <TextField
      label={t.customerCuit}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t.cuitPlaceholder}
      maxLength={20}
      hint={ok}
      {...form.field("customer_cuit")}
      error={live ?? submitted}
    />
  );
}

interface Props {
  sales: readonly SaleForInvoice[] | undefined;
  /** The draft being edited (its values), or nothing for a new invoice. */
  initial?: InvoiceFormValues;
  onSave: (body: InvoiceBody) => Promise<unknown>;
  onCancel?: () => void;
}

export function InvoiceFormView({ sales, initial, onSave, onCancel }: Props) {
  const t = useMessages(invoiceFormMessages);
  const form = useInvoiceFormState(initial);
  const { control, field, selectField, rootError, formState, submitWith } = form;
  const lines = useFieldArray({ control, name: "lines" });
  const typedLines = useWatch({ control, name: "lines" }) ?? [];
  const linked = useWatch({ control, name: "movement_ids" }) ?? [];

  function applySales(chosen: SaleForInvoice[]) {
    lines.replace(
      chosen.flatMap((s) =>
        s.lines.map((l) => ({
          description: l.description,
          quantity: String(l.quantity),
          unit: l.unit,
          unit_price: String(l.unit_price),
          iva_rate: String(l.iva_rate),
        })),
      ),
    );
    form.setValue(
      "movement_ids",
      chosen.map((s) => s.movement_id),
    );
    const buyer = chosen.find((s) => s.buyer)?.buyer;
    if (buyer && !form.getValues("customer_name").trim()) form.setValue("customer_name", buyer);
  }

  const submit = submitWith(async (body) => {
    await onSave(body);
  }, t.saveError);

  return (
    <form className="form invoice-form" onSubmit={submit} noValidate>
      <SalesPicker sales={sales} linked={linked} onUse={applySales} />
      {linked.length ? <p className="muted">{t.salesSelected(linked.length)}</p> : null}
      <div className="field-row">
        <SelectField label={t.type} {...selectField("type")}>
          <ValueOptions values={INVOICE_TYPES} label={(type) => t.typeLabel(type)} />
        </SelectField>
        <TextField label={t.pointOfSale} inputMode="numeric" {...field("point_of_sale")} />
        <TextField label={t.date} type="date" {...field("date")} />
      </div>
      <TextField label={t.customerName} maxLength={200} autoComplete="organization" {...field("customer_name")} />
      <div className="field-row">
        <CuitField form={form} />
        <SelectField label={t.ivaCondition} {...selectField("customer_iva_condition")}>
          <ValueOptions values={IVA_CONDITIONS} label={(c) => IVA_CONDITION_LABELS[c]} />
        </SelectField>
      </div>
      <InvoiceLinesFields form={form} fields={lines.fields} onRemove={lines.remove} />
      <AddRowButton label={t.addLine} onAdd={() => lines.append(emptyLine())} />
      <InvoiceTotals lines={typedLines} />
      <FormError message={rootError} />
      <FormActions onCancel={onCancel} busy={formState.isSubmitting} label={t.save} />
    </form>
  );
}
