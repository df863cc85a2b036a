// The supplies list as CSV (the movement log's quoting and download: Spanish columns, dd/mm/yyyy).
import type { Supply } from "@shared/supply-types";
import { formatDay, todayIso } from "../../lib/dates";
import { csvCell, downloadCsv } from "../../lib/csv";
import { KIND_LABELS } from "./supply-messages";

export const SUPPLY_CSV_COLUMNS = [
  "Insumo",
  "Tipo",
  "Unidad",
  "Cantidad",
  "Costo unitario",
  "Valor",
  "Mínimo",
  "Stock bajo",
  "Días de carencia",
  "Último movimiento",
] as const;

/** Numbers go as plain decimals (a point, no thousands) so spreadsheets read them as numbers. */
export function suppliesToCsv(supplies: readonly Supply[]): string {
  const rows = supplies.map((a) =>
    [
      a.name,
      KIND_LABELS.es[a.kind] ?? a.kind,
      a.unit,
      a.quantity,
      a.unit_cost,
      a.value,
      a.minimum,
      a.low ? "Sí" : "No",
      a.withdrawal_days || "",
      formatDay(a.last_movement_at),
    ]
      .map(csvCell)
      .join(","),
  );
  return "\uFEFF" + [SUPPLY_CSV_COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}

export function exportSuppliesCsv(supplies: readonly Supply[]): void {
  downloadCsv(suppliesToCsv(supplies), `insumos-${todayIso()}.csv`);
}
