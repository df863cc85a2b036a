// A thread's voice note (docs/whatsapp.md): the player and its transcription under it, or why there is none;
// or why the audio could not be kept.
import { useMessages } from "../../lib/i18n";
import { bubbleMessages } from "./bubble-messages";
import type { BodyProps } from "./bubble-props";
import { Player, Stored } from "./bubble-media";

export function AudioBody({ m, speechRecognition, onMediaError }: BodyProps) {
  const t = useMessages(bubbleMessages);
  return (
    <>
      <Stored m={m} pending={t.audioPending} failed={t.audioFailed}>
        {(url) => <Player kind="audio" url={url} label={t.audioLabel} onMediaError={onMediaError} />}
      </Stored>
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
}
