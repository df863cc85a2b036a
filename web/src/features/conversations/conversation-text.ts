// How a conversation and its last message read in the inbox (docs/whatsapp.md): the name shown, and a preview
// per message type ("🎤 Audio", "📷 Imagen", the template's name...).
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
      case "audio":
        return t.audio;
      case "image":
        return m.body ? `${t.image}: ${m.body}` : t.image;
      case "template":
        return t.template(m.template_name ?? "");
      case "error":
      case "error_template":
      case "error_audio":
        return t.failed;
      case "unsupported":
        return t.unsupported(m.body);
      default:
        return m.body;
    }
  })();
  return m.direction === "out" ? `${t.you}${text}` : text;
}

/** The time of the last message: HH:mm today, dd/mm otherwise (Argentina's clock, the one date formatter). */
export const shortTime = (iso: string | null, now = new Date()) => (iso ? formatRecent(iso, now) : "");
