// Each aggregate table as the parts a source row adds to it. A part reads columns once from the row (alias
// `x`, then `p`), may turn them into several rows (the two rodeos of a move), and gives the table's keys and
// values over the result (alias `c`). The triggers add a counted row's part and take the old one's away; the
// recomputation sums the parts of every counted row (aggregate-sql.ts).
import {
  headColumns,
  headDelta,
  headRodeo,
  HEAD_TYPES,
  INCOME_STATUSES,
  recordedDay,
  saleColumns,
  SIDES,
  useColumns,
  USE_TYPES,
} from "./aggregate-terms";

export interface Part {
  /** Columns read once from the source row `x` (and from `l`, one of its lines, with `lines`). */
  row: (x: string) => Record<string, string>;
  /** Which source rows count, besides the source's own rule (a movement must be live). */
  when: (x: string) => string;
  /** Child rows (alias `l`) the part adds one each of, joined to the source row by `parent`. */
  lines?: { table: string; parent: string };
  /** Rows made from the read columns (alias p), with a cross-joined table `s`; else `c` is `p`. */
  derive?: { columns: Record<string, string>; cross: string };
  /** Over the rows (alias c): the ones that add nothing are skipped. */
  keep?: string;
  /** The table's keys and values over the rows (values missing here add 0). */
  keys: Record<string, string>;
  values: Record<string, string>;
}

export interface Aggregate {
  table: string;
  keys: readonly string[];
  values: readonly string[];
  parts: readonly Part[];
}

/** A movement's head change, one row per rodeo it changes. */
const heads = {
  row: headColumns,
  when: (x: string) => `${x}.type IN (${HEAD_TYPES})`,
  derive: {
    columns: {
      organization_id: "p.organization_id",
      day: "p.day",
      month: "p.month",
      dom: "p.dom",
      rodeo_id: headRodeo,
      d: headDelta,
    },
    cross: SIDES,
  },
  keep: "c.rodeo_id IS NOT NULL AND c.d <> 0",
};

/** A use of one of the organization's supplies. */
const use = { row: useColumns, when: (x: string) => `${x}.type IN (${USE_TYPES})` };

const orgMonthRodeo = { organization_id: "c.organization_id", month: "c.month", rodeo_id: "c.rodeo_id" };

/** The aggregates of the movement log (finance_days: its sales; see FINANCE_DAYS). */
export const MOVEMENT_AGGREGATES: readonly Aggregate[] = [
  {
    table: "rodeo_days",
    keys: ["organization_id", "rodeo_id", "day"],
    values: ["net", "low"],
    parts: [
      {
        ...heads,
        keys: { organization_id: "c.organization_id", rodeo_id: "c.rodeo_id", day: "c.day" },
        values: { net: "c.d", low: "min(c.d, 0)" },
      },
    ],
  },
  {
    table: "rodeo_months",
    keys: ["organization_id", "rodeo_id", "month"],
    values: ["net", "weighted", "low", "uses", "cost"],
    parts: [
      { ...heads, keys: orgMonthRodeo, values: { net: "c.d", weighted: "c.d * c.dom", low: "min(c.d, 0)" } },
      {
        ...use,
        keep: "c.asset_id IS NOT NULL AND c.rodeo_id IS NOT NULL",
        keys: orgMonthRodeo,
        values: { uses: "1", cost: "c.cost" },
      },
    ],
  },
  {
    table: "supply_months",
    keys: ["organization_id", "month", "asset_id"],
    values: ["uses", "milli", "cost", "consumed_cost"],
    parts: [
      {
        ...use,
        keep: "c.asset_id IS NOT NULL",
        keys: { organization_id: "c.organization_id", month: "c.month", asset_id: "c.asset_id" },
        values: {
          uses: "1",
          milli: "c.milli",
          cost: "c.cost",
          consumed_cost: "CASE WHEN c.consumption THEN c.cost ELSE 0 END",
        },
      },
    ],
  },
  {
    table: "supply_days",
    keys: ["organization_id", "day", "asset_id"],
    values: ["consumed_cost"],
    parts: [
      {
        ...use,
        when: (x) => `${x}.type = 'ASSET_CONSUMPTION'`,
        keep: "c.asset_id IS NOT NULL",
        keys: { organization_id: "c.organization_id", day: "c.day", asset_id: "c.asset_id" },
        values: { consumed_cost: "c.cost" },
      },
    ],
  },
  {
    table: "lot_days",
    keys: ["organization_id", "day", "lot_id"],
    values: ["uses", "cost"],
    parts: [
      {
        ...use,
        when: (x) => `${x}.type IN (${USE_TYPES}) AND ${x}.rodeo_id IS NULL AND ${x}.lot_id IS NOT NULL`,
        keep: "c.asset_id IS NOT NULL",
        keys: { organization_id: "c.organization_id", day: "c.day", lot_id: "c.lot_id" },
        values: { uses: "1", cost: "c.cost" },
      },
    ],
  },
];

/** Live sales: heads and kilos (heads × mean weight) on the sale's day. */
export const SALES: Part = {
  row: saleColumns,
  when: (x) => `${x}.type = 'SELL'`,
  keys: { organization_id: "c.organization_id", day: "c.day" },
  values: { heads_sold: "c.heads", kilos_sold: "c.heads * c.mean_weight" },
};

/** Issued and paid invoices: their net and their lines billed by kilo, on the invoice's date. */
export const INCOME: Part = {
  row: (x) => ({
    organization_id: `${x}.organization_id`,
    day: `${x}.date`,
    net: `${x}.net_cents`,
    kg_net: `(SELECT coalesce(sum(l.net_cents), 0) FROM invoice_lines l WHERE l.invoice_id = ${x}.id AND l.unit = 'kg')`,
    kg_milli: `(SELECT coalesce(sum(l.quantity_milli), 0) FROM invoice_lines l WHERE l.invoice_id = ${x}.id AND l.unit = 'kg')`,
  }),
  when: (x) => `${x}.status IN (${INCOME_STATUSES})`,
  keys: { organization_id: "c.organization_id", day: "c.day" },
  values: { income_cents: "c.net", kg_net_cents: "c.kg_net", kg_milli: "c.kg_milli" },
};

/** One line billed by kilo while its invoice is issued or paid (lines change while it is a draft). */
export const INCOME_LINE: Part = {
  row: (x) => ({
    organization_id: `(SELECT i.organization_id FROM invoices i WHERE i.id = ${x}.invoice_id AND i.status IN (${INCOME_STATUSES}))`,
    day: `(SELECT i.date FROM invoices i WHERE i.id = ${x}.invoice_id)`,
    net: `${x}.net_cents`,
    milli: `${x}.quantity_milli`,
  }),
  when: (x) => `${x}.unit = 'kg'`,
  keep: "c.organization_id IS NOT NULL",
  keys: { organization_id: "c.organization_id", day: "c.day" },
  values: { kg_net_cents: "c.net", kg_milli: "c.milli" },
};

/** A live purchase's net on its date. */
export const EXPENSE: Part = {
  row: (x) => ({ organization_id: `${x}.organization_id`, day: `${x}.date`, net: `${x}.net_cents` }),
  when: (x) => `${x}.deleted = 0`,
  keys: { organization_id: "c.organization_id", day: "c.day" },
  values: { expense_cents: "c.net" },
};

/** A live purchase's lines by category, on its date (one row per line). */
export const PURCHASE_CATEGORIES: Part = {
  row: (x) => ({
    organization_id: `${x}.organization_id`,
    day: `${x}.date`,
    category: "l.category",
    net: "l.net_cents",
  }),
  lines: { table: "purchase_lines", parent: "purchase_id" },
  when: (x) => `${x}.deleted = 0`,
  keys: { organization_id: "c.organization_id", day: "c.day", category: "c.category" },
  values: { net_cents: "c.net" },
};

/** One line of a live purchase. */
export const PURCHASE_LINE: Part = {
  row: (x) => ({
    organization_id: `(SELECT p.organization_id FROM purchases p WHERE p.id = ${x}.purchase_id AND p.deleted = 0)`,
    day: `(SELECT p.date FROM purchases p WHERE p.id = ${x}.purchase_id)`,
    category: `${x}.category`,
    net: `${x}.net_cents`,
  }),
  when: () => "1",
  keep: "c.organization_id IS NOT NULL",
  keys: { organization_id: "c.organization_id", day: "c.day", category: "c.category" },
  values: { net_cents: "c.net" },
};

/** The finance summary's days: live sales (movements), income (invoices) and expenses (purchases). */
export const FINANCE_DAYS: Aggregate = {
  table: "finance_days",
  keys: ["organization_id", "day"],
  values: ["income_cents", "expense_cents", "kg_net_cents", "kg_milli", "heads_sold", "kilos_sold"],
  parts: [SALES, INCOME, EXPENSE],
};

export const FINANCE_CATEGORIES: Aggregate = {
  table: "finance_categories",
  keys: ["organization_id", "day", "category"],
  values: ["net_cents"],
  parts: [PURCHASE_CATEGORIES],
};

/** Every movement recorded, deleted ones too; `live` only the others (see its triggers). */
export const ACTIVITY: Aggregate = {
  table: "activity_days",
  keys: ["organization_id", "day"],
  values: ["recorded", "live"],
  parts: [
    {
      row: (x) => ({ organization_id: `${x}.organization_id`, day: recordedDay(x), live: `(${x}.deleted = 0)` }),
      when: () => "1",
      keep: "c.day IS NOT NULL",
      keys: { organization_id: "c.organization_id", day: "c.day" },
      values: { recorded: "1", live: "c.live" },
    },
  ],
};
