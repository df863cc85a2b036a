// How a conversation and its last message read in the inbox (docs/whatsapp.md): the name shown, and a preview
// per message type ("🎤 Audio", "📍 Ubicación: La Aguada", "🔘 Sí, registrar", the template's name...).
import type { ConversationSummary } from "@shared/whatsapp-schemas";
import { formatRecent } from "../../lib/dates";
import { titleCase } from "../../lib/text";
import type { Locale } from "../../lib/i18n";
import { conversationsMessages } from "./conversations-messages";

/** The linked user's name, else the WhatsApp profile's, else the number. */
export const conversationName = (c: ConversationSummary) =>
  titleCase(c.user?.name) || titleCase(c.profile_name) || c.phone;

export function lastMessagePreview(c: ConversationSummary, locale: Locale): string {
  const t = conversationsMessages[locale];
  const m = c.last_message;
  if (!m) return t.noMessages;
  const text = (() => {
    switch (m.type) {
      case "text":
        return m.body;
      case "audio":
        return t.audio;
      case "image":
        return t.image(m.body);
      case "video":
        return t.video(m.body);
      case "sticker":
        return t.sticker;
      case "document":
        return t.document(m.body);
      case "location":
        return t.location(m.body);
      case "contacts":
        return t.contacts(m.body);
      // Our own message with reply buttons reads as its text; a contact's tap as the button they chose.
      case "interactive":
        return m.direction === "out" ? m.body : t.tap(m.body);
      case "button":
        return t.tap(m.body);
      case "system":
        return t.system;
      case "order":
        return t.order(m.body);
      case "template":
        return t.template(m.template_name ?? "");
      case "error":
      case "error_template":
      case "error_audio":
        return t.failed;
      case "unsupported":
        return t.unsupported(m.body);
      default:
        return unknownType(m.type, m.body);
    }
  })();
  return m.direction === "out" ? `${t.you}${text}` : text;
}

/** A type added to the contract before this screen knows it: its text, rather than a crash or nothing. */
const unknownType = (_type: never, body: string) => body;

/** The time of the last message: HH:mm today, dd/mm otherwise (Argentina's clock, the one date formatter). */
export const shortTime = (iso: string | null, now = new Date()) => (iso ? formatRecent(iso, now) : "");
