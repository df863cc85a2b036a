// A draft edited in place on /billing/{id}: the same form, prefilled, saved with PUT (drafts only: the API
// answers 409 once it is issued).
import type { Invoice } from "@shared/money-types";
import { toast } from "../../lib/toast";
import { draftValues, InvoiceFormView } from "./invoice-form";
import { useUpdateDraft } from "../../data/invoices";
import { useIssuer, useSalesForInvoice } from "./use-invoices";

export function EditInvoice({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const update = useUpdateDraft();
  const sales = useSalesForInvoice();
  const issuer = useIssuer();
  return (
    <InvoiceFormView
      sales={sales.data ?? (sales.error ? [] : undefined)}
      issuer={issuer.data?.iva_condition ?? null}
      initial={draftValues(invoice)}
      onCancel={onDone}
      onSave={async (body) => {
        await update.mutateAsync({ invoiceId: invoice.id, body });
        toast.success("Borrador guardado");
        onDone();
      }}
    />
  );
}
