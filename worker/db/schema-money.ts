// The money of a ranch (docs/money.md): sales invoices, supplier purchases and the uploaded files behind them.
// Amounts are integers of cents, quantities integers of thousandths, IVA rates tenths of a percent
// (worker/shared/money.ts computes every total). Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { assets, movements, organizations, users } from "./schema";
import {
  CAE_STATUSES,
  CUSTOMER_DOC_TYPES,
  EXPENSE_CATEGORIES,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  INVOICE_UNITS,
  IVA_CONDITIONS,
  PAYMENT_METHODS,
  PURCHASE_INVOICE_TYPES,
} from "../shared/money-values";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
const timestamps = {
  created_at: text("created_at").notNull().default(now),
  updated_at: text("updated_at").notNull().default(now),
};
const orgId = () =>
  integer("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });

/** An uploaded file (supplier invoice PDF or photo): bytes in R2 (`FILES`) under `key`. */
export const files = sqliteTable(
  "files",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: orgId(),
    key: text("key").notNull().unique(),
    /** The name the user's file had (shown and sent back in Content-Disposition). */
    name: text("name").notNull(),
    /** Sniffed from the first bytes, never taken from the name or the request. */
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: text("created_at").notNull().default(now),
  },
  (t) => [index("files_org_idx").on(t.organization_id, t.created_at)],
);

/** A sales invoice. `number` is null while a draft and given, without gaps, when issued. */
export const invoices = sqliteTable(
  "invoices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: orgId(),
    type: text("type", { enum: INVOICE_TYPES }).notNull(),
    point_of_sale: integer("point_of_sale").notNull(),
    number: integer("number"),
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("borrador"),
    /** YYYY-MM-DD. */
    date: text("date").notNull(),
    customer_name: text("customer_name").notNull(),
    /** 11 digits, no dashes. */
    customer_cuit: text("customer_cuit").notNull(),
    customer_iva_condition: text("customer_iva_condition", { enum: IVA_CONDITIONS }).notNull(),
    /** What customer_cuit holds: a CUIT, a DNI, or nothing for an unidentified final consumer. */
    customer_doc_type: text("customer_doc_type", { enum: CUSTOMER_DOC_TYPES }).notNull().default("cuit"),
    net_cents: integer("net_cents").notNull().default(0),
    iva_cents: integer("iva_cents").notNull().default(0),
    total_cents: integer("total_cents").notNull().default(0),
    cae_status: text("cae_status", { enum: CAE_STATUSES }),
    cae: text("cae"),
    cae_due_date: text("cae_due_date"),
    /** ARCA's observations or errors in Spanish with their codes (docs/arca.md); null when none. */
    cae_reason: text("cae_reason"),
    /** The number sent to ARCA whose answer was lost: asked again (FECompConsultar) before anything else. */
    arca_pending_number: integer("arca_pending_number"),
    issued_at: text("issued_at"),
    paid_at: text("paid_at"),
    payment_method: text("payment_method", { enum: PAYMENT_METHODS }),
    voided_at: text("voided_at"),
    void_reason: text("void_reason"),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("invoices_org_date_idx").on(t.organization_id, t.date, t.id),
    index("invoices_org_status_idx").on(t.organization_id, t.status, t.date),
    // A number is given once per organization, type and point of sale (drafts have none).
    uniqueIndex("invoices_number_idx")
      .on(t.organization_id, t.type, t.point_of_sale, t.number)
      .where(sql`number IS NOT NULL`),
  ],
);

export const invoiceLines = sqliteTable(
  "invoice_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoice_id: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity_milli: integer("quantity_milli").notNull(),
    unit: text("unit", { enum: INVOICE_UNITS }).notNull(),
    unit_price_cents: integer("unit_price_cents").notNull(),
    iva_tenths: integer("iva_tenths").notNull(),
    net_cents: integer("net_cents").notNull(),
    iva_cents: integer("iva_cents").notNull(),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.invoice_id, t.position)],
);

/** The SELL movements an invoice bills. A sale is billed by at most one live invoice (voiding frees it). */
export const invoiceMovements = sqliteTable(
  "invoice_movements",
  {
    invoice_id: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    movement_id: integer("movement_id")
      .notNull()
      .references(() => movements.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.invoice_id, t.movement_id] }),
    uniqueIndex("invoice_movements_movement_idx").on(t.movement_id),
  ],
);

/** The last number given per organization, type and point of sale: issuing bumps it in the same batch. */
export const invoiceCounters = sqliteTable(
  "invoice_counters",
  {
    organization_id: orgId(),
    type: text("type", { enum: INVOICE_TYPES }).notNull(),
    point_of_sale: integer("point_of_sale").notNull(),
    last_number: integer("last_number").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.type, t.point_of_sale] })],
);

/** A supplier's invoice (compra). */
export const purchases = sqliteTable(
  "purchases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organization_id: orgId(),
    supplier_name: text("supplier_name").notNull(),
    /** 11 digits, no dashes. */
    supplier_cuit: text("supplier_cuit").notNull(),
    /** YYYY-MM-DD. */
    date: text("date").notNull(),
    invoice_type: text("invoice_type", { enum: PURCHASE_INVOICE_TYPES }).notNull(),
    /** As printed, e.g. 0003-00012345. */
    invoice_number: text("invoice_number").notNull(),
    /** YYYY-MM-DD or null. */
    due_date: text("due_date"),
    paid: integer("paid", { mode: "boolean" }).notNull().default(false),
    paid_at: text("paid_at"),
    net_cents: integer("net_cents").notNull().default(0),
    iva_cents: integer("iva_cents").notNull().default(0),
    total_cents: integer("total_cents").notNull().default(0),
    /** The BUY movement it pays for, if any. */
    movement_id: integer("movement_id").references(() => movements.id, { onDelete: "set null" }),
    /** The ASSET_BATCH movement its supply lines loaded into the stock, if any. */
    asset_movement_id: integer("asset_movement_id").references(() => movements.id, { onDelete: "set null" }),
    file_id: integer("file_id").references(() => files.id, { onDelete: "set null" }),
    notes: text("notes").notNull().default(""),
    deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("purchases_org_date_idx").on(t.organization_id, t.deleted, t.date, t.id),
    // The same supplier's invoice number is recorded once (409 otherwise).
    uniqueIndex("purchases_supplier_number_idx")
      .on(t.organization_id, t.supplier_cuit, t.invoice_type, t.invoice_number)
      .where(sql`deleted = 0`),
  ],
);

export const purchaseLines = sqliteTable(
  "purchase_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    purchase_id: integer("purchase_id")
      .notNull()
      .references(() => purchases.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    category: text("category", { enum: EXPENSE_CATEGORIES }).notNull(),
    description: text("description").notNull(),
    quantity_milli: integer("quantity_milli").notNull(),
    unit_price_cents: integer("unit_price_cents").notNull(),
    iva_tenths: integer("iva_tenths").notNull(),
    net_cents: integer("net_cents").notNull(),
    iva_cents: integer("iva_cents").notNull(),
    /** A supply line: the supply whose stock it loaded. */
    asset_id: integer("asset_id").references(() => assets.id, { onDelete: "set null" }),
  },
  (t) => [index("purchase_lines_purchase_idx").on(t.purchase_id, t.position)],
);

/** An organization's fiscal identity as an issuer (docs/arca.md): printed on every invoice, sent to ARCA. */
export const organizationFiscal = sqliteTable("organization_fiscal", {
  organization_id: integer("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  razon_social: text("razon_social").notNull(),
  /** 11 digits, check digit verified. */
  cuit: text("cuit").notNull(),
  iva_condition: text("iva_condition", { enum: IVA_CONDITIONS }).notNull(),
  address: text("address").notNull(),
  iibb: text("iibb").notNull(),
  /** YYYY-MM-DD. */
  activity_start: text("activity_start").notNull(),
  /** JSON array of the point-of-sale numbers enabled for electronic invoicing. */
  points_of_sale: text("points_of_sale").notNull().default("[]"),
  ...timestamps,
});

/**
 * The platform's WSAA access ticket per service (one row, "wsfe"): kept until shortly before it expires.
 * `login_claimed_until` marks a login in progress, so concurrent requests wait for its ticket instead of
 * asking ARCA for a second one (docs/arca.md).
 */
export const arcaTickets = sqliteTable("arca_tickets", {
  service: text("service").primaryKey(),
  token: text("token"),
  sign: text("sign"),
  expires_at: text("expires_at"),
  login_claimed_until: text("login_claimed_until"),
  updated_at: text("updated_at").notNull().default(now),
});

/**
 * One issue at a time per organization, invoice type and point of sale while ARCA is asked: the holder
 * claims the row until `until` (a conditional upsert), so parallel issues get consecutive numbers.
 */
export const arcaLocks = sqliteTable(
  "arca_locks",
  {
    organization_id: orgId(),
    type: text("type", { enum: INVOICE_TYPES }).notNull(),
    point_of_sale: integer("point_of_sale").notNull(),
    holder: text("holder").notNull(),
    until: text("until").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.type, t.point_of_sale] })],
);
