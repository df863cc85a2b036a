// WhatsApp inbox fixtures for the web tests (docs/whatsapp.md): a message as the API lists it, any field
// overridden; each call gets a new, growing id (ids follow time, like the worker's).
import type { ConversationMessage } from "../../worker/shared/whatsapp-schemas";

export const HOUR = 60 * 60 * 1000;
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let nextId = 100;
export const msg = (over: Partial<ConversationMessage> = {}): ConversationMessage => ({
  id: ++nextId,
  direction: "in",
  type: "text",
  body: "",
  template_name: null,
  template_params: null,
  media_url: null,
  media_type: null,
  transcription: null,
  details: null,
  media_size: null,
  reaction: null,
  status: "delivered",
  error: null,
  sent_by: null,
  created_at: ago(HOUR),
  ...over,
});
