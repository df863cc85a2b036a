// A bubble's content by message type (docs/whatsapp.md): each type WhatsApp names has its own body, so only
// what Meta itself could not read (or a type newer than this screen) shows as "no admitido".
import type { ReactElement } from "react";
import { useMessages } from "../../lib/i18n";
import { AudioBody } from "./bubble-audio";
import { ButtonsBody, TapBody } from "./bubble-buttons";
import { ContactsBody } from "./bubble-contacts";
import { DocumentBody } from "./bubble-document";
import { LocationBody } from "./bubble-location";
import { ImageBody, StickerBody, VideoBody } from "./bubble-media";
import { bubbleMessages } from "./bubble-messages";
import { OrderBody, SystemBody, UnsupportedBody } from "./bubble-notice";
import { detailsOf, type BodyProps } from "./bubble-props";

export function BubbleBody(props: BodyProps) {
  const t = useMessages(bubbleMessages);
  const { m } = props;
  switch (m.type) {
    case "text":
    case "error":
      return <p className="bubble-text">{m.body}</p>;
    case "image":
      return <ImageBody {...props} />;
    case "sticker":
      return <StickerBody {...props} />;
    case "video":
      return <VideoBody {...props} />;
    case "audio":
    case "error_audio":
      return <AudioBody {...props} />;
    case "document":
      return <DocumentBody m={m} />;
    case "location":
      return <LocationBody m={m} />;
    case "contacts":
      return <ContactsBody m={m} />;
    // "interactive" is both our message with reply buttons and the contact's tap on one.
    case "interactive":
      return detailsOf(m, "buttons") ? <ButtonsBody m={m} /> : <TapBody m={m} />;
    case "button":
      return <TapBody m={m} />;
    case "system":
      return <SystemBody m={m} />;
    case "order":
      return <OrderBody m={m} />;
    case "template":
    case "error_template":
      return (
        <>
          <p className="bubble-label">{t.template(m.template_name ?? "")}</p>
          <p className="bubble-text">{m.body}</p>
        </>
      );
    case "unsupported":
      return <UnsupportedBody m={m} />;
    default:
      return newerType(m.type, <UnsupportedBody m={m} />);
  }
}

/** A type added to the contract before this screen: the compiler asks for its case; until then, "no admitido". */
const newerType = (_type: never, fallback: ReactElement) => fallback;
