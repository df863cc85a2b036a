// Pure stock effects of a movement (docs/herd.md): which (rodeo, category) counts it changes and by how much.
import { isLotChangeEntry, isMovementType, STOCK_EFFECT } from "../../../shared/movement-types";

/** The parts of a stored movement that decide its effect on stock. */
export interface EffectMovement {
  type: string;
  rodeo_id: number | null;
  animals: ReadonlyArray<{ category_id: number | null; count: number }>;
  data?: Record<string, unknown> | null;
  deleted?: boolean;
}

export interface StockDelta {
  rodeo_id: number;
  category_id: number;
  delta: number;
}

export const stockKey = (rodeoId: number, categoryId: number) => `${rodeoId}:${categoryId}`;

const idOf = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : null);

/** An AUDIT_RECORD stores the difference it made to each count, so replaying it is exact. */
export interface AuditDelta {
  category_id: number;
  delta: number;
}

function auditDeltas(data: Record<string, unknown> | null | undefined): AuditDelta[] {
  const list = Array.isArray(data?.deltas) ? (data.deltas as unknown[]) : [];
  return list.flatMap((d) => {
    const row = d as Partial<AuditDelta>;
    const category = idOf(row?.category_id);
    return category && typeof row.delta === "number" && Number.isInteger(row.delta)
      ? [{ category_id: category, delta: row.delta }]
      : [];
  });
}

/**
 * The stock changes a movement makes when applied (not netted; see netDeltas).
 * add: + each line in the rodeo (but a TRANSFER recording a lot change adds nothing); remove: − each
 * line; recategorize: each line from its category to data.to_category_id; move (rodeo moves,
 * weaning): each line to data's destination rodeo and category (defaulting to the same); audit: the
 * stored deltas; none: nothing.
 */
export function movementEffects(m: EffectMovement): StockDelta[] {
  // A rodeo's change of lot is logged as a TRANSFER too, but the animals stay the same.
  if (!isMovementType(m.type) || isLotChangeEntry(m)) return [];
  const rodeo = idOf(m.rodeo_id);
  if (!rodeo) return [];
  const data = m.data ?? {};
  const lines = m.animals.flatMap((a) => {
    const category = idOf(a.category_id);
    return category && a.count > 0 ? [{ category, count: a.count }] : [];
  });
  switch (STOCK_EFFECT[m.type]) {
    case "add":
      return lines.map((l) => ({ rodeo_id: rodeo, category_id: l.category, delta: l.count }));
    case "remove":
      return lines.map((l) => ({ rodeo_id: rodeo, category_id: l.category, delta: -l.count }));
    case "recategorize": {
      const to = idOf(data.to_category_id);
      if (!to) return [];
      return lines.flatMap((l) => [
        { rodeo_id: rodeo, category_id: l.category, delta: -l.count },
        { rodeo_id: rodeo, category_id: to, delta: l.count },
      ]);
    }
    case "move": {
      const toRodeo = idOf(m.type === "WEANING" ? data.destination_rodeo_id : data.to_rodeo_id) ?? rodeo;
      const toCategory = idOf(m.type === "WEANING" ? data.destination_category_id : data.to_category_id);
      return lines.flatMap((l) => [
        { rodeo_id: rodeo, category_id: l.category, delta: -l.count },
        { rodeo_id: toRodeo, category_id: toCategory ?? l.category, delta: l.count },
      ]);
    }
    case "audit":
      return auditDeltas(data).map((d) => ({ rodeo_id: rodeo, category_id: d.category_id, delta: d.delta }));
    default:
      return [];
  }
}

/** Sums deltas per (rodeo, category) and drops the ones that cancel out. Order: first appearance. */
export function netDeltas(deltas: Iterable<StockDelta>): StockDelta[] {
  const byKey = new Map<string, StockDelta>();
  for (const d of deltas) {
    const key = stockKey(d.rodeo_id, d.category_id);
    const acc = byKey.get(key);
    if (acc) acc.delta += d.delta;
    else byKey.set(key, { ...d });
  }
  return [...byKey.values()].filter((d) => d.delta !== 0);
}

/** The net change of replacing `before` by `after` (either may be absent: create or delete). */
export function changeEffects(before: EffectMovement | null, after: EffectMovement | null): StockDelta[] {
  const reverted = before && !before.deleted ? movementEffects(before).map((d) => ({ ...d, delta: -d.delta })) : [];
  const applied = after && !after.deleted ? movementEffects(after) : [];
  return netDeltas([...reverted, ...applied]);
}
