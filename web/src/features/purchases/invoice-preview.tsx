// The uploaded invoice beside the form: fetched with the session's token (an <iframe> cannot send it)
// into an object URL; a PDF in an <iframe> (CSP frame-src blob:), an image in an <img>.
import type { StoredFile } from "@shared/money-types";
import { useEffect, useState } from "react";
import { fetchInvoiceFile } from "../../data/purchases";
import { useMessages } from "../../lib/i18n";
import { purchaseMessages } from "./purchase-messages";

export function InvoicePreview({ orgId, file }: { orgId: number; file: StoredFile }) {
  const t = useMessages(purchaseMessages);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    const abort = new AbortController();
    fetchInvoiceFile(orgId, file.id, abort.signal)
      .then((blob) => {
        made = URL.createObjectURL(new Blob([blob], { type: file.type }));
        setUrl(made);
      })
      .catch(() => setUrl(null));
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [orgId, file.id, file.type]);
  if (!url) return <div className="invoice-preview is-loading" aria-label={t.preview} />;
  return (
    <figure className="invoice-preview">
      {file.type === "application/pdf" ? <iframe src={url} title={t.preview} /> : <img src={url} alt={t.preview} />}
      <figcaption>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t.openFile}
        </a>{" "}
        · {file.name}
      </figcaption>
    </figure>
  );
}
