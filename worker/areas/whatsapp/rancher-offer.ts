// How a rancher is offered a draft (docs/whatsapp.md): inside Meta's 24-hour window as a message with two
// reply buttons, «Sí, registrar» and «No», whose ids name the draft; if that send fails, the same text
// alone (typing sí / no works either way); outside the window only a template can go, so the app's own
// notificacion_general carries it.
import { eq } from "drizzle-orm";
import { whatsappTemplates } from "../../db/schema";
import type { Runtime } from "../../env";
import { WHATSAPP_TEMPLATE } from "../../shared/notification-schemas";
import { fillTemplate, insideWindow } from "../../shared/whatsapp-schemas";
import { draftButtons } from "./rancher-drafts";
import { replyBody, sendAutoReply, storeAutoReply } from "./rancher-reply";
import { BUTTONS_BODY_MAX, waClient } from "./wa-client";

export const OFFER_TITLE = "Registro para confirmar";

interface OfferConversation {
  id: number;
  phone: string;
  last_inbound_at: string | null;
}

/** Sends `text` (the draft and how to confirm it) with the buttons of the draft `clientId`. */
export async function sendDraftOffer(rt: Runtime, conv: OfferConversation, text: string, clientId: string) {
  const body = replyBody(rt, text);
  if (!insideWindow(conv.last_inbound_at)) return sendOfferTemplate(rt, conv, body);
  if (body.length > BUTTONS_BODY_MAX) return sendAutoReply(rt, conv, body);
  const buttons = draftButtons(clientId);
  const result = await waClient(rt).sendButtons(conv.phone, body, buttons);
  if (!result.ok) {
    console.warn(`[whatsapp] buttons to conversation ${conv.id} failed, sent as text: ${result.error}`);
    return sendAutoReply(rt, conv, body);
  }
  await storeAutoReply(rt, conv.id, { type: "interactive", body, details: { kind: "buttons", buttons } }, result);
}

/**
 * The template's parameters cannot hold line breaks (Meta refuses them): the draft's lines are joined
 * with " · ".
 */
async function sendOfferTemplate(rt: Runtime, conv: OfferConversation, body: string) {
  const params = [OFFER_TITLE, body.replace(/\s*\n+\s*/g, " · ")];
  const [template] = await rt.db
    .select({ language: whatsappTemplates.language, body: whatsappTemplates.body })
    .from(whatsappTemplates)
    .where(eq(whatsappTemplates.name, WHATSAPP_TEMPLATE))
    .limit(1);
  const text = template ? fillTemplate(template.body, params) : params.join("\n");
  const result = await waClient(rt).sendTemplate(conv.phone, {
    name: WHATSAPP_TEMPLATE,
    language: template?.language ?? "es_AR",
    params,
    text,
  });
  await storeAutoReply(
    rt,
    conv.id,
    {
      type: result.ok ? "template" : "error_template",
      body: text,
      template_name: WHATSAPP_TEMPLATE,
      template_params: params,
    },
    result,
  );
}
