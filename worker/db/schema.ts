// The whole D1 schema (with schema-work.ts and schema-money.ts, re-exported at the end). Migrations in /migrations are generated
// from it by drizzle-kit.
import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Boundary } from "../shared/boundary";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
const timestamps = {
  created_at: text("created_at").notNull().default(now),
  updated_at: text("updated_at").notNull().default(now),
};

export const ROLES = ["owner", "admin", "user"] as const;
export type Role = (typeof ROLES)[number];

// ── Accounts ──────────────────────────────────────────────────────────────

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  first_name: text("first_name").notNull().default(""),
  last_name: text("last_name").notNull().default(""),
  phone: text("phone"),
  /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`; null until an invited user activates. */
  password_hash: text("password_hash"),
  email_verified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  phone_verified: integer("phone_verified", { mode: "boolean" }).notNull().default(false),
  is_super_admin: integer("is_super_admin", { mode: "boolean" }).notNull().default(false),
  last_login: text("last_login"),
  ...timestamps,
});

export const sessions = sqliteTable(
  "sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** jti of the only refresh token of this session that may still be used. */
    refresh_jti: text("refresh_jti").notNull(),
    device: text("device").notNull().default(""),
    ip: text("ip").notNull().default(""),
    created_at: text("created_at").notNull().default(now),
    last_used_at: text("last_used_at").notNull().default(now),
    expires_at: text("expires_at").notNull(),
    revoked_at: text("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.user_id)],
);

/** One-time codes and single-use tokens (recovery, phone, email, activation), stored hashed. */
export const verificationCodes = sqliteTable(
  "verification_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["recovery", "phone", "activation", "email"] }).notNull(),
    /** Where the code was sent (email or phone). */
    target: text("target").notNull(),
    code_hash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expires_at: text("expires_at").notNull(),
    used_at: text("used_at"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("verification_codes_user_idx").on(t.user_id, t.purpose)],
);

/** Fixed-window counters for rate limiting (log-in, codes). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  window_start: integer("window_start").notNull(),
});

/** Messages for email / WhatsApp / SMS. Locally they are only recorded here (docs/architecture.md). */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    channel: text("channel", { enum: ["email", "whatsapp", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull().default(""),
    /** The message with its secret (code, link token) masked: secrets are never stored in clear. */
    body: text("body").notNull(),
    /**
     * The masked secret sealed with a key derived from JWT_SECRET (worker/lib/secret-box.ts), kept
     * only for messages the local channel did not send, so development can read them; the daily
     * cleanup drops it with the row.
     */
    secret: text("secret"),
    status: text("status", { enum: ["logged", "sent", "failed"] })
      .notNull()
      .default("logged"),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("outbox_recipient_idx").on(t.recipient, t.kind)],
);

// ── Organizations ─────────────────────────────────────────────────────────

export const organizations = sqliteTable("organizations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  timezone: text("timezone").notNull().default("America/Argentina/Buenos_Aires"),
  currency: text("currency").notNull().default("ARS"),
  /**
   * Bytes of the organization's uploads in R2 (invoice files and note photos): the sum of those rows'
   * sizes, changed in the same batch as each of them (docs/storage.md).
   */
  storage_bytes: integer("storage_bytes").notNull().default(0),
  ...timestamps,
});

export const userOrganizations = sqliteTable(
  "user_organizations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("user_organizations_user_org_uq").on(t.user_id, t.organization_id),
    index("user_organizations_org_idx").on(t.organization_id),
  ],
);

/**
 * An invitation to join an organization, accepted by the account whose verified email is `email`
 * (lower case). Only a SHA-256 hash of the link's token is stored. Pending: neither accepted nor
 * revoked, and not expired. One pending row per organization and email (re-inviting refreshes it).
 */
export const invitations = sqliteTable(
  "invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    invited_by: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    token_hash: text("token_hash").notNull().unique(),
    created_at: text("created_at").notNull().default(now),
    expires_at: text("expires_at").notNull(),
    accepted_at: text("accepted_at"),
    revoked_at: text("revoked_at"),
  },
  (t) => [
    uniqueIndex("invitations_org_email_uq").on(t.organization_id, t.email),
    index("invitations_email_idx").on(t.email),
  ],
);

// ── Herd records ──────────────────────────────────────────────────────────

export const fields = sqliteTable(
  "fields",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    hectares: real("hectares").notNull().default(0),
    locality: text("locality").notNull().default(""),
    /** SENASA's establishment number (RENSPA), as printed: 00.000.0.00000/00 (docs/herd.md). */
    renspa: text("renspa"),
    /** Its boundary, a checked GeoJSON Polygon or MultiPolygon (docs/map.md); null: not drawn yet. */
    boundary: text("boundary", { mode: "json" }).$type<Boundary>(),
    /** The boundary's geodesic area in hectares, computed when it is written. */
    computed_hectares: real("computed_hectares"),
    /** Target stocking rate in EV/ha, two decimals (docs/map.md); null: not set, the map compares with 1. */
    ev_target: real("ev_target"),
    ...timestamps,
  },
  (t) => [index("fields_org_idx").on(t.organization_id)],
);

export const lots = sqliteTable(
  "lots",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    field_id: integer("field_id").references(() => fields.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    hectares: real("hectares").notNull().default(0),
    order: integer("order").notNull().default(0),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    /** Its boundary, a checked GeoJSON Polygon or MultiPolygon (docs/map.md); null: not drawn yet. */
    boundary: text("boundary", { mode: "json" }).$type<Boundary>(),
    /** The boundary's geodesic area in hectares, computed when it is written. */
    computed_hectares: real("computed_hectares"),
    ...timestamps,
  },
  (t) => [index("lots_org_idx").on(t.organization_id, t.deleted, t.order)],
);

export const animalCategories = sqliteTable(
  "animal_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** lower(trim(name)): names are unique per organization, case-insensitive. */
    name_key: text("name_key").notNull(),
    /** The plural its owner wrote ("Vacas secas"); null: derived from the name (shared/plural.ts). */
    plural_name: text("plural_name"),
    /** Equivalente vaca coefficient. */
    ev: real("ev").notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex("animal_categories_org_name_uq").on(t.organization_id, t.name_key)],
);

export const rodeos = sqliteTable(
  "rodeos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    lot_id: integer("lot_id").references(() => lots.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (t) => [index("rodeos_org_idx").on(t.organization_id, t.deleted), index("rodeos_lot_idx").on(t.lot_id)],
);

/** Current stock: head count per rodeo and category. Always equals the replay of the movement log. */
export const rodeoStock = sqliteTable(
  "rodeo_stock",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    rodeo_id: integer("rodeo_id")
      .notNull()
      .references(() => rodeos.id, { onDelete: "cascade" }),
    category_id: integer("category_id")
      .notNull()
      .references(() => animalCategories.id),
    count: integer("count").notNull().default(0),
    updated_at: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("rodeo_stock_rodeo_category_uq").on(t.rodeo_id, t.category_id),
    index("rodeo_stock_org_idx").on(t.organization_id),
    index("rodeo_stock_category_idx").on(t.category_id),
    // Backstop for concurrent writes: a batch that would leave a negative count fails as a whole.
    check("rodeo_stock_count_non_negative", sql`${t.count} >= 0`),
  ],
);

export const reproductiveCycles = sqliteTable(
  "reproductive_cycles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    rodeo_id: integer("rodeo_id")
      .notNull()
      .references(() => rodeos.id),
    name: text("name").notNull(),
    service_start: text("service_start").notNull(),
    service_end: text("service_end"),
    method: text("method", { enum: ["natural", "IA", "IATF"] })
      .notNull()
      .default("natural"),
    females_exposed: integer("females_exposed").notNull().default(0),
    bulls: integer("bulls").notNull().default(0),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (t) => [index("reproductive_cycles_org_idx").on(t.organization_id, t.deleted)],
);

/** Supplies (insumos). ASSET / ASSET_BATCH / ASSET_CONSUMPTION movements change `quantity`. */
export const assets = sqliteTable(
  "assets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["alimento", "medicamento", "sanidad", "combustible", "otro"] })
      .notNull()
      .default("otro"),
    unit: text("unit").notNull().default("unidad"),
    quantity: real("quantity").notNull().default(0),
    unit_cost: real("unit_cost").notNull().default(0),
    minimum: real("minimum").notNull().default(0),
    /** Meat withdrawal days a treatment with this supply gives (medicines); 0 = none. */
    withdrawal_days: integer("withdrawal_days").notNull().default(0),
    /** Date of the newest live movement naming the supply, kept by the batch that writes the movement. */
    last_movement_at: text("last_movement_at"),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("assets_org_idx").on(t.organization_id, t.deleted),
    // Backstop for concurrent writes: a batch that would leave a negative quantity fails as a whole.
    check("assets_quantity_non_negative", sql`${t.quantity} >= 0`),
  ],
);

/**
 * The movement log (registro de datos): the truth for stock. `animals` is a JSON list of
 * { type (category name), category_id, count }; `data` holds the type-specific fields
 * (mean_weight, mm, product, price...); `metadata` holds lot_id, deletedBy and editHistory.
 */
export const movements = sqliteTable(
  "movements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    date: text("date").notNull(),
    rodeo_id: integer("rodeo_id"),
    lot_id: integer("lot_id"),
    cycle_id: integer("cycle_id"),
    detail: text("detail").notNull().default(""),
    reference: text("reference").notNull().default(""),
    animals: text("animals", { mode: "json" })
      .notNull()
      .default(sql`'[]'`),
    data: text("data", { mode: "json" })
      .notNull()
      .default(sql`'{}'`),
    metadata: text("metadata", { mode: "json" })
      .notNull()
      .default(sql`'{}'`),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    created_by: integer("created_by"),
    /** Optimistic concurrency: bumped by every edit and delete; a write based on an older read is refused. */
    version: integer("version").notNull().default(1),
    /**
     * The id the client made when the user pressed save (docs/offline.md): a retried or queued create with the same
     * id answers the movement already recorded instead of recording it twice. Unique per organization.
     */
    client_id: text("client_id"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("movements_org_client_uq")
      .on(t.organization_id, t.client_id)
      .where(sql`client_id IS NOT NULL`),
    index("movements_org_date_idx").on(t.organization_id, t.date, t.id),
    // When records were made (not the day they describe): the platform's activity reads (docs/administration.md), an
    // organization's latest record and the records of the last days across organizations.
    index("movements_org_created_idx").on(t.organization_id, t.created_at),
    index("movements_created_idx").on(t.created_at),
    index("movements_org_rodeo_idx").on(t.organization_id, t.rodeo_id, t.date),
    index("movements_org_type_idx").on(t.organization_id, t.type, t.date),
    index("movements_cycle_idx").on(t.cycle_id),
    // The withdrawal read (common/withdrawal-sql.ts) scans only a rodeo's live treatments, not its whole log.
    index("movements_treatment_idx")
      .on(t.organization_id, t.rodeo_id, t.date)
      .where(sql`type IN ('TREATMENT', 'MEDICINE') AND deleted = 0`),
    // A lot's log, newest first (the log filtered by lot, the map's lot card): a seek to the lot's own entries,
    // however long the organization's log (docs/map.md).
    index("movements_lot_idx").on(t.organization_id, t.lot_id, t.date),
    // A lot's deaths this year (lots/lot-queries.ts, which names it when it reads some lots: a write's live
    // message): only that lot's deaths, not every death of the organization this year.
    index("movements_lot_death_idx")
      .on(t.organization_id, t.lot_id, t.date)
      .where(sql`type = 'DEATH' AND deleted = 0`),
    // Also movements_clearance_idx, over an expression drizzle-kit cannot write: added by hand in migration
    // 0015 (common/withdrawal-sql.ts reads it), and movements_lot_left_idx (the day a rodeo last left each lot),
    // by hand in migration 0020 (lots/map-figures.ts reads it).
    // Uses of a supply stored without their unit cost (older entries): valued at the supply's current cost
    // when read, so the aggregates leave their cost out (docs/aggregates.md).
    index("movements_unpriced_use_idx")
      .on(t.organization_id, t.date)
      .where(
        sql`type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE') AND deleted = 0 AND json_extract(data, '$.asset_id') IS NOT NULL AND json_extract(data, '$.unit_cost') IS NULL`,
      ),
  ],
);

export * from "./schema-work";
export * from "./schema-money";
export * from "./schema-admin";
export * from "./schema-whatsapp";
export * from "./schema-assistant";
export * from "./schema-aggregates";
export * from "./schema-animals";
