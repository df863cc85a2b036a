// Log entries of structural changes (CREATE/EDIT/DELETE of lots, rodeos and cycles, lot changes).
import { sql, type SQL } from "drizzle-orm";
import { movements } from "../db/schema";
import type { Db } from "../env";
import type { MovementAnimal } from "../shared/herd-types";
import type { MovementType } from "../shared/movement-types";

export interface LogEntry {
  type: MovementType;
  detail: string;
  /** When it happened (defaults to now). */
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
      date: entry.date ?? now,
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
