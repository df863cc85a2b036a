// One message of a thread (docs/whatsapp.md), per type: text; an image preview; an audio player with its
// transcription under it (or why the media could not be kept); a template with its parameters filled in; failed sends in red with Meta's
// reason. Outbound messages carry their delivery status ("registrado (local)" for the local outbox,
// never shown as sent).
import { explainWhatsAppError } from "@shared/whatsapp-errors";
import type { ConversationMessage } from "@shared/whatsapp-schemas";
import { useMessages } from "../../lib/i18n";
import { threadMessages } from "./conversations-messages";
import { shortTime } from "./conversation-text";

export interface BubbleProps {
  message: ConversationMessage;
  /** Whether this server transcribes audio; without it a missing transcription says so. */
  speechRecognition: boolean;
  /** A signed media URL expired or failed: fetch the thread again for fresh ones. */
  onMediaError: () => void;
}

export function MessageBubble({ message: m, speechRecognition, onMediaError }: BubbleProps) {
  const t = useMessages(threadMessages);
  const failed = m.type === "error" || m.type === "error_template" || m.type === "error_audio";
  const classes = ["bubble", m.direction === "out" ? "bubble-out" : "bubble-in", failed ? "bubble-error" : ""];
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
    </li>
  );
}

/** Why a send failed, in Spanish (Meta's code looked up), and Meta's own words under it for support. */
export function FailureReason({ error }: { error: string | null }) {
  const t = useMessages(threadMessages);
  const { message, detail } = explainWhatsAppError(error);
  return (
    <div className="bubble-reason" role="note">
      <p>{t.sendFailed(error ? message : t.unknownReason)}</p>
      {detail ? <p className="bubble-reason-detail">{t.detail(detail)}</p> : null}
    </div>
  );
}

/** An image or audio not stored (yet): still downloading, or why its download failed (the worker's words). */
function MediaMissing(props: { error: string | null; pending: string; failed: (reason: string) => string }) {
  return props.error ? (
    <p className="bubble-text bubble-muted" role="note">
      {props.failed(props.error)}
    </p>
  ) : (
    <p>{props.pending}</p>
  );
}

function BubbleBody({ m, speechRecognition, onMediaError }: { m: ConversationMessage } & Omit<BubbleProps, "message">) {
  const t = useMessages(threadMessages);
  switch (m.type) {
    case "image":
      return (
        <>
          {m.media_url ? (
            <a href={m.media_url} target="_blank" rel="noreferrer" className="bubble-image-link">
              <img
                className="bubble-image"
                src={m.media_url}
                alt={m.body || t.imageAlt}
                loading="lazy"
                onError={onMediaError}
              />
            </a>
          ) : (
            <MediaMissing error={m.error} pending={t.imagePending} failed={t.imageFailed} />
          )}
          {m.body ? <p className="bubble-text">{m.body}</p> : null}
        </>
      );
    case "audio":
    case "error_audio":
      return (
        <>
          {m.media_url ? (
            // eslint-disable-next-line jsx-a11y-x/media-has-caption -- the transcription under it is the caption
            <audio
              className="bubble-audio"
              controls
              preload="metadata"
              src={m.media_url}
              aria-label={t.audioLabel}
              onError={onMediaError}
            />
          ) : (
            <MediaMissing error={m.error} pending={t.audioPending} failed={t.audioFailed} />
          )}
          {!m.media_url && m.error ? null : (
            <p className="bubble-transcription">
              {m.transcription ? (
                <>
                  <span className="visually-hidden">{t.transcription}: </span>
                  {m.transcription}
                </>
              ) : speechRecognition ? (
                t.transcribing
              ) : (
                t.noTranscription
              )}
            </p>
          )}
        </>
      );
    case "template":
    case "error_template":
      return (
        <>
          <p className="bubble-label">{t.template(m.template_name ?? "")}</p>
          <p className="bubble-text">{m.body}</p>
        </>
      );
    case "unsupported":
      return <p className="bubble-text bubble-muted">{t.unsupported(m.body)}</p>;
    default:
      return <p className="bubble-text">{m.body}</p>;
  }
}
