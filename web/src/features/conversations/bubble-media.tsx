// A thread's pictures and video (docs/whatsapp.md): an image opening full size, a sticker small, a video
// player like the audio's; each with its caption, and while the file is not stored yet, "descargando..." or
// why the worker could not keep it.
import type { ReactNode } from "react";
import type { ConversationMessage } from "@shared/whatsapp-schemas";
import { useMessages } from "../../lib/i18n";
import { bubbleMessages } from "./bubble-messages";
import type { BodyProps } from "./bubble-props";

type MediaProps = Pick<BodyProps, "m" | "onMediaError">;

export interface StoredProps {
  m: ConversationMessage;
  pending: string;
  failed: (reason: string) => string;
  /** What shows the stored file, from its signed URL. */
  children: (url: string) => ReactNode;
}

/** The stored file as `children` draw it; until then "descargando...", or why it was not kept (the worker's words). */
export function Stored({ m, pending, failed, children }: StoredProps) {
  if (m.media_url) return children(m.media_url);
  return m.error ? (
    <p className="bubble-text bubble-muted" role="note">
      {failed(m.error)}
    </p>
  ) : (
    <p>{pending}</p>
  );
}

/**
 * An audio or video player streaming the signed URL (with Range); an expired URL asks for fresh ones. WhatsApp
 * sends no subtitles: an audio's transcription and a video's caption are under it.
 */
export function Player(props: { kind: "audio" | "video"; url: string; label: string; onMediaError: () => void }) {
  const Media = props.kind;
  return (
    <Media
      className={`bubble-${props.kind}`}
      controls
      preload="metadata"
      src={props.url}
      aria-label={props.label}
      onError={props.onMediaError}
    />
  );
}

/** The text sent with a picture, video or document. */
export const Caption = ({ text }: { text: string }) => (text ? <p className="bubble-text">{text}</p> : null);

export function ImageBody({ m, onMediaError }: MediaProps) {
  const t = useMessages(bubbleMessages);
  return (
    <>
      <Stored m={m} pending={t.imagePending} failed={t.imageFailed}>
        {(url) => (
          <a href={url} target="_blank" rel="noreferrer" className="bubble-image-link">
            <img className="bubble-image" src={url} alt={m.body || t.imageAlt} loading="lazy" onError={onMediaError} />
          </a>
        )}
      </Stored>
      <Caption text={m.body} />
    </>
  );
}

export function StickerBody({ m, onMediaError }: MediaProps) {
  const t = useMessages(bubbleMessages);
  return (
    <Stored m={m} pending={t.stickerPending} failed={t.stickerFailed}>
      {(url) => <img className="bubble-sticker" src={url} alt={t.stickerAlt} loading="lazy" onError={onMediaError} />}
    </Stored>
  );
}

export function VideoBody({ m, onMediaError }: MediaProps) {
  const t = useMessages(bubbleMessages);
  return (
    <>
      <Stored m={m} pending={t.videoPending} failed={t.videoFailed}>
        {(url) => <Player kind="video" url={url} label={t.videoLabel} onMediaError={onMediaError} />}
      </Stored>
      <Caption text={m.body} />
    </>
  );
}
