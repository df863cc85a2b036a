// What one movement row adds to each aggregate, as SQL: first columns read once from the row (alias `x`:
// `NEW` / `OLD` inside the triggers, `m` in the recomputation), then terms over those columns (alias `p`).
// The head effect mirrors movementEffects (herd/movements/stock-effects.ts) rule for rule; the uses mirror
// the consumption report's former read of the log (cost at the unit cost each entry stored).
import { STOCK_EFFECT, type StockEffectKind } from "../../shared/movement-types";

const typesOf = (...kinds: StockEffectKind[]) =>
  Object.entries(STOCK_EFFECT)
    .filter(([, kind]) => kinds.includes(kind))
    .map(([type]) => type);
export const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

const ADD = quoted(typesOf("add"));
const REMOVE = quoted(typesOf("remove"));
/** Types that take animals from their rodeo into another (or the same) one. */
export const MOVE_TYPES = quoted(typesOf("move"));
/** Types whose entries change a rodeo's head (a lot change is a TRANSFER that changes none). */
export const HEAD_TYPES = quoted(typesOf("add", "remove", "move", "audit"));
/** Types that take a supply out when they name one (the consumption report's uses). */
export const USE_TYPES = quoted(["ASSET_CONSUMPTION", "TREATMENT", "MEDICINE"]);
/** Invoices that count as income: issued or paid (drafts are not invoices yet, voided ones never were). */
export const INCOME_STATUSES = quoted(["emitida", "pagada"]);

/** Whether `v` is a whole positive number, as movementEffects' idOf accepts an id (3.0 too). */
const isId = (v: string) => `(typeof(${v}) IN ('integer', 'real') AND ${v} > 0 AND ${v} = CAST(${v} AS INTEGER))`;

/** Heads in a movement's lines with a valid category and a positive count. */
const lines = (x: string) => `(SELECT coalesce(sum(json_extract(a.value, '$.count')), 0) FROM json_each(${x}.animals) a
        WHERE json_extract(a.value, '$.count') > 0 AND ${isId("json_extract(a.value, '$.category_id')")})`;

/** An AUDIT_RECORD's stored differences (whole numbers with a valid category). */
const auditDeltas = (x: string) => `(SELECT coalesce(sum(json_extract(d.value, '$.delta')), 0)
        FROM json_each(${x}.data, '$.deltas') d
        WHERE json_type(${x}.data, '$.deltas') = 'array' AND ${isId("json_extract(d.value, '$.category_id')")}
          AND typeof(json_extract(d.value, '$.delta')) IN ('integer', 'real')
          AND json_extract(d.value, '$.delta') = CAST(json_extract(d.value, '$.delta') AS INTEGER))`;

/** Read once from a movement: what its head effect needs. */
export const headColumns = (x: string) => ({
  organization_id: `${x}.organization_id`,
  day: `substr(${x}.date, 1, 10)`,
  month: `substr(${x}.date, 1, 7)`,
  dom: `CAST(substr(${x}.date, 9, 2) AS INTEGER)`,
  type: `${x}.type`,
  rodeo: `${x}.rodeo_id`,
  heads: `CASE WHEN ${x}.type = 'AUDIT_RECORD' THEN ${auditDeltas(x)} ELSE ${lines(x)} END`,
  lot_change: `(${x}.type = 'TRANSFER' AND json_type(${x}.data, '$.lot_change') = 'true')`,
  target: `json_extract(${x}.data, CASE WHEN ${x}.type = 'WEANING' THEN '$.destination_rodeo_id' ELSE '$.to_rodeo_id' END)`,
});

/** Where a move takes the animals (over p): the named rodeo, else the same one. */
const destination = `coalesce(CASE WHEN ${isId("p.target")} THEN CAST(p.target AS INTEGER) END, p.rodeo)`;
const moves = `p.type IN (${MOVE_TYPES}) AND ${destination} <> p.rodeo`;

/**
 * A movement's head change as two rows (over p and a side s): its own rodeo (side 0) and, for a move to
 * another rodeo, the destination (side 1). A rodeo that is not a positive id changes nothing.
 */
export const headRodeo = `CASE WHEN NOT p.rodeo > 0 THEN NULL WHEN s.side = 0 THEN p.rodeo WHEN ${moves} THEN ${destination} END`;
export const headDelta = `CASE WHEN s.side = 1 THEN p.heads
      WHEN p.type IN (${ADD}) THEN CASE WHEN p.lot_change THEN 0 ELSE p.heads END
      WHEN p.type IN (${REMOVE}) THEN -p.heads
      WHEN p.type IN (${MOVE_TYPES}) THEN CASE WHEN ${moves} THEN -p.heads ELSE 0 END
      WHEN p.type = 'AUDIT_RECORD' THEN p.heads
      ELSE 0 END`;
/** The two sides, cross-joined with a movement's columns. */
export const SIDES = "(SELECT 0 AS side UNION ALL SELECT 1 AS side)";

/** What a consumption or treatment took out, in the supply's unit. */
const usedQuantity = (x: string) =>
  `(CASE WHEN ${x}.type = 'ASSET_CONSUMPTION' THEN json_extract(${x}.data, '$.quantity') ELSE json_extract(${x}.data, '$.asset_quantity') END)`;

/** Read once from a use: the organization's supply it names (or NULL), where it went, how much and its cost. */
export const useColumns = (x: string) => ({
  organization_id: `${x}.organization_id`,
  day: `substr(${x}.date, 1, 10)`,
  month: `substr(${x}.date, 1, 7)`,
  asset_id: `(SELECT u.id FROM assets u WHERE u.id = json_extract(${x}.data, '$.asset_id') AND u.organization_id = ${x}.organization_id)`,
  rodeo_id: `${x}.rodeo_id`,
  lot_id: `${x}.lot_id`,
  milli: `coalesce(CAST(round(${usedQuantity(x)} * 1000) AS INTEGER), 0)`,
  // At the unit cost the entry stored; 0 for an older entry without one (valued when read).
  cost: `coalesce(${usedQuantity(x)} * json_extract(${x}.data, '$.unit_cost'), 0)`,
  consumption: `(${x}.type = 'ASSET_CONSUMPTION')`,
});

/** Read once from a sale: its heads (every line, as the finance summary always counted them) and kilos. */
export const saleColumns = (x: string) => ({
  organization_id: `${x}.organization_id`,
  day: `substr(${x}.date, 1, 10)`,
  heads: `(SELECT coalesce(sum(json_extract(s.value, '$.count')), 0) FROM json_each(${x}.animals) s)`,
  mean_weight: `coalesce(json_extract(${x}.data, '$.mean_weight'), 0)`,
});

/** Argentina's day (UTC−3) of when a movement was recorded. */
export const recordedDay = (x: string) => `date(${x}.created_at, '-3 hours')`;
