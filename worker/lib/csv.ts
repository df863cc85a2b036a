// CSV files for spreadsheets as Argentine Excel opens them: UTF-8 with a BOM (accents survive), `;` between
// cells and a decimal comma (Excel in es-AR reads "1234,56" as a number), CRLF line ends. Text cells that a
// spreadsheet would run as a formula (= + - @, tab, CR) get a leading apostrophe (CSV injection).
// Used by the accountant's exports (worker/areas/money/finance) and the organization export (transfer/).

/** A number printed with a fixed number of decimals (money: 2). */
export interface CsvDecimal {
  decimal: number;
  places: number;
}

export type CsvCell = string | number | CsvDecimal | null | undefined;

export const CSV_SEPARATOR = ";";
export const CSV_BOM = "\uFEFF";

/** `places` decimals with a comma: csvDecimal(1234.5) → "1234,50". */
export const csvDecimal = (value: number, places = 2): CsvDecimal => ({ decimal: value, places });

const FORMULA_START = /^[=+\-@\t\r]/;
/** Either of the two cases below; most cells are neither, and one test is cheaper (the large export). */
const NEEDS_CARE = /^[=+\-@\t\r]|[;"\r\n]/;

/** A text cell: neutralised when a spreadsheet would read it as a formula, quoted when it needs to be. */
export function csvText(value: string): string {
  if (!NEEDS_CARE.test(value)) return value;
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function numberText(value: number, places?: number): string {
  if (places === undefined && Number.isSafeInteger(value)) return String(value);
  if (!Number.isFinite(value)) return "";
  const text = places === undefined ? String(value) : value.toFixed(places);
  return text.replace(".", ",");
}

export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return numberText(cell);
  if (typeof cell === "string") return csvText(cell);
  return numberText(cell.decimal, cell.places);
}

/** One line (CRLF-terminated), for files written a piece at a time (the organization export). */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;

/** The whole file: BOM, the header row, then one line per row. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headers.map(csvText).join(CSV_SEPARATOR), ...rows.map((r) => r.map(csvCell).join(CSV_SEPARATOR))];
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** Headers of a CSV download named `filename` (ASCII name: the caller builds it from dates). */
export function csvHeaders(filename: string): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
  };
}
