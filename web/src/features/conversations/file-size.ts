// A file's size as people read it in Argentina ("850 KB", "1,2 MB"), for the thread's documents
// (docs/whatsapp.md). Decimal units, as phones show them.

const UNITS = ["KB", "MB", "GB"] as const;
const oneDecimal = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 });

export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${whole.format(bytes)} B`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = "KB";
  for (const u of UNITS) {
    value /= 1000;
    unit = u;
    if (value < 1000) break;
  }
  // A kilobyte more or less says nothing: KB whole, MB and GB with one decimal.
  return `${(unit === "KB" ? whole : oneDecimal).format(value)} ${unit}`;
}
