// A super admin's reply in a conversation, and marking it read. Meta only lets a business send free text
// within 24 hours of the customer's last message; after that only an approved template. The reply is sent
// first (the real client or the local outbox), then stored with its true outcome and audited in one batch.
import { eq, sql } from "drizzle-orm";
import type { Runtime } from "../../env";
import { conversationMessages, conversations, whatsappTemplates } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { auditWrite } from "../admin/audit";
import { fillTemplate, insideWindow, templateParamCount, type ReplyInput } from "../../shared/whatsapp-schemas";
import { toMessage } from "./conversations";
import { waClient, type SendResult } from "./wa-client";

export const OUTSIDE_WINDOW = "Pasaron más de 24 horas desde el último mensaje: solo se puede enviar una plantilla";

const missingConversation = () => notFound("No encontramos esa conversación", "CONVERSATION_NOT_FOUND");

async function loadTemplate(rt: Runtime, id: number, params: string[]) {
  const [template] = await rt.db.select().from(whatsappTemplates).where(eq(whatsappTemplates.id, id));
  if (!template) throw notFound("No encontramos esa plantilla", "TEMPLATE_NOT_FOUND");
  const count = templateParamCount(template.body) ?? 0;
  if (params.length !== count) {
    throw badRequest(`La plantilla lleva ${count} parámetro${count === 1 ? "" : "s"}`, "VALIDATION_ERROR", [
      { path: "params", message: `Completá ${count} parámetro${count === 1 ? "" : "s"}` },
    ]);
  }
  return template;
}

type OutboundRow = typeof conversationMessages.$inferInsert & { conversation_id: number; created_at: string };

/** The statements storing a sent message with its true outcome, and moving the conversation's last time. */
export function storeOutbound(rt: Runtime, row: OutboundRow, result: SendResult) {
  return [
    rt.db
      .insert(conversationMessages)
      .values({
        ...row,
        status: result.ok ? result.status : "failed",
        wa_message_id: result.ok ? result.waMessageId : null,
        error: result.ok ? null : result.error,
      })
      .returning(),
    rt.db
      .update(conversations)
      .set({ last_message_at: row.created_at })
      .where(eq(conversations.id, row.conversation_id)),
  ] as const;
}

export async function reply(rt: Runtime, actorId: number, conversationId: number, input: ReplyInput) {
  const [conv] = await rt.db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!conv) throw missingConversation();
  const client = waClient(rt);
  let row: typeof conversationMessages.$inferInsert;
  let result: SendResult;
  if ("text" in input) {
    if (!insideWindow(conv.last_inbound_at)) throw conflict(OUTSIDE_WINDOW, "OUTSIDE_WINDOW");
    result = await client.sendText(conv.phone, input.text);
    row = { conversation_id: conv.id, direction: "out", type: result.ok ? "text" : "error", body: input.text };
  } else {
    const template = await loadTemplate(rt, input.template_id, input.params);
    const text = fillTemplate(template.body, input.params);
    result = await client.sendTemplate(conv.phone, { ...template, params: input.params, text });
    row = {
      conversation_id: conv.id,
      direction: "out",
      type: result.ok ? "template" : "error_template",
      body: text,
      template_name: template.name,
      template_params: input.params,
    };
  }
  const now = new Date().toISOString();
  const [inserted] = await rt.db.batch([
    ...storeOutbound(rt, { ...row, sent_by: actorId, created_at: now }, result),
    auditWrite(rt.db, actorId, {
      action: "whatsapp-reply",
      target_type: "conversation",
      target_id: conv.id,
      detail: { type: row.type, template: row.template_name ?? null, status: result.ok ? result.status : "failed" },
    }),
  ]);
  return toMessage(inserted[0]!);
}

/** Marks every inbound message read and clears the unread count. */
export async function markRead(rt: Runtime, conversationId: number) {
  const [updated] = await rt.db.batch([
    rt.db
      .update(conversations)
      .set({ unread_count: 0 })
      .where(eq(conversations.id, conversationId))
      .returning({ id: conversations.id }),
    rt.db
      .update(conversationMessages)
      .set({ status: "read" })
      .where(
        sql`${conversationMessages.conversation_id} = ${conversationId} AND ${conversationMessages.direction} = 'in' AND ${conversationMessages.status} <> 'read'`,
      ),
  ]);
  if (!updated[0]) throw missingConversation();
}
