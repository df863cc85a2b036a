// The question box: a labelled textarea (Enter sends, Shift+Enter a new line) capped at the API's
// maximum with a counter near it, the mic where the browser can dictate, and Enviar / Detener.
import { ASSISTANT_MESSAGE_MAX } from "@shared/assistant-schemas";
import { useId, type KeyboardEvent } from "react";
import { Icon } from "../../components/icon";
import { useMessages } from "../../lib/i18n";
import { assistantMessages } from "./assistant-messages";
import { useVoiceInput } from "./use-voice-input";

/** The counter shows from here on (characters left). */
const COUNTER_FROM = 100;

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  sending: boolean;
}

export function ChatComposer({ value, onChange, onSend, onStop, sending }: ChatComposerProps) {
  const t = useMessages(assistantMessages);
  const id = useId();
  const voice = useVoiceInput((heard) =>
    onChange(`${value ? `${value} ` : ""}${heard}`.slice(0, ASSISTANT_MESSAGE_MAX)),
  );
  const left = ASSISTANT_MESSAGE_MAX - value.length;
  const empty = value.trim() === "";

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (!sending && !empty) onSend();
  };

  return (
    <form
      className="as-composer"
      onSubmit={(e) => {
        e.preventDefault();
        if (!sending && !empty) onSend();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t.inputLabel}
      </label>
      <textarea
        id={id}
        className="input as-input"
        rows={2}
        value={value}
        maxLength={ASSISTANT_MESSAGE_MAX}
        placeholder={t.inputPlaceholder}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="as-composer-bar">
        <span id={`${id}-hint`} className="field-hint" aria-live="polite">
          {voice.listening ? t.listening : left <= COUNTER_FROM ? t.charsLeft(left) : t.inputHint}
        </span>
        {voice.supported ? (
          <button
            type="button"
            className={voice.listening ? "btn btn-secondary as-mic is-on" : "btn btn-secondary as-mic"}
            aria-label={voice.listening ? t.micStop : t.micStart}
            aria-pressed={voice.listening}
            onClick={voice.toggle}
          >
            <Icon name="mic" />
          </button>
        ) : null}
        {sending ? (
          <button type="button" className="btn btn-secondary" onClick={onStop}>
            {t.stop}
          </button>
        ) : (
          <button type="submit" className="btn btn-primary" disabled={empty}>
            <Icon name="send" /> {t.send}
          </button>
        )}
      </div>
    </form>
  );
}
