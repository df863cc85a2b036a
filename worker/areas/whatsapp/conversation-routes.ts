// /api/conversation: the WhatsApp inbox (docs/whatsapp.md), super admins only (403 for anyone else, organization
// owners included).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAuth, requireSuperAdmin } from "../account/require-auth";
import { idParam, validate } from "../../lib/validate";
import * as z from "../../shared/zod";
import { conversationListQuery, messagesQuery, replySchema } from "../../shared/whatsapp-schemas";
import { getConversation, listConversations } from "./conversations";
import { markRead, reply } from "./conversation-reply";
import { signMessages } from "./media-signature";
import { announce } from "./inbox-live";
import { speechToText } from "./transcription";
import { conversationMessages } from "../../db/schema";
import { eq } from "drizzle-orm";

const params = z.object({ id: idParam });

export const conversationRoutes = new Hono<AppEnv>()
  .use("*", requireAuth, requireSuperAdmin)
  .get("/", validate("query", conversationListQuery), async (c) => {
    return c.json({ ok: true as const, ...(await listConversations(c.var.db, c.req.valid("query"))) });
  })
  .get("/:id", validate("param", params), validate("query", messagesQuery), async (c) => {
    const conversation = await getConversation(c.var.db, c.req.valid("param").id, c.req.valid("query"));
    // <audio> and <img> cannot send the token: their URLs come signed (media-signature.ts).
    const messages = await signMessages(c.env, conversation.messages);
    // Whether audio gets transcribed here: without it the thread says so instead of waiting for one.
    const speech_recognition = speechToText(c.env) !== null;
    return c.json({ ok: true as const, ...conversation, messages, speech_recognition });
  })
  .post("/:id/messages", validate("param", params), validate("json", replySchema), async (c) => {
    const message = await reply(c.var.rt, c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
    // The other super admins' screens (and this one's other tabs) see the reply at once.
    await announce(c.var.rt, eq(conversationMessages.id, message.id));
    return c.json({ ok: true as const, message }, 201);
  })
  .post("/:id/read", validate("param", params), async (c) => {
    await markRead(c.var.rt, c.req.valid("param").id);
    return c.json({ ok: true as const });
  });
