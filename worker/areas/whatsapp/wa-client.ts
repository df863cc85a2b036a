// Sending WhatsApp messages from a conversation: the Cloud API (Graph) when WHATSAPP_TOKEN and
// WHATSAPP_PHONE_ID are set, otherwise a local client that only records the message in the outbox
// (status "logged": nobody received it, and nothing says it was sent). The notifications' whatsappChannel
// (lib/outbox.ts) stays as it is: this client also needs Meta's message id and its error reason.
// Templates go to Meta's review through it too (docs/whatsapp-templates.md).
import { outbox } from "../../db/schema";
import type { Runtime } from "../../env";
import type { ReplyButton, WaTemplateStatus } from "../../shared/whatsapp-schemas";
import { submitToMeta, type TemplateSubmission } from "./wa-template-review";
import { readJsonBounded } from "../../lib/read-bounded";
import { GRAPH, GRAPH_ANSWER_MAX_BYTES } from "./wa-media";

export type SendResult =
  /** Meta accepted it ("queued": the status webhook says when it is sent, delivered, read). */
  | { ok: true; status: "queued"; waMessageId: string }
  /** The local channel: recorded in the outbox only. */
  | { ok: true; status: "logged"; waMessageId: null }
  | { ok: false; error: string };

export interface TemplateSend {
  name: string;
  language: string;
  params: string[];
  /** The filled-in text, for the outbox. */
  text: string;
}

export interface WaClient {
  sendText(to: string, body: string): Promise<SendResult>;
  sendTemplate(to: string, template: TemplateSend): Promise<SendResult>;
  /** A text with reply buttons (only inside the 24-hour window); a tap comes back with the button's id. */
  sendButtons(to: string, body: string, buttons: ReplyButton[]): Promise<SendResult>;
  /** Submits a new or edited template to Meta's review; answers its status ("draft" when it could not). */
  submitTemplate(template: TemplateSubmission): Promise<WaTemplateStatus>;
}

/** Meta's limits for reply buttons: the text 1024 characters, a title 20, at most 3 buttons. */
export const BUTTONS_BODY_MAX = 1024;
export const BUTTON_TITLE_MAX = 20;

interface GraphAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

function graphClient(token: string, phoneId: string, businessId: string | undefined): WaClient {
  const post = async (to: string, message: Record<string, unknown>): Promise<SendResult> => {
    try {
      const res = await fetch(`${GRAPH}/${phoneId}/messages`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ messaging_product: "whatsapp", to: to.replace(/^\+/, ""), ...message }),
      });
      const answer = (await readJsonBounded<GraphAnswer>(res, GRAPH_ANSWER_MAX_BYTES)) ?? {};
      const waMessageId = answer.messages?.[0]?.id;
      if (res.ok && waMessageId) return { ok: true, status: "queued", waMessageId };
      const e = answer.error;
      const reason = [e?.code !== undefined ? `(#${e.code})` : "", e?.message ?? "", e?.error_data?.details ?? ""];
      return { ok: false, error: reason.filter(Boolean).join(" ") || `WhatsApp respondió ${res.status}` };
    } catch {
      return { ok: false, error: "No se pudo conectar con WhatsApp" };
    }
  };
  return {
    sendText: (to, body) => post(to, { type: "text", text: { body } }),
    sendTemplate: (to, t) =>
      post(to, {
        type: "template",
        template: {
          name: t.name,
          language: { code: t.language },
          components: t.params.length
            ? [{ type: "body", parameters: t.params.map((text) => ({ type: "text", text })) }]
            : [],
        },
      }),
    sendButtons: (to, body, buttons) =>
      post(to, {
        type: "interactive",
        interactive: {
          type: "button",
          body: { text: body.slice(0, BUTTONS_BODY_MAX) },
          action: {
            buttons: buttons.map((b) => ({
              type: "reply",
              reply: { id: b.id, title: b.title.slice(0, BUTTON_TITLE_MAX) },
            })),
          },
        },
      }),
    // Without the business account there is nowhere to submit it: it stays a draft until that is set.
    submitTemplate: async (t) => (businessId ? submitToMeta(token, businessId, t) : "draft"),
  };
}

function localClient(rt: Runtime): WaClient {
  const record = async (to: string, kind: string, body: string): Promise<SendResult> => {
    await rt.db.insert(outbox).values({ channel: "whatsapp", recipient: to, kind, body, status: "logged" });
    console.log(`[outbox:whatsapp] to=${to} kind=${kind}\n${body}`);
    return { ok: true, status: "logged", waMessageId: null };
  };
  return {
    sendText: (to, body) => record(to, "conversation-reply", body),
    sendTemplate: (to, t) => record(to, `template:${t.name}`, t.text),
    sendButtons: (to, body, buttons) =>
      record(to, "conversation-buttons", `${body}\n${buttons.map((b) => `[${b.title}] (${b.id})`).join(" ")}`),
    // No Meta to review it: approved at once, so development and the tests can send it right away.
    submitTemplate: async () => "approved",
  };
}

export function waClient(rt: Runtime): WaClient {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_ID: phoneId, WHATSAPP_BUSINESS_ID: businessId } = rt.env;
  return token && phoneId ? graphClient(token, phoneId, businessId) : localClient(rt);
}
