// Log entries of structural changes (CREATE/EDIT/DELETE of lots, rodeos and cycles, lot changes).
import { sql, type SQL } from "drizzle-orm";
import { movements } from "../../../db/schema";
import type { Db } from "../../../env";
import { DEFAULT_TIMEZONE } from "../../../shared/defaults";
import { toIsoDate } from "../../../shared/schema-parts";
import type { MovementAnimal } from "../../../shared/herd-types";
import type { MovementType } from "../../../shared/movement-types";

/** Built once: a formatter costs more to build than a lot or rodeo read's SQL. */
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: DEFAULT_TIMEZONE });

/**
 * Today in the organization's time zone, as the day movements are dated with: an evening entry in
 * Argentina is still today, not UTC's tomorrow, so it sorts with the day's other records.
 */
export const today = () => toIsoDate(dayFormat.format(new Date()))!;

export interface LogEntry {
  type: MovementType;
  detail: string;
  /** The day it happened (defaults to today in the organization's time zone). */
  date?: string;
  rodeo_id?: number | SQL | null;
  lot_id?: number | SQL | null;
  cycle_id?: number | SQL | null;
  animals?: MovementAnimal[];
  data?: Record<string, unknown>;
}

/** An insert (returning the row) to put in the same batch as the change it records. */
export function logStatement(db: Db, orgId: number, userId: number, entry: LogEntry, now = new Date().toISOString()) {
  const lotId = entry.lot_id ?? null;
  return db
    .insert(movements)
    .values({
      organization_id: orgId,
      type: entry.type,
      date: entry.date ?? today(),
      rodeo_id: entry.rodeo_id ?? null,
      lot_id: lotId,
      cycle_id: entry.cycle_id ?? null,
      detail: entry.detail,
      animals: entry.animals ?? [],
      data: entry.data ?? {},
      // metadata.lot_id mirrors the column; json_object keeps it right when the id is a subquery.
      metadata: sql`json_object('lot_id', ${lotId}, 'editHistory', json('[]'))`,
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning();
}
