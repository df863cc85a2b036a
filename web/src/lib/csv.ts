// The SPA's CSV files (the log, the supplies, the consumption report): Spanish columns, one record a line,
// the byte order mark written by each builder so spreadsheets read the accents right.
import { downloadBlob } from "./download";

/** RFC 4180 quoting; line breaks inside a field become spaces so each record is one line. */
export function csvCell(value: string | number | null | undefined): string {
  let text = String(value ?? "").replace(/\r?\n|\r/g, " ");
  // Text typed by members must never run as a spreadsheet formula (CSV injection).
  if (typeof value === "string" && /^[=+\-@\t]/.test(text)) text = `'${text}`;
  return /[",;]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function downloadCsv(csv: string, filename: string): void {
  downloadBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), filename);
}
