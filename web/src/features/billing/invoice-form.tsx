// The invoice form of /create-invoice: type, point of sale, date, customer (document checked as you type),
// lines with live totals, and the "Desde ventas" picker that fills the lines from sales. Checked with the API's
// invoiceBodySchema; the API's refusals land on their fields. With the issuer's fiscal data, the letter the
// rule gives (docs/arca.md) is proposed as the customer changes, and another letter is refused before saving.
import { invoiceBodySchema, type InvoiceBody } from "@shared/invoice-schemas";
import { invoiceTypeError, invoiceTypeFor } from "@shared/invoice-type-rule";
import { formatCuit } from "@shared/money";
import type { Invoice, SaleForInvoice } from "@shared/money-types";
import {
  INVOICE_TYPES,
  IVA_CONDITIONS,
  LIVE_CATTLE_IVA_RATE,
  type InvoiceType,
  type IvaCondition,
} from "@shared/money-values";
import { useEffect, useRef } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { AddRowButton, FormActions, FormError, SelectField } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { ValueOptions } from "../../components/named-options";
import { todayIso } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { optionalNumber, useZodForm } from "../../lib/use-zod-form";
import { InvoiceCustomerFields } from "./invoice-customer-fields";
import { invoiceFormMessages } from "./invoice-form-messages";
import { InvoiceLinesFields, type LineValues } from "./invoice-lines-fields";
import { InvoiceTotals } from "./invoice-totals";
import { SalesPicker } from "./sales-picker";

export interface InvoiceFormValues {
  type: string;
  point_of_sale: string;
  date: string;
  customer_name: string;
  customer_doc_type: string;
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
  customer_doc_type: v.customer_doc_type,
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
  customer_doc_type: i.customer_doc_type,
  customer_cuit: i.customer_doc_type === "cuit" ? formatCuit(i.customer_cuit) : i.customer_cuit,
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
      customer_doc_type: "cuit",
      customer_cuit: "",
      customer_iva_condition: "responsable_inscripto",
      lines: [emptyLine()],
      movement_ids: [],
    },
    { toInput: toInvoiceInput },
  );
}
export type InvoiceForm = ReturnType<typeof useInvoiceFormState>;

const isCondition = (c: string): c is IvaCondition => (IVA_CONDITIONS as readonly string[]).includes(c);

/**
 * The letter select. With the issuer's IVA condition, a change of the customer's condition proposes the rule's
 * letter, the hint names it, and a letter the rule refuses shows the API's own message as its error.
 */
function LetterField({ form, issuer, isDraft }: { form: InvoiceForm; issuer: IvaCondition | null; isDraft: boolean }) {
  const t = useMessages(invoiceFormMessages);
  const customer = useWatch({ control: form.control, name: "customer_iva_condition" }) ?? "";
  const type = useWatch({ control: form.control, name: "type" }) ?? "";
  const proposed = issuer && isCondition(customer) ? invoiceTypeFor(issuer, customer) : null;
  // A new invoice follows the rule as soon as the issuer is known; a saved draft keeps its letter until its
  // customer changes.
  const key = isDraft ? customer : `${issuer}|${customer}`;
  const seen = useRef(isDraft ? key : "");
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    if (proposed) form.setValue("type", proposed);
  }, [key, proposed, form]);
  const refused = issuer && isCondition(customer) ? invoiceTypeError(issuer, customer, type as InvoiceType) : null;
  return (
    <SelectField label={t.type} {...form.selectField("type")} error={issuer ? refused : form.errorOf("type")}>
      <ValueOptions values={INVOICE_TYPES} label={(letter) => t.typeLabel(letter)} />
    </SelectField>
  );
}

interface Props {
  sales: readonly SaleForInvoice[] | undefined;
  /** The organization's IVA condition as an issuer (its fiscal data), or null while it has none. */
  issuer?: IvaCondition | null;
  /** The draft being edited (its values), or nothing for a new invoice. */
  initial?: InvoiceFormValues;
  onSave: (body: InvoiceBody) => Promise<unknown>;
  onCancel?: () => void;
}

export function InvoiceFormView({ sales, issuer = null, initial, onSave, onCancel }: Props) {
  const t = useMessages(invoiceFormMessages);
  const form = useInvoiceFormState(initial);
  const { control, field, rootError, formState, submitWith } = form;
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
    // The API refuses such a letter at issue; the draft is refused here so it never waits for that.
    const refused = issuer ? invoiceTypeError(issuer, body.customer_iva_condition, body.type) : null;
    if (refused) {
      form.setError("type", { message: refused });
      return;
    }
    await onSave(body);
  }, t.saveError);

  return (
    <form className="form invoice-form" onSubmit={submit} noValidate>
      <SalesPicker sales={sales} linked={linked} onUse={applySales} />
      {linked.length ? <p className="muted">{t.salesSelected(linked.length)}</p> : null}
      <div className="field-row">
        <LetterField form={form} issuer={issuer} isDraft={initial !== undefined} />
        <TextField label={t.pointOfSale} inputMode="numeric" {...field("point_of_sale")} />
        <TextField label={t.date} type="date" {...field("date")} />
      </div>
      <TextField label={t.customerName} maxLength={200} autoComplete="organization" {...field("customer_name")} />
      <InvoiceCustomerFields form={form} />
      <InvoiceLinesFields form={form} fields={lines.fields} onRemove={lines.remove} />
      <AddRowButton label={t.addLine} onAdd={() => lines.append(emptyLine())} />
      <InvoiceTotals lines={typedLines} />
      <FormError message={rootError} />
      <FormActions onCancel={onCancel} busy={formState.isSubmitting} label={t.save} />
    </form>
  );
}
