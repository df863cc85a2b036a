// /api/assistant (docs/assistant.md): the chat (server-sent events) and each user's own threads. Any member asks;
// a thread is private to its author (another member gets a 404); the daily quota answers 429.
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../env";
import { idParam, validate } from "../../lib/validate";
import { chatBodySchema } from "../../shared/assistant-schemas";
import * as z from "../../shared/zod";
import { requireAuth } from "../account/require-auth";
import { pathDoor } from "../organization/door";
import { openAssistant } from "./agent";
import { deleteThread, listThreads, readThread } from "./threads";

const orgParam = z.object({ org: idParam });
const threadParams = z.object({ org: idParam, id: idParam });

export const assistantRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .post(...pathDoor("/:org/chat", "org"), validate("param", orgParam), validate("json", chatBodySchema), async (c) => {
    const body = c.req.valid("json");
    const run = await openAssistant({
      db: c.var.db,
      env: c.env,
      scope: { orgId: c.req.valid("param").org, userId: c.var.user.id, role: c.var.membership.role },
      message: body.message,
      threadId: body.thread_id,
    });
    return streamSSE(c, async (stream) => {
      for await (const event of run.events()) {
        await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
      }
    });
  })
  .get(...pathDoor("/:org/threads", "org"), validate("param", orgParam), async (c) => {
    const threads = await listThreads(c.var.db, { orgId: c.req.valid("param").org, userId: c.var.user.id });
    return c.json({ ok: true as const, threads });
  })
  .get(...pathDoor("/:org/threads/:id", "org"), validate("param", threadParams), async (c) => {
    const { org, id } = c.req.valid("param");
    const thread = await readThread(c.var.db, { orgId: org, userId: c.var.user.id }, id);
    return c.json({ ok: true as const, thread });
  })
  .delete(...pathDoor("/:org/threads/:id", "org"), validate("param", threadParams), async (c) => {
    const { org, id } = c.req.valid("param");
    await deleteThread(c.var.db, { orgId: org, userId: c.var.user.id }, id);
    return c.json({ ok: true as const, threadId: id });
  });
