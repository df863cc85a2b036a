// What can be done to an invoice, by state: a draft is issued or deleted, an issued one is marked paid or
// voided (with a reason), a paid one voided; any is printed (window.print → the print stylesheet).
import type { Invoice } from "@shared/money-types";
import { PAYMENT_METHODS, type PaymentMethod } from "@shared/money-values";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "../../lib/toast";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { SelectField } from "../../components/form-parts";
import { FormDialog } from "../../components/form-dialog";
import { TextField } from "../../components/text-field";
import { ValueOptions } from "../../components/named-options";
import { errorMessage } from "../../lib/api/client";
import { todayIso } from "../../lib/dates";
import { paths } from "../../lib/paths";
import { PAYMENT_LABELS } from "./billing-messages";
import { useDeleteDraft, useIssueInvoice, useMarkInvoicePaid, useVoidInvoice } from "../../data/invoices";

type Dialog = null | "issue" | "paid" | "void" | "delete";

export function InvoiceActions({ invoice, onEdit }: { invoice: Invoice; onEdit: () => void }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [paidAt, setPaidAt] = useState(todayIso());
  const [method, setMethod] = useState<PaymentMethod>("transferencia");
  const [reason, setReason] = useState("");
  const issue = useIssueInvoice();
  const remove = useDeleteDraft();
  const paid = useMarkInvoicePaid();
  const voiding = useVoidInvoice();

  /** A confirmation's write: the dialog stays busy while it runs; a failure is toasted. */
  const confirm = (write: Promise<unknown>, done: string, fallback: string, then?: () => void) =>
    write
      .then(() => {
        then?.();
        toast.success(done);
        setDialog(null);
      })
      .catch((e: unknown) => {
        toast.error(errorMessage(e, fallback));
      });
  const finish = (done: string) => () => {
    toast.success(done);
    setDialog(null);
  };
  const open = (d: Dialog) => {
    paid.reset();
    voiding.reset();
    setDialog(d);
  };

  const s = invoice.status;
  return (
    <div className="invoice-actions">
      {s === "borrador" ? (
        <>
          <button type="button" className="btn btn-primary" onClick={() => open("issue")}>
            Emitir
          </button>
          <button type="button" className="btn btn-secondary" onClick={onEdit}>
            Editar
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => open("delete")}>
            Eliminar borrador
          </button>
        </>
      ) : null}
      {s === "emitida" ? (
        <button type="button" className="btn btn-primary" onClick={() => open("paid")}>
          Marcar pagada
        </button>
      ) : null}
      {s === "emitida" || s === "pagada" ? (
        <button type="button" className="btn btn-secondary" onClick={() => open("void")}>
          Anular
        </button>
      ) : null}
      <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
        Imprimir
      </button>

      {dialog === "issue" ? (
        <ConfirmDialog
          title="Emitir la factura"
          confirmLabel="Emitir"
          cancelLabel="Cancelar"
          onClose={() => setDialog(null)}
          onConfirm={() => confirm(issue.mutateAsync(invoice.id), "Factura emitida", "No pudimos emitir la factura.")}
        >
          Se le asigna el próximo número y ya no se puede modificar. Sin conexión con ARCA queda «sin CAE».
        </ConfirmDialog>
      ) : null}
      {dialog === "delete" ? (
        <ConfirmDialog
          title="Eliminar el borrador"
          confirmLabel="Eliminar"
          cancelLabel="Cancelar"
          onClose={() => setDialog(null)}
          onConfirm={() =>
            confirm(remove.mutateAsync(invoice.id), "Borrador eliminado", "No pudimos eliminar el borrador.", () => {
              void navigate(paths.billing);
            })
          }
        >
          El borrador se elimina y sus ventas quedan libres para facturar.
        </ConfirmDialog>
      ) : null}
      {dialog === "paid" ? (
        <FormDialog
          title="Marcar pagada"
          submitLabel="Guardar pago"
          write={paid}
          failed="No pudimos registrar el pago."
          onClose={() => setDialog(null)}
          onSubmit={(e) => {
            e.preventDefault();
            paid.mutate(
              { invoiceId: invoice.id, paid_at: paidAt, payment_method: method },
              { onSuccess: finish("Pago registrado") },
            );
          }}
        >
          <TextField label="Fecha de pago" type="date" value={paidAt} onChange={(e) => setPaidAt(e.target.value)} />
          <SelectField
            label="Medio de pago"
            value={method}
            onChange={(e) => setMethod(e.target.value as PaymentMethod)}
          >
            <ValueOptions values={PAYMENT_METHODS} label={(m) => PAYMENT_LABELS[m]} />
          </SelectField>
        </FormDialog>
      ) : null}
      {dialog === "void" ? (
        <FormDialog
          title="Anular la factura"
          submitLabel="Anular"
          write={voiding}
          failed="No pudimos anular la factura."
          onClose={() => setDialog(null)}
          onSubmit={(e) => {
            e.preventDefault();
            voiding.mutate({ invoiceId: invoice.id, reason }, { onSuccess: finish("Factura anulada") });
          }}
        >
          <p className="muted">Conserva su número; sus ventas quedan libres para facturar de nuevo.</p>
          <TextField label="Motivo" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormDialog>
      ) : null}
    </div>
  );
}
