// The filtered log as CSV (header row + one row per movement, Spanish columns, dd/mm/yyyy dates),
// and the walk over every page of the filter that feeds it.
import type { Lot, Movement, Rodeo } from "@shared/herd-types";
import { movementEntryLabel } from "@shared/movement-types";
import { formatDay, todayIso } from "../../lib/dates";
import type { MovementFilters } from "./movement-filters-state";
import { EXPORT_PAGE_SIZE, fetchMovementPage } from "../../data/api/movements-api";
import { animalsText, headTotal, mainFigure } from "./movement-text";
import { csvCell, downloadCsv } from "../../lib/csv";
import type { NounOf } from "../../lib/herd/category-nouns";

export const CSV_COLUMNS = [
  "Fecha",
  "Tipo",
  "Rodeo",
  "Lote",
  "Animales",
  "Cabezas",
  "Dato",
  "Detalle",
  "Referencia",
  "N.º de registro",
] as const;

export interface NameLookup {
  rodeo: (id: number | null) => string;
  lot: (id: number | null) => string;
  /** The organization's category nouns ("12 vacas"); the derived plurals without it. */
  noun?: NounOf;
}

export function movementsToCsv(movements: readonly Movement[], names: NameLookup): string {
  const rows = movements.map((m) =>
    [
      formatDay(m.date),
      movementEntryLabel(m),
      names.rodeo(m.rodeoId),
      names.lot(m.lot_id),
      animalsText(m, names.noun),
      m.animals.length ? headTotal(m) : "",
      mainFigure(m),
      m.detail,
      m.reference,
      m.id,
    ]
      .map(csvCell)
      .join(","),
  );
  // The byte order mark makes spreadsheet programs read the accents right.
  return "\uFEFF" + [CSV_COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}

/** Every movement of the filter, page after page; `onProgress` gets the running count. */
export async function fetchAllMovements(
  orgId: number,
  filters: MovementFilters,
  onProgress: (loaded: number) => void,
  signal?: AbortSignal,
): Promise<Movement[]> {
  const all: Movement[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchMovementPage(orgId, filters, EXPORT_PAGE_SIZE, cursor);
    if (signal?.aborted) return all;
    all.push(...page.movements);
    onProgress(all.length);
    cursor = page.next_cursor;
  } while (cursor);
  return all;
}

export interface CsvExport {
  orgId: number;
  filters: MovementFilters;
  rodeos: readonly Rodeo[];
  lots: readonly Lot[];
  noun?: NounOf;
  onProgress: (loaded: number) => void;
  /** Aborted (the page went away): no download. */
  signal: AbortSignal;
}

/** Walks the filter, builds the file and downloads it; resolves to the count, or null when aborted. */
export async function exportMovementsCsv({
  orgId,
  filters,
  rodeos,
  lots,
  noun,
  onProgress,
  signal,
}: CsvExport): Promise<number | null> {
  const movements = await fetchAllMovements(orgId, filters, onProgress, signal);
  if (signal.aborted) return null;
  const rodeoNames = new Map(rodeos.map((r) => [r.id, r.name]));
  const lotNames = new Map(lots.map((l) => [l.id, l.name]));
  const csv = movementsToCsv(movements, {
    rodeo: (id) => (id ? (rodeoNames.get(id) ?? `#${id}`) : ""),
    lot: (id) => (id ? (lotNames.get(id) ?? `#${id}`) : ""),
    noun,
  });
  downloadCsv(csv, `registros-${todayIso()}.csv`);
  return movements.length;
}
