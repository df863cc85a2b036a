// What every bubble body of a thread receives (docs/whatsapp.md), and its message's details of one kind.
import type { ConversationMessage, MessageDetails } from "@shared/whatsapp-schemas";

export interface BodyProps {
  m: ConversationMessage;
  /** Whether this server transcribes audio; without it a missing transcription says so. */
  speechRecognition: boolean;
  /** A signed media URL expired or failed: fetch the thread again for fresh ones. */
  onMediaError: () => void;
}

/** The message's details when they are of `kind` (a row written before they existed has none). */
export function detailsOf<K extends MessageDetails["kind"]>(
  m: ConversationMessage,
  kind: K,
): Extract<MessageDetails, { kind: K }> | null {
  const d = m.details;
  return d && d.kind === kind ? (d as Extract<MessageDetails, { kind: K }>) : null;
}
