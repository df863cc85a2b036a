// The assistant's conversations: each user's own threads in an organization (another member's thread is a
// 404, as if it did not exist), their turns, and the daily question count.
import { and, desc, eq, sql } from "drizzle-orm";
import { assistantMessages, assistantThreads, assistantUsage } from "../../db/schema";
import type { Db } from "../../env";
import { ApiError, notFound } from "../../lib/errors";
import {
  ASSISTANT_DAILY_QUOTA,
  ASSISTANT_THREAD_PAGE,
  type AssistantMessage,
  type AssistantModelInfo,
  type AssistantThread,
  type AssistantThreadSummary,
  type AssistantToolResult,
  type MovementDraftCard,
} from "../../shared/assistant-schemas";
import { jsonObject } from "../herd/common/row-values";

export interface Owner {
  orgId: number;
  userId: number;
}

const TITLE_MAX = 80;
const threadMissing = () => notFound("La conversación no existe", "THREAD_NOT_FOUND");

/** Counts one question of `userId` on `day`, in one statement (the upsert only counts under the quota). */
export async function takeQuestion(db: Db, userId: number, day: string, quota = ASSISTANT_DAILY_QUOTA) {
  const rows = await db
    .insert(assistantUsage)
    .values({ user_id: userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [assistantUsage.user_id, assistantUsage.day],
      set: { count: sql`${assistantUsage.count} + 1` },
      setWhere: sql`${assistantUsage.count} < ${quota}`,
    })
    .returning({ count: assistantUsage.count });
  if (!rows.length) {
    throw new ApiError(
      429,
      "ASSISTANT_QUOTA",
      `Llegaste al límite diario de preguntas al asistente (${quota}). Podés volver a preguntar mañana.`,
    );
  }
}

/** The caller's own thread `id` in the organization, or 404. */
export async function ownThread(db: Db, owner: Owner, id: number) {
  const [row] = await db
    .select({ id: assistantThreads.id, title: assistantThreads.title })
    .from(assistantThreads)
    .where(
      and(
        eq(assistantThreads.id, id),
        eq(assistantThreads.user_id, owner.userId),
        eq(assistantThreads.organization_id, owner.orgId),
      ),
    )
    .limit(1);
  if (!row) throw threadMissing();
  return row;
}

export async function createThread(db: Db, owner: Owner, question: string): Promise<number> {
  const title = question.length > TITLE_MAX ? `${question.slice(0, TITLE_MAX - 1)}…` : question;
  const [row] = await db
    .insert(assistantThreads)
    .values({ organization_id: owner.orgId, user_id: owner.userId, title })
    .returning({ id: assistantThreads.id });
  return row!.id;
}

/** The last `limit` turns of a thread, oldest first (the model's history). */
export async function threadHistory(db: Db, threadId: number, limit: number) {
  const rows = await db
    .select({ role: assistantMessages.role, text: assistantMessages.text })
    .from(assistantMessages)
    .where(eq(assistantMessages.thread_id, threadId))
    .orderBy(desc(assistantMessages.id))
    .limit(limit);
  return rows.reverse();
}

export interface AnswerParts {
  tools: Array<{ name: string; input?: unknown; result: AssistantToolResult }>;
  drafts: MovementDraftCard[];
}

/** Stores a turn and touches the thread; the message's id. */
export async function appendMessage(
  db: Db,
  threadId: number,
  turn: { role: "user" | "assistant"; text: string; parts?: AnswerParts; model?: AssistantModelInfo },
): Promise<number> {
  const [row] = await db.batch([
    db
      .insert(assistantMessages)
      .values({
        thread_id: threadId,
        role: turn.role,
        text: turn.text,
        parts: JSON.stringify(turn.parts ?? { tools: [], drafts: [] }),
        model: turn.model ? JSON.stringify(turn.model) : null,
      })
      .returning({ id: assistantMessages.id }),
    db
      .update(assistantThreads)
      .set({ updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
      .where(eq(assistantThreads.id, threadId)),
  ]);
  return row[0]!.id;
}

/** The caller's threads in the organization, newest first, one page. */
export async function listThreads(db: Db, owner: Owner): Promise<AssistantThreadSummary[]> {
  return db
    .select({
      id: assistantThreads.id,
      title: assistantThreads.title,
      updated_at: assistantThreads.updated_at,
      messages: sql<number>`(SELECT count(*) FROM assistant_messages m WHERE m.thread_id = assistant_threads.id)`,
    })
    .from(assistantThreads)
    .where(and(eq(assistantThreads.user_id, owner.userId), eq(assistantThreads.organization_id, owner.orgId)))
    .orderBy(desc(assistantThreads.updated_at), desc(assistantThreads.id))
    .limit(ASSISTANT_THREAD_PAGE);
}

/** One of the caller's threads with its latest turns (oldest first), or 404. */
export async function readThread(db: Db, owner: Owner, id: number): Promise<AssistantThread> {
  const rows = await db
    .select({
      id: assistantThreads.id,
      title: assistantThreads.title,
      updated_at: assistantThreads.updated_at,
      messages: sql<number>`(SELECT count(*) FROM assistant_messages m WHERE m.thread_id = assistant_threads.id)`,
      message_id: assistantMessages.id,
      role: assistantMessages.role,
      text: assistantMessages.text,
      parts: assistantMessages.parts,
      model: assistantMessages.model,
      created_at: assistantMessages.created_at,
    })
    .from(assistantThreads)
    .leftJoin(assistantMessages, eq(assistantMessages.thread_id, assistantThreads.id))
    .where(
      and(
        eq(assistantThreads.id, id),
        eq(assistantThreads.user_id, owner.userId),
        eq(assistantThreads.organization_id, owner.orgId),
      ),
    )
    .orderBy(desc(assistantMessages.id))
    .limit(ASSISTANT_THREAD_PAGE);
  const first = rows[0];
  if (!first) throw threadMissing();
  const items: AssistantMessage[] = rows
    .filter((r) => r.message_id !== null)
    .reverse()
    .map((r) => {
      const parts = jsonObject(r.parts) as Partial<AnswerParts>;
      return {
        id: r.message_id!,
        role: r.role!,
        text: r.text ?? "",
        tools: parts.tools ?? [],
        drafts: parts.drafts ?? [],
        model: r.model ? (jsonObject(r.model) as unknown as AssistantModelInfo) : null,
        created_at: r.created_at!,
      };
    });
  return { id: first.id, title: first.title, updated_at: first.updated_at, messages: first.messages, items };
}

/** Deletes one of the caller's threads (its turns go with it), or 404. */
export async function deleteThread(db: Db, owner: Owner, id: number) {
  const rows = await db
    .delete(assistantThreads)
    .where(
      and(
        eq(assistantThreads.id, id),
        eq(assistantThreads.user_id, owner.userId),
        eq(assistantThreads.organization_id, owner.orgId),
      ),
    )
    .returning({ id: assistantThreads.id });
  if (!rows.length) throw threadMissing();
}
