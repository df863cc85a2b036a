// Meta's error on a message, explained in Spanish (its code looked up in whatsapp-errors.ts), with Meta's own
// words on a "Detalle" line under it: what Meta's support asks for.
import { explainWhatsAppError } from "@shared/whatsapp-errors";
import { useMessages } from "../../lib/i18n";
import { bubbleMessages } from "./bubble-messages";

export interface ErrorNoteProps {
  error: string;
  /** The sentence around the explanation ("No se pudo enviar: …"); the explanation alone without it. */
  say?: (explained: string) => string;
  className: string;
  /** An error that came with the contact's own message (Meta could not read it), not a failed send. */
  inbound?: boolean;
}

export function ErrorNote({ error, say = (text) => text, className, inbound = false }: ErrorNoteProps) {
  const t = useMessages(bubbleMessages);
  const { message, detail } = explainWhatsAppError(error, inbound);
  return (
    <div className={className} role="note">
      <p>{say(message)}</p>
      {detail ? <p className="bubble-reason-detail">{t.detail(detail)}</p> : null}
    </div>
  );
}

/** Why a send failed; "WhatsApp no dio el motivo" when Meta said nothing. */
export function FailureReason({ error }: { error: string | null }) {
  const t = useMessages(bubbleMessages);
  if (!error)
    return (
      <div className="bubble-reason" role="note">
        <p>{t.sendFailed(t.unknownReason)}</p>
      </div>
    );
  return <ErrorNote error={error} say={t.sendFailed} className="bubble-reason" />;
}
