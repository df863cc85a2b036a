// Reply buttons in the thread (docs/whatsapp.md): our message that offers them (its text and the buttons,
// drawn like WhatsApp's, not pressable here), and the contact's tap on one (or on a template's quick reply).
import { useMessages } from "../../lib/i18n";
import { bubbleMessages } from "./bubble-messages";
import { detailsOf, type BodyProps } from "./bubble-props";

export function ButtonsBody({ m }: Pick<BodyProps, "m">) {
  const t = useMessages(bubbleMessages);
  const buttons = detailsOf(m, "buttons")?.buttons ?? [];
  return (
    <>
      <p className="bubble-text">{m.body}</p>
      {buttons.length ? (
        <ul className="bubble-buttons" aria-label={t.buttons}>
          {buttons.map((b) => (
            <li key={b.id}>{b.title}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function TapBody({ m }: Pick<BodyProps, "m">) {
  const t = useMessages(bubbleMessages);
  return (
    <>
      <p className="bubble-label">{t.tapped}</p>
      <p className="bubble-tap">{m.body}</p>
    </>
  );
}
