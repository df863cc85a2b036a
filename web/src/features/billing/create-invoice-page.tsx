// Nueva factura (/create-invoice): the form (invoice-form.tsx) saves a draft, then opens it at /billing/{id}
// where it is issued. Owners and admins only.
import { Link, useNavigate } from "react-router-dom";
import { toast } from "../../lib/toast";
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useCreateInvoice } from "../../data/invoices";
import { useIssuer, useSalesForInvoice } from "./use-invoices";
import { InvoiceFormView } from "./invoice-form";
import { invoiceFormMessages } from "./invoice-form-messages";
import { MoneyGate, useCanSeeMoney } from "./money-gate";
import "./billing.css";

function CreateInvoice() {
  const t = useMessages(invoiceFormMessages);
  const create = useCreateInvoice();
  const navigate = useNavigate();
  const canSeeMoney = useCanSeeMoney();
  const sales = useSalesForInvoice(canSeeMoney);
  const issuer = useIssuer(canSeeMoney);
  return (
    <PageFrame
      title={t.title}
      description={t.intro}
      actions={
        <Link className="btn btn-ghost" to={paths.billing}>
          {t.back}
        </Link>
      }
    >
      <InvoiceFormView
        sales={sales.data ?? (sales.error ? [] : undefined)}
        issuer={issuer.data?.iva_condition ?? null}
        onCancel={() => navigate(paths.billing)}
        onSave={async (body) => {
          const invoice = await create.mutateAsync(body);
          toast.success("Borrador guardado");
          void navigate(paths.billingDetail.to(invoice.id));
        }}
      />
    </PageFrame>
  );
}

export default function CreateInvoicePage() {
  const t = useMessages(invoiceFormMessages);
  return (
    <MoneyGate title={t.title}>
      <CreateInvoice />
    </MoneyGate>
  );
}
