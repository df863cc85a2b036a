// What a thread shows for WhatsApp's notices and what it cannot show (docs/whatsapp.md): a system notice
// (the contact changed number...), an order from a catalog summarized, and a message Meta itself could not
// read (its error explained in Spanish, Meta's words as the detail) or of a type newer than this screen.
import { useMessages } from "../../lib/i18n";
import { bubbleMessages } from "./bubble-messages";
import { ErrorNote } from "./bubble-error";
import { detailsOf, type BodyProps } from "./bubble-props";

export function SystemBody({ m }: Pick<BodyProps, "m">) {
  const t = useMessages(bubbleMessages);
  const type = detailsOf(m, "system")?.system_type ?? null;
  return (
    <>
      <p className="bubble-muted">{t.system(type)}</p>
      {/* Meta's own sentence carries what changed (the new number). */}
      {m.body ? <p className="bubble-reason-detail bubble-muted">{m.body}</p> : null}
    </>
  );
}

export function OrderBody({ m }: Pick<BodyProps, "m">) {
  const t = useMessages(bubbleMessages);
  const items = detailsOf(m, "order")?.items ?? 0;
  return (
    <>
      <p className="bubble-label">🛒 {t.order(items)}</p>
      {m.body ? <p className="bubble-text">{m.body}</p> : null}
    </>
  );
}

export function UnsupportedBody({ m }: Pick<BodyProps, "m">) {
  const t = useMessages(bubbleMessages);
  if (m.error?.trim()) return <ErrorNote error={m.error} className="bubble-notice" inbound />;
  return <p className="bubble-text bubble-muted">{t.unsupported(m.body)}</p>;
}
