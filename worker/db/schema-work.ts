// The team's work (docs/tasks-and-notes.md): notes with photos and tasks with their reminders. Re-exported by schema.ts,
// so drizzle-kit and the typed client see one schema.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { lots, movements, organizations, rodeos, users } from "./schema";
import { TASK_PRIORITIES, TASK_RECURRENCES, TASK_STATUSES } from "../shared/task-values";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
const timestamps = {
  created_at: text("created_at").notNull().default(now),
  updated_at: text("updated_at").notNull().default(now),
};

export const notes = sqliteTable(
  "notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Plain text; the SPA renders line breaks and links, never HTML. */
    body: text("body").notNull().default(""),
    pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
    lot_id: integer("lot_id").references(() => lots.id, { onDelete: "set null" }),
    rodeo_id: integer("rodeo_id").references(() => rodeos.id, { onDelete: "set null" }),
    movement_id: integer("movement_id").references(() => movements.id, { onDelete: "set null" }),
    author_id: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("notes_org_idx").on(t.organization_id, t.deleted, t.pinned, t.created_at),
    index("notes_lot_idx").on(t.organization_id, t.lot_id),
    index("notes_rodeo_idx").on(t.organization_id, t.rodeo_id),
  ],
);

/** A note's photo: the bytes live in R2 under `key`; this row says whose they are. */
export const notePhotos = sqliteTable(
  "note_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    note_id: integer("note_id")
      .notNull()
      .references(() => notes.id, { onDelete: "cascade" }),
    key: text("key").notNull().unique(),
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("note_photos_note_idx").on(t.note_id)],
);

export const tasks = sqliteTable(
  "tasks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    assignee_id: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** YYYY-MM-DD, a day on the ranch's calendar (Argentina), or null for no date. */
    due_date: text("due_date"),
    priority: text("priority", { enum: TASK_PRIORITIES }).notNull().default("media"),
    status: text("status", { enum: TASK_STATUSES }).notNull().default("pendiente"),
    recurrence: text("recurrence", { enum: TASK_RECURRENCES }).notNull().default("none"),
    lot_id: integer("lot_id").references(() => lots.id, { onDelete: "set null" }),
    rodeo_id: integer("rodeo_id").references(() => rodeos.id, { onDelete: "set null" }),
    /** The note it was made from. */
    note_id: integer("note_id").references(() => notes.id, { onDelete: "set null" }),
    /** The task whose completion created this one (a recurring series). */
    previous_id: integer("previous_id"),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    completed_at: text("completed_at"),
    completed_by: integer("completed_by").references(() => users.id, { onDelete: "set null" }),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("tasks_org_due_idx").on(t.organization_id, t.deleted, t.status, t.due_date),
    index("tasks_assignee_idx").on(t.organization_id, t.assignee_id, t.due_date),
    // A recurring task is completed once: its next one exists at most once.
    uniqueIndex("tasks_previous_idx").on(t.previous_id),
  ],
);

/** One row per task and day a reminder went out: the cron never reminds twice (insert-or-ignore first). */
export const taskReminders = sqliteTable(
  "task_reminders",
  {
    task_id: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.task_id, t.day] })],
);
