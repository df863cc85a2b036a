// Aggregates of the movement log and the money tables (docs/aggregates.md): sums kept by SQLite triggers
// (migration 0015, text in worker/areas/aggregates/aggregate-triggers.ts) inside the very statement that
// changes a row they count, so they always equal a recomputation from the log
// (worker/areas/aggregates/recompute.ts). Re-exported by schema.ts. Rows are never read one movement at a time.
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { organizations } from "./schema";

const orgId = () =>
  integer("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });

/**
 * Head change of a rodeo on a day: `net` the sum of the live movements' effects on it, `low` the sum of
 * the negative ones (each movement's own net), a floor under the day's head. Read only for the months
 * the consumption report replays day by day.
 */
export const rodeoDays = sqliteTable(
  "rodeo_days",
  {
    organization_id: orgId(),
    rodeo_id: integer("rodeo_id").notNull(),
    /** YYYY-MM-DD: the movement's date's first ten characters. */
    day: text("day").notNull(),
    net: integer("net").notNull().default(0),
    low: integer("low").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.rodeo_id, t.day] })],
);

/**
 * A rodeo's month: its head change (`net`, `weighted` = Σ change × day of the month, `low` as in
 * rodeo_days) and the supplies given to it directly (`uses` entries, `cost` in pesos at the unit cost each
 * entry stored).
 */
export const rodeoMonths = sqliteTable(
  "rodeo_months",
  {
    organization_id: orgId(),
    rodeo_id: integer("rodeo_id").notNull(),
    /** YYYY-MM. */
    month: text("month").notNull(),
    net: integer("net").notNull().default(0),
    weighted: integer("weighted").notNull().default(0),
    low: integer("low").notNull().default(0),
    uses: integer("uses").notNull().default(0),
    cost: real("cost").notNull().default(0),
  },
  // By rodeo, then month: the report reads each rodeo's months of the range and the sum of the later ones.
  (t) => [primaryKey({ columns: [t.organization_id, t.rodeo_id, t.month] })],
);

/**
 * A supply's month of uses (consumptions and treatments naming it): entries, thousandths taken out, cost
 * at the stored unit costs, and the part of that cost that consumptions (not treatments) make.
 */
export const supplyMonths = sqliteTable(
  "supply_months",
  {
    organization_id: orgId(),
    month: text("month").notNull(),
    asset_id: integer("asset_id").notNull(),
    uses: integer("uses").notNull().default(0),
    milli: integer("milli").notNull().default(0),
    cost: real("cost").notNull().default(0),
    consumed_cost: real("consumed_cost").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.month, t.asset_id] })],
);

/** The consumptions' cost of a supply on a day: the finance summary's ranges start and end on any day. */
export const supplyDays = sqliteTable(
  "supply_days",
  {
    organization_id: orgId(),
    day: text("day").notNull(),
    asset_id: integer("asset_id").notNull(),
    consumed_cost: real("consumed_cost").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.day, t.asset_id] })],
);

/** Supplies fed in a lot (no rodeo named) on a day: shared at read time by the rodeos grazing it. */
export const lotDays = sqliteTable(
  "lot_days",
  {
    organization_id: orgId(),
    day: text("day").notNull(),
    lot_id: integer("lot_id").notNull(),
    uses: integer("uses").notNull().default(0),
    cost: real("cost").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.day, t.lot_id] })],
);

/**
 * The finance summary's day: net income of issued and paid invoices and their lines billed by kilo, net
 * expenses of live purchases, and the heads and kilos of live sales (SELL movements).
 */
export const financeDays = sqliteTable(
  "finance_days",
  {
    organization_id: orgId(),
    day: text("day").notNull(),
    income_cents: integer("income_cents").notNull().default(0),
    expense_cents: integer("expense_cents").notNull().default(0),
    kg_net_cents: integer("kg_net_cents").notNull().default(0),
    kg_milli: integer("kg_milli").notNull().default(0),
    heads_sold: integer("heads_sold").notNull().default(0),
    kilos_sold: real("kilos_sold").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.day] })],
);

/** Net expenses of live purchases' lines by category and purchase day. */
export const financeCategories = sqliteTable(
  "finance_categories",
  {
    organization_id: orgId(),
    day: text("day").notNull(),
    category: text("category").notNull(),
    net_cents: integer("net_cents").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.day, t.category] })],
);

/**
 * Movements recorded per organization and Argentina day of `created_at` (when they were written, not the day
 * they describe): all of them (`recorded`) and the live ones. The platform's activity reads.
 */
export const activityDays = sqliteTable(
  "activity_days",
  {
    organization_id: orgId(),
    day: text("day").notNull(),
    recorded: integer("recorded").notNull().default(0),
    live: integer("live").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.day] }), index("activity_days_day_idx").on(t.day)],
);
