// The customer's identity on the invoice form (docs/arca.md): the document type (CUIT, DNI or an unidentified
// final consumer), the document checked as it is typed with the API's own rule, and the IVA condition (a
// customer without a document can only be a consumidor final, so choosing it sets that).
import { customerDocMessage } from "@shared/invoice-schemas";
import { formatCuit } from "@shared/money";
import { CUSTOMER_DOC_TYPES, IVA_CONDITION_LABELS, IVA_CONDITIONS } from "@shared/money-values";
import { useWatch } from "react-hook-form";
import { SelectField } from "../../components/form-parts";
import { ValueOptions } from "../../components/named-options";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import type { InvoiceForm } from "./invoice-form";
import { invoiceFormMessages } from "./invoice-form-messages";

/** The document as typed: nothing until something is typed, then the check's message or a confirmation. */
function DocField({ form }: { form: InvoiceForm }) {
  const t = useMessages(invoiceFormMessages);
  const type = useWatch({ control: form.control, name: "customer_doc_type" }) ?? "cuit";
  const typed = useWatch({ control: form.control, name: "customer_cuit" }) ?? "";
  const live = typed.trim() ? customerDocMessage(type, typed) : null;
  const submitted = form.errorOf("customer_cuit");
  const ok =
    typed.trim() && !live
      ? type === "cuit"
        ? t.cuitOk(formatCuit(typed))
        : t.dniOk(typed.replace(/\D/g, ""))
      : undefined;
  const label = type === "cuit" ? t.customerCuit : type === "dni" ? t.customerDni : t.customerDniOptional;
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder={type === "cuit" ? t.cuitPlaceholder : t.dniPlaceholder}
      maxLength={20}
      hint={ok}
      {...form.field("customer_cuit")}
      error={live ?? submitted}
    />
  );
}

export function InvoiceCustomerFields({ form }: { form: InvoiceForm }) {
  const t = useMessages(invoiceFormMessages);
  const docType = form.selectField("customer_doc_type", {
    // No document: only a final consumer (the API refuses anything else).
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === "consumidor_final") form.setValue("customer_iva_condition", "consumidor_final");
    },
  });
  return (
    <>
      <div className="field-row">
        <SelectField label={t.docType} {...docType}>
          <ValueOptions values={CUSTOMER_DOC_TYPES} label={(d) => t.docTypeLabel(d)} />
        </SelectField>
        <DocField form={form} />
      </div>
      <SelectField label={t.ivaCondition} {...form.selectField("customer_iva_condition")}>
        <ValueOptions values={IVA_CONDITIONS} label={(c) => IVA_CONDITION_LABELS[c]} />
      </SelectField>
    </>
  );
}
