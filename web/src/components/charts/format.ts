// Default number formatting for charts (Argentine Spanish: 1.234,5).
const formatter = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return formatter.format(value);
}
