// What an organization's export holds and its import loads back: every table with the organization's rows,
// in the order an import writes them (parents first), how each reaches the organization, and which columns
// point at other exported rows. A new organization-owned table is one entry here (and a test fails until
// it is: tests/worker/organization-transfer.test.ts checks every table with an organization_id).
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as s from "../../../db/schema";

/** Where a reference column points: another exported table, or a user (matched by email on import). */
export type RefTarget = TransferKey | "users";

export interface TransferTable {
  /** Key in the JSON file. */
  key: TransferKey;
  /** The CSV's name in the ZIP (Spanish, one file per kind). */
  csv: string;
  table: SQLiteTable;
  /** The organization's rows: by their own organization_id, or through the parent row's column. */
  parent?: { table: TransferKey; column: string };
  refs: Record<string, RefTarget>;
  /** JSON columns whose nested *_id keys point at exported rows (movements). */
  json?: readonly string[];
  /**
   * Files and photos are listed, not loaded: their bytes stay in the old organization's storage, and a
   * row naming a storage key would let an import read someone else's file.
   */
  listOnly?: boolean;
  /**
   * For the tables that grow with the years: the export pages along the index (organization_id, column, id),
   * by (column, id), since a rowid keyset over a composite index sorts all the organization's rows per page.
   * The column must be NOT NULL and that index must exist (tests/worker/organization-transfer-large.test.ts).
   */
  keyset?: string;
}

export type TransferKey =
  | "animal_categories"
  | "fields"
  | "lots"
  | "rodeos"
  | "reproductive_cycles"
  | "assets"
  | "movements"
  | "rodeo_stock"
  | "notes"
  | "note_photos"
  | "tasks"
  | "files"
  | "invoices"
  | "invoice_lines"
  | "invoice_movements"
  | "invoice_counters"
  | "purchases"
  | "purchase_lines"
  | "animals"
  | "animal_events"
  | "tags";

export const TRANSFER_TABLES: readonly TransferTable[] = [
  { key: "animal_categories", csv: "categorias.csv", table: s.animalCategories, refs: {} },
  { key: "fields", csv: "campos.csv", table: s.fields, refs: {} },
  { key: "lots", csv: "lotes.csv", table: s.lots, refs: { field_id: "fields" } },
  { key: "rodeos", csv: "rodeos.csv", table: s.rodeos, refs: { lot_id: "lots" } },
  { key: "reproductive_cycles", csv: "ciclos.csv", table: s.reproductiveCycles, refs: { rodeo_id: "rodeos" } },
  { key: "assets", csv: "insumos.csv", table: s.assets, refs: {} },
  {
    key: "movements",
    csv: "movimientos.csv",
    table: s.movements,
    refs: { rodeo_id: "rodeos", lot_id: "lots", cycle_id: "reproductive_cycles", created_by: "users" },
    json: ["animals", "data", "metadata"],
    keyset: "date",
  },
  {
    key: "rodeo_stock",
    csv: "stock.csv",
    table: s.rodeoStock,
    refs: { rodeo_id: "rodeos", category_id: "animal_categories" },
  },
  {
    key: "notes",
    csv: "notas.csv",
    table: s.notes,
    refs: { lot_id: "lots", rodeo_id: "rodeos", movement_id: "movements", author_id: "users" },
  },
  {
    key: "note_photos",
    csv: "fotos_de_notas.csv",
    table: s.notePhotos,
    refs: { note_id: "notes", created_by: "users" },
    listOnly: true,
  },
  {
    key: "tasks",
    csv: "tareas.csv",
    table: s.tasks,
    refs: {
      assignee_id: "users",
      lot_id: "lots",
      rodeo_id: "rodeos",
      note_id: "notes",
      previous_id: "tasks",
      created_by: "users",
      completed_by: "users",
    },
  },
  { key: "files", csv: "archivos.csv", table: s.files, refs: { created_by: "users" }, listOnly: true },
  { key: "invoices", csv: "facturas.csv", table: s.invoices, refs: { created_by: "users" }, keyset: "date" },
  {
    key: "invoice_lines",
    csv: "facturas_lineas.csv",
    table: s.invoiceLines,
    parent: { table: "invoices", column: "invoice_id" },
    refs: { invoice_id: "invoices" },
  },
  {
    key: "invoice_movements",
    csv: "facturas_ventas.csv",
    table: s.invoiceMovements,
    parent: { table: "invoices", column: "invoice_id" },
    refs: { invoice_id: "invoices", movement_id: "movements" },
  },
  { key: "invoice_counters", csv: "facturas_numeracion.csv", table: s.invoiceCounters, refs: {} },
  {
    key: "purchases",
    csv: "compras.csv",
    table: s.purchases,
    refs: { movement_id: "movements", asset_movement_id: "movements", file_id: "files", created_by: "users" },
  },
  {
    key: "purchase_lines",
    csv: "compras_lineas.csv",
    table: s.purchaseLines,
    parent: { table: "purchases", column: "purchase_id" },
    refs: { purchase_id: "purchases", asset_id: "assets" },
  },
  {
    key: "animals",
    csv: "animales.csv",
    table: s.animals,
    refs: {
      category_id: "animal_categories",
      rodeo_id: "rodeos",
      tagging_movement_id: "movements",
      ended_movement_id: "movements",
    },
  },
  {
    key: "animal_events",
    csv: "animales_registros.csv",
    table: s.animalEvents,
    refs: { animal_id: "animals", movement_id: "movements" },
    json: ["before"],
  },
  { key: "tags", csv: "caravanas.csv", table: s.tags, refs: { animal_id: "animals" } },
];

export const transferTable = (key: TransferKey): TransferTable => TRANSFER_TABLES.find((t) => t.key === key)!;

/**
 * Ids nested in a movement's JSON (animals, data, metadata) by key: what each points at. Keys are matched
 * by suffix (`to_rodeo_id`, `destination_category_id`...), users by name.
 */
export const NESTED_ID_SUFFIXES: readonly [suffix: string, target: RefTarget][] = [
  ["rodeo_id", "rodeos"],
  ["category_id", "animal_categories"],
  ["lot_id", "lots"],
  ["asset_id", "assets"],
  ["cycle_id", "reproductive_cycles"],
  ["field_id", "fields"],
  ["movement_id", "movements"],
];
export const NESTED_USER_KEYS: readonly string[] = ["editedBy", "deletedBy", "created_by", "user_id"];

export const EXPORT_FORMAT = "tropero-export";
export const EXPORT_VERSION = 1;
