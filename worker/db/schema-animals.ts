// Individual animals by their electronic tag (docs/animals.md): the tags the ranch owns, the tagged animals and,
// per animal, the movements of the log that listed its tag. Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { animalCategories, movements, organizations, rodeos } from "./schema";
import { ANIMAL_SEXES, ANIMAL_STATES, TAG_STATES } from "../shared/animal-values";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const tags = sqliteTable(
  "tags",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** 15 digits, no separators. */
    number: text("number").notNull(),
    state: text("state", { enum: TAG_STATES }).notNull().default("disponible"),
    animal_id: integer("animal_id"),
    created_at: text("created_at").notNull().default(now),
    updated_at: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("tags_org_number_uq").on(t.organization_id, t.number),
    index("tags_org_state_idx").on(t.organization_id, t.state),
  ],
);

export const animals = sqliteTable(
  "animals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The tag it wears now (15 digits); `tag_reversed` finds it by its last digits through an index. */
    tag: text("tag").notNull(),
    tag_reversed: text("tag_reversed").notNull(),
    visual: text("visual").notNull().default(""),
    sex: text("sex", { enum: ANIMAL_SEXES }).notNull(),
    category_id: integer("category_id")
      .notNull()
      .references(() => animalCategories.id),
    rodeo_id: integer("rodeo_id")
      .notNull()
      .references(() => rodeos.id),
    birth_date: text("birth_date"),
    birth_estimated: integer("birth_estimated", { mode: "boolean" }).notNull().default(false),
    dam_tag: text("dam_tag"),
    tagged_at: text("tagged_at").notNull(),
    /** The TAGGING movement that created it: deleting that movement removes the animal. */
    tagging_movement_id: integer("tagging_movement_id")
      .notNull()
      .references(() => movements.id),
    registration_due: text("registration_due").notNull(),
    registered_at: text("registered_at"),
    registration_reference: text("registration_reference"),
    state: text("state", { enum: ANIMAL_STATES }).notNull().default("activo"),
    ended_movement_id: integer("ended_movement_id"),
    /** Its last individual weight: kept equal to its newest weighing event by every write that touches them. */
    last_weight_kg: real("last_weight_kg"),
    last_weight_date: text("last_weight_date"),
    created_at: text("created_at").notNull().default(now),
    updated_at: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("animals_org_tag_uq").on(t.organization_id, t.tag),
    index("animals_org_tag_reversed_idx").on(t.organization_id, t.tag_reversed),
    // The guard "active tagged animals of a category never exceed its count" reads this.
    index("animals_rodeo_category_state_idx").on(t.rodeo_id, t.category_id, t.state),
    index("animals_org_registration_idx").on(t.organization_id, t.registered_at, t.registration_due),
  ],
);

/**
 * One row per (animal, movement of the log that listed its tag): the animal's history, its individual weight
 * in that movement, and the state it had before it (so editing or deleting the movement restores it).
 */
export const animalEvents = sqliteTable(
  "animal_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    animal_id: integer("animal_id")
      .notNull()
      .references(() => animals.id, { onDelete: "cascade" }),
    movement_id: integer("movement_id")
      .notNull()
      .references(() => movements.id),
    /** The tag it wore in that movement. */
    tag: text("tag").notNull(),
    kg: real("kg"),
    /** Whether the movement changed its rodeo, category or state (a weighing or a treatment does not). */
    changes_state: integer("changes_state", { mode: "boolean" }).notNull().default(false),
    /** `{ rodeo_id, category_id, state, ended_movement_id }` before the movement, to restore it (ids remapped by an import). */
    before: text("before", { mode: "json" }),
  },
  (t) => [
    uniqueIndex("animal_events_animal_movement_uq").on(t.animal_id, t.movement_id),
    index("animal_events_movement_idx").on(t.movement_id),
  ],
);
