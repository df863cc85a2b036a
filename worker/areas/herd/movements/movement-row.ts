// A movements row → the docs/herd.md movement shape of the API.
import type { movements } from "../../../db/schema";
import type { Movement, MovementAnimal, MovementMetadata } from "../../../shared/herd-types";
import { bool, jsonList, jsonObject, nullableNum } from "../common/row-values";

export type MovementRow = typeof movements.$inferSelect;

export function toMetadata(value: unknown, lotId: number | null): MovementMetadata {
  const meta = jsonObject(value);
  return {
    ...meta,
    // metadata is free JSON: its lot_id is whatever an old write stored.
    lot_id: meta.lot_id === undefined ? lotId : nullableNum(meta.lot_id),
    editHistory: Array.isArray(meta.editHistory) ? (meta.editHistory as MovementMetadata["editHistory"]) : [],
  };
}

/** docs/herd.md movement: `count` maps category name → head, `rodeoId` mirrors rodeo_id. */
export function toMovement(row: MovementRow): Movement {
  const animals = jsonList<MovementAnimal>(row.animals);
  const count: Record<string, number> = {};
  for (const a of animals) count[a.type] = (count[a.type] ?? 0) + a.count;
  return {
    id: row.id,
    type: row.type,
    date: row.date,
    count,
    rodeoId: row.rodeo_id,
    lot_id: row.lot_id,
    cycle_id: row.cycle_id,
    detail: row.detail,
    reference: row.reference,
    animals,
    data: jsonObject(row.data),
    organization_id: row.organization_id,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    // Rows read back from raw JSON (a cycle's movements, the door's movement) carry SQLite's 0/1.
    deleted: bool(row.deleted),
    metadata: toMetadata(row.metadata, row.lot_id),
    client_id: row.client_id,
  };
}
