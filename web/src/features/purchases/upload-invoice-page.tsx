// Subir factura (/upload-invoice, docs/money.md): choose a PDF, JPG or PNG (checked here too; the server
// sniffs the bytes and decides), upload it with progress, then the purchase form beside its preview,
// prefilled with what the worker read from a text PDF. The user always confirms.
import { FILE_MAX_BYTES } from "@shared/money-values";
import { useState, type ChangeEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "../../lib/toast";
import { PageFrame } from "../../components/page-frame";
import { errorMessage } from "../../lib/api/client";
import { todayIso } from "../../lib/dates";
import { useOrgId } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { InvoicePreview } from "./invoice-preview";
import { MoneyGate } from "./money-gate";
import { useCreatePurchase, useUploadInvoiceFile, type UploadResult } from "../../data/purchases";
import { PurchaseForm } from "./purchase-form";
import { emptyPurchase, prefill } from "./purchase-form-values";
import { purchaseMessages } from "./purchase-messages";
import "./purchases.css";

const ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
const ALLOWED = /\.(pdf|jpe?g|png)$/i;

function Upload({ orgId }: { orgId: number }) {
  const t = useMessages(purchaseMessages);
  const navigate = useNavigate();
  const upload = useUploadInvoiceFile();
  const create = useCreatePurchase();
  // The share sent of the file under way (the request's own progress, not server data).
  const [progress, setProgress] = useState(0);
  // A file refused here, before it travels.
  const [refused, setRefused] = useState<string | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const uploading = upload.isPending;
  const error = refused ?? (upload.error ? errorMessage(upload.error, "No se pudo completar la acción") : null);

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    upload.reset();
    setRefused(null);
    if (file.size > FILE_MAX_BYTES) return setRefused(t.tooBig);
    if (!ALLOWED.test(file.name)) return setRefused(t.wrongType);
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress }, { onSuccess: setResult });
  }

  if (!result) {
    return (
      <div className="upload-invoice card">
        <p>{t.uploadHelp}</p>
        <div className="field">
          <label htmlFor="invoice-file">{t.chooseFile}</label>
          <input id="invoice-file" type="file" accept={ACCEPT} disabled={uploading} onChange={choose} />
        </div>
        {uploading ? (
          <div role="status" aria-live="polite">
            <progress max={100} value={Math.round(progress * 100)} /> {t.uploading(Math.round(progress * 100))}
          </div>
        ) : null}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const { file, extracted } = result;
  return (
    <div className="upload-invoice-split">
      <InvoicePreview orgId={orgId} file={file} />
      <div>
        <p className={extracted.source === "pdf-text" ? "purchase-note" : "purchase-note is-warning"} role="status">
          {extracted.source === "pdf-text" ? t.review : extracted.message}
        </p>
        <PurchaseForm
          fileId={file.id}
          initial={prefill(emptyPurchase(todayIso()), extracted)}
          printedTotal={extracted.total}
          onSave={async (body) => {
            await create.mutateAsync(body);
            toast.success(t.saved);
            void navigate(paths.purchases);
          }}
        />
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setResult(null)}>
          {t.another}
        </button>
      </div>
    </div>
  );
}

export default function UploadInvoicePage() {
  const t = useMessages(purchaseMessages);
  const orgId = useOrgId();
  return (
    <MoneyGate title={t.uploadTitle}>
      <PageFrame
        title={t.uploadTitle}
        actions={
          <Link className="btn btn-secondary" to={paths.purchases}>
            {t.back}
          </Link>
        }
      >
        {orgId ? <Upload orgId={orgId} /> : null}
      </PageFrame>
    </MoneyGate>
  );
}
