// One message of a thread (docs/whatsapp.md): its body by type (bubble-body.tsx), a failed send in red with
// Meta's reason, the contact's reaction as a badge on its corner, the time and, on ours, the delivery status
// ("registrado (local)" for the local outbox, never shown as sent).
import type { ConversationMessage } from "@shared/whatsapp-schemas";
import { useMessages } from "../../lib/i18n";
import { BubbleBody } from "./bubble-body";
import { FailureReason } from "./bubble-error";
import { bubbleMessages } from "./bubble-messages";
import type { BodyProps } from "./bubble-props";
import { shortTime } from "./conversation-text";

export interface BubbleProps extends Omit<BodyProps, "m"> {
  message: ConversationMessage;
}

export function MessageBubble({ message: m, speechRecognition, onMediaError }: BubbleProps) {
  const t = useMessages(bubbleMessages);
  const failed = m.type === "error" || m.type === "error_template" || m.type === "error_audio";
  const classes = [
    "bubble",
    m.direction === "out" ? "bubble-out" : "bubble-in",
    failed ? "bubble-error" : "",
    m.reaction ? "bubble-reacted" : "",
  ];
  return (
    <li className={classes.filter(Boolean).join(" ")} data-type={m.type} data-message-id={m.id}>
      <BubbleBody m={m} speechRecognition={speechRecognition} onMediaError={onMediaError} />
      {failed ? <FailureReason error={m.error} /> : null}
      <p className="bubble-foot">
        <time dateTime={m.created_at}>{shortTime(m.created_at)}</time>
        {m.direction === "out" ? (
          <span
            className={`bubble-status bubble-status-${m.status}`}
            aria-label={`${t.statusLabel}: ${t.status(m.status)}`}
          >
            {t.status(m.status)}
          </span>
        ) : null}
      </p>
      {m.reaction ? (
        <span className="bubble-reaction" role="img" aria-label={t.reaction(m.reaction)}>
          {m.reaction}
        </span>
      ) : null}
    </li>
  );
}
