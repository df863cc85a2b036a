// One exported row, read as D1's raw value array (no objects, no JSON.parse of the movement's lists), as a
// CSV line and as the JSON file's object: the same text a mapped row gave, for a fraction of the work
// (a large ranch writes a million of them: docs/capacity.md, "The export").
import { getTableColumns } from "drizzle-orm";
import { CSV_SEPARATOR, csvCell, csvText } from "../../../lib/csv";
import { csvColumn } from "./transfer-headers";
import type { TransferTable } from "./transfer-tables";

export interface RowFormat {
  /** The columns to select, in the order of the values (organization_id is known, so never read). */
  names: string[];
  header: string[];
  csv: (values: readonly unknown[]) => string;
  json: (values: readonly unknown[]) => string;
}

type Cell = (value: unknown) => string;

const isNull = (value: unknown) => value === null || value === undefined;

/** A stored flag (0/1) as the JSON's boolean and the CSV's sí/no. */
const flagJson: Cell = (v) => (isNull(v) ? "null" : v === 1 || v === true ? "true" : "false");
const flagCsv: Cell = (v) => (isNull(v) ? "" : v === 1 || v === true ? "sí" : "no");
/** A JSON column is already JSON text: the JSON file takes it as is, the CSV as a text cell. */
const jsonJson: Cell = (v) => (isNull(v) ? "null" : (v as string));
const valueJson: Cell = (v) =>
  typeof v === "number" && Number.isFinite(v) ? String(v) : isNull(v) ? "null" : JSON.stringify(v);
const textCsv: Cell = (v) =>
  typeof v === "number" && Number.isSafeInteger(v)
    ? String(v)
    : typeof v === "string"
      ? csvText(v)
      : csvCell(v as number | null);
/** The JSON columns' text starts with { or [ (never a formula): only the quoting is left to decide. */
const jsonCsv: Cell = (v) =>
  typeof v !== "string"
    ? textCsv(v)
    : v[0] !== "{" && v[0] !== "["
      ? csvText(v)
      : /[;"\r\n]/.test(v)
        ? `"${v.replaceAll('"', '""')}"`
        : v;

/** How `orgId`'s rows of `t` are written; the rows are the values of `names`, in that order. */
export function rowFormat(t: TransferTable, orgId: number): RowFormat {
  let read = 0;
  const columns = Object.entries(getTableColumns(t.table)).map(([key, c]) => {
    const shown = csvColumn(c.name);
    const flag = c.columnType === "SQLiteBoolean";
    const json = c.columnType === "SQLiteTextJson";
    const scaled = c.name.endsWith("_cents") || c.name.endsWith("_milli") || c.name === "iva_tenths";
    const own = c.name === "organization_id";
    return {
      key: `${JSON.stringify(key)}:`,
      column: c.name,
      /** Where its value is in a row read, or -1 for the organization's id. */
      at: own ? -1 : read++,
      header: shown.header,
      json: flag ? flagJson : json ? jsonJson : valueJson,
      csv: flag ? flagCsv : json ? jsonCsv : scaled ? (v: unknown) => csvCell(shown.show(v)) : textCsv,
    };
  });
  const last = columns.length - 1;
  const value = (values: readonly unknown[], i: number) => {
    const at = columns[i]!.at;
    return at < 0 ? orgId : values[at];
  };
  return {
    names: columns.filter((c) => c.at >= 0).map((c) => c.column),
    header: columns.map((c) => c.header),
    csv(values) {
      let line = "";
      for (let i = 0; i < last; i++) line += columns[i]!.csv(value(values, i)) + CSV_SEPARATOR;
      return `${line}${columns[last]!.csv(value(values, last))}\r\n`;
    },
    json(values) {
      let text = "{";
      for (let i = 0; i < last; i++) text += `${columns[i]!.key}${columns[i]!.json(value(values, i))},`;
      return `${text}${columns[last]!.key}${columns[last]!.json(value(values, last))}}`;
    },
  };
}
