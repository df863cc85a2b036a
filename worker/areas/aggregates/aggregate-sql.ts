// The SQL of the aggregates (docs/aggregates.md): the triggers migration 0015 created, written from here (a
// test checks the database holds exactly these), and the statements that rebuild an organization's
// aggregates from its rows, with the same parts.
import {
  ACTIVITY,
  EXPENSE,
  FINANCE_CATEGORIES,
  FINANCE_DAYS,
  INCOME,
  INCOME_LINE,
  MOVEMENT_AGGREGATES,
  PURCHASE_CATEGORIES,
  PURCHASE_LINE,
  SALES,
  type Aggregate,
  type Part,
} from "./aggregate-parts";

/** A table whose rows feed aggregates, and what makes one of them count at all (null: every row). */
interface Source {
  table: string;
  live: ((x: string) => string) | null;
}

const MOVEMENTS: Source = { table: "movements", live: (x) => `${x}.deleted = 0` };
const EVERY_MOVEMENT: Source = { table: "movements", live: null };
const INVOICES: Source = { table: "invoices", live: null };
const PURCHASES: Source = { table: "purchases", live: null };

const and = (...terms: Array<string | null | undefined>) => terms.filter(Boolean).join(" AND ");
const columnList = (columns: Record<string, string>) =>
  Object.entries(columns)
    .map(([name, expr]) => `${expr} AS ${name}`)
    .join(", ");

/**
 * The rows (alias c) a part makes of source row `x`: read from `from` (empty in a trigger, whose row is
 * NEW or OLD; the source table in the recomputation) where `where` holds.
 */
function partRows(part: Part, x: string, from: string | null, where: string): string {
  const lines = part.lines
    ? from
      ? ` JOIN ${part.lines.table} l ON l.${part.lines.parent} = ${x}.id`
      : ` FROM ${part.lines.table} l`
    : "";
  const parent = part.lines && !from ? `l.${part.lines.parent} = ${x}.id` : null;
  const read = `SELECT ${columnList(part.row(x))}${from ?? ""}${lines} WHERE ${and(parent, where)}`;
  return part.derive ? `SELECT ${columnList(part.derive.columns)} FROM (${read}) p, ${part.derive.cross} s` : read;
}

/** One statement of a trigger: adds (sign 1) or takes away (-1) the part of row `x` (NEW or OLD). */
function partUpsert(aggregate: Aggregate, part: Part, source: Source, x: "NEW" | "OLD", sign: 1 | -1): string {
  const keys = Object.keys(part.keys);
  const values = Object.keys(part.values);
  const select = [...Object.values(part.keys), ...Object.values(part.values).map((v) => (sign === 1 ? v : `-(${v})`))];
  return (
    `INSERT INTO ${aggregate.table} (${[...keys, ...values].join(", ")})\n` +
    `    SELECT ${select.join(", ")}\n` +
    `    FROM (${partRows(part, x, null, and(source.live?.(x), part.when(x)))}) c\n` +
    `    WHERE ${part.keep ?? "1"}\n` +
    `    ON CONFLICT (${aggregate.keys.join(", ")}) DO UPDATE SET ${values.map((v) => `${v} = ${v} + excluded.${v}`).join(", ")};`
  );
}

interface TriggerSet {
  name: string;
  source: Source;
  parts: ReadonlyArray<{ aggregate: Aggregate; part: Part }>;
  /** Columns whose change may change the aggregates (UPDATE OF). */
  columns: readonly string[];
  /** The organization of a deleted row: nothing is counted while the organization itself is deleted. */
  organization: (x: string) => string;
}

const partsOf = (...aggregates: Aggregate[]) =>
  aggregates.flatMap((a) => a.parts.map((part) => ({ aggregate: a, part })));
const own = (x: string) => `${x}.organization_id`;

const TRIGGER_SETS: readonly TriggerSet[] = [
  {
    name: "movements_aggregates",
    source: MOVEMENTS,
    parts: [...partsOf(...MOVEMENT_AGGREGATES), { aggregate: FINANCE_DAYS, part: SALES }],
    columns: ["organization_id", "type", "date", "rodeo_id", "lot_id", "animals", "data", "deleted"],
    organization: own,
  },
  {
    name: "movements_activity",
    source: EVERY_MOVEMENT,
    parts: partsOf(ACTIVITY),
    columns: ["organization_id", "created_at", "deleted"],
    organization: own,
  },
  {
    name: "invoices_aggregates",
    source: INVOICES,
    parts: [{ aggregate: FINANCE_DAYS, part: INCOME }],
    columns: ["organization_id", "status", "date", "net_cents"],
    organization: own,
  },
  {
    name: "invoice_lines_aggregates",
    source: { table: "invoice_lines", live: null },
    parts: [{ aggregate: FINANCE_DAYS, part: INCOME_LINE }],
    columns: ["invoice_id", "unit", "net_cents", "quantity_milli"],
    organization: (x) => `(SELECT i.organization_id FROM invoices i WHERE i.id = ${x}.invoice_id)`,
  },
  {
    name: "purchases_aggregates",
    source: PURCHASES,
    parts: [
      { aggregate: FINANCE_DAYS, part: EXPENSE },
      { aggregate: FINANCE_CATEGORIES, part: PURCHASE_CATEGORIES },
    ],
    columns: ["organization_id", "deleted", "date", "net_cents"],
    organization: own,
  },
  {
    name: "purchase_lines_aggregates",
    source: { table: "purchase_lines", live: null },
    parts: [{ aggregate: FINANCE_CATEGORIES, part: PURCHASE_LINE }],
    columns: ["purchase_id", "category", "net_cents"],
    organization: (x) => `(SELECT p.organization_id FROM purchases p WHERE p.id = ${x}.purchase_id)`,
  },
];

/** The trigger's WHEN: whether row `x` may count at all, so every other row costs nothing more. */
function counts(set: TriggerSet, x: "NEW" | "OLD"): string {
  const kinds = [...new Set(set.parts.map(({ part }) => part.when(x)))];
  const any = kinds.length === 1 ? kinds[0] : `(${kinds.map((k) => `(${k})`).join(" OR ")})`;
  return `(${and(set.source.live?.(x), any)})`;
}

function triggersOf(set: TriggerSet): string[] {
  const body = (steps: Array<["NEW" | "OLD", 1 | -1]>) =>
    steps
      .flatMap(([x, sign]) =>
        set.parts.map(({ aggregate, part }) => `  ${partUpsert(aggregate, part, set.source, x, sign)}`),
      )
      .join("\n");
  const { name, source } = set;
  const organizationExists = `EXISTS (SELECT 1 FROM organizations o WHERE o.id = ${set.organization("OLD")})`;
  return [
    `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${source.table}\nWHEN ${counts(set, "NEW")}\nBEGIN\n${body([["NEW", 1]])}\nEND`,
    `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${set.columns.join(", ")} ON ${source.table}\n` +
      `WHEN ${counts(set, "OLD")} OR ${counts(set, "NEW")}\nBEGIN\n${body([
        ["OLD", -1],
        ["NEW", 1],
      ])}\nEND`,
    `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${source.table}\n` +
      `WHEN ${counts(set, "OLD")} AND ${organizationExists}\nBEGIN\n${body([["OLD", -1]])}\nEND`,
  ];
}

/** Every trigger that keeps the aggregates (the CREATE TRIGGER statements of migration 0015). */
export const AGGREGATE_TRIGGERS: readonly string[] = TRIGGER_SETS.flatMap(triggersOf);

/** The parts of each aggregate and the tables they come from, for the recomputation. */
const REBUILT: ReadonlyArray<{ aggregate: Aggregate; parts: ReadonlyArray<{ part: Part; source: Source }> }> = [
  ...MOVEMENT_AGGREGATES.map((aggregate) => ({
    aggregate,
    parts: aggregate.parts.map((part) => ({ part, source: MOVEMENTS })),
  })),
  {
    aggregate: FINANCE_DAYS,
    parts: [
      { part: SALES, source: MOVEMENTS },
      { part: INCOME, source: INVOICES },
      { part: EXPENSE, source: PURCHASES },
    ],
  },
  { aggregate: FINANCE_CATEGORIES, parts: [{ part: PURCHASE_CATEGORIES, source: PURCHASES }] },
  { aggregate: ACTIVITY, parts: ACTIVITY.parts.map((part) => ({ part, source: EVERY_MOVEMENT })) },
];

/** Every aggregate table. */
export const AGGREGATE_TABLES: readonly string[] = REBUILT.map((r) => r.aggregate.table);

/** Statements rebuilding the aggregates of the source rows `where` chooses (alias m), after `clear`. */
function rebuild(where: string, clear: string | null): string[] {
  return REBUILT.flatMap(({ aggregate, parts }) => {
    const terms = parts.map(({ part, source }) => {
      const rows = partRows(part, "m", ` FROM ${source.table} m`, and(where, source.live?.("m"), part.when("m")));
      const select = [
        ...aggregate.keys.map((k) => `${part.keys[k]} AS ${k}`),
        ...aggregate.values.map((v) => `${part.values[v] ?? "0"} AS ${v}`),
      ];
      return `SELECT ${select.join(", ")} FROM (${rows}) c WHERE ${part.keep ?? "1"}`;
    });
    const insert =
      `INSERT INTO ${aggregate.table} (${[...aggregate.keys, ...aggregate.values].join(", ")})\n` +
      `  SELECT ${[...aggregate.keys, ...aggregate.values.map((v) => `sum(${v})`)].join(", ")}\n` +
      `  FROM (${terms.join("\n    UNION ALL ")})\n  GROUP BY ${aggregate.keys.join(", ")}`;
    return clear === null ? [insert] : [`DELETE FROM ${aggregate.table} WHERE ${clear}`, insert];
  });
}

/**
 * The statements that rebuild every aggregate of organization `orgId` from its rows: each table's rows of
 * the organization deleted and written again. Run them together, in one batch (recompute.ts).
 */
export function recomputeStatements(orgId: number): string[] {
  if (!Number.isSafeInteger(orgId) || orgId <= 0) throw new Error(`Organización inválida: ${orgId}`);
  return rebuild(`m.organization_id = ${orgId}`, `organization_id = ${orgId}`);
}

/** Every organization's aggregates rebuilt (the seed, after loading its rows). */
export const recomputeAllStatements = () => rebuild("1", "1");

/** Migration 0015's first fill of the new, empty tables, for every organization. */
export const BACKFILL_STATEMENTS: readonly string[] = rebuild("1", null);
