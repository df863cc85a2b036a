// CSV for spreadsheets (the organization export, the accountant's exports): RFC 4180 quoting and formula
// neutralising (a text cell starting with = + - @ or a control character gets a leading ' so Excel and
// LibreOffice show it instead of running it).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell: numbers as they are, text neutralised and quoted when needed, null/undefined empty. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "sí" : "no";
  let text = typeof value === "string" ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line (CRLF-terminated, as RFC 4180 and Excel expect). */
export const csvLine = (cells: readonly unknown[], separator = ","): string =>
  `${cells.map(csvCell).join(separator)}\r\n`;

/** UTF-8 byte order mark: Excel reads accents right only with it. */
export const CSV_BOM = "\uFEFF";
