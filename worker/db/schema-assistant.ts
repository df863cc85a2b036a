// The assistant (docs/assistant.md): each user's conversations, private to their author, and the daily question count.
// Re-exported by schema.ts, so drizzle-kit and the typed client see one schema.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { organizations, users } from "./schema";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const assistantThreads = sqliteTable(
  "assistant_threads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The first question, cut short. */
    title: text("title").notNull(),
    created_at: text("created_at").notNull().default(now),
    updated_at: text("updated_at").notNull().default(now),
  },
  (t) => [index("assistant_threads_user_idx").on(t.user_id, t.organization_id, t.updated_at)],
);

export const assistantMessages = sqliteTable(
  "assistant_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    thread_id: integer("thread_id")
      .notNull()
      .references(() => assistantThreads.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    text: text("text").notNull().default(""),
    /** JSON `{ tools: [{ name, result }], drafts: MovementDraftCard[] }` of an answer. */
    parts: text("parts").notNull().default("{}"),
    /** JSON AssistantModelInfo of the model that answered (null for the user's turns). */
    model: text("model"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("assistant_messages_thread_idx").on(t.thread_id, t.id)],
);

/** Questions a user asked on an Argentina day (the daily quota), counted by one upsert per question. */
export const assistantUsage = sqliteTable(
  "assistant_usage",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] })],
);
