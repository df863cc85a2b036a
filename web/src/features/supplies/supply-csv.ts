// The supplies list as CSV (the movement log's quoting and download: Spanish columns, dd/mm/yyyy).
import type { Supply } from "@shared/supply-types";
import { formatDay, todayIso } from "../../lib/dates";
import { csvCell, downloadCsv } from "../movements/csv-export";
import { KIND_LABELS } from "./supply-messages";

export const STOCK_CSV_COLUMNS = [
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
export function assetsToCsv(assets: readonly Supply[]): string {
  const rows = assets.map((a) =>
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
  return "\uFEFF" + [STOCK_CSV_COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}

export function exportAssetsCsv(assets: readonly Supply[]): void {
  downloadCsv(assetsToCsv(assets), `insumos-${todayIso()}.csv`);
}
