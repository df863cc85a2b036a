// Turns rows of the herd reads into the API shapes of worker/shared/herd-types.ts.
import type { movements } from "../../../db/schema";
import { dailyWeightGain, weighingsByDay, type Weighing } from "../../../shared/daily-gain";
import type {
  Category,
  CategoryRodeo,
  CategoryWithRodeos,
  Lot,
  LotAnimal,
  Movement,
  MovementAnimal,
  MovementMetadata,
  Rodeo,
  RodeoStock,
} from "../../../shared/herd-types";

type Row = Record<string, unknown>;

/** A json_group_array column (or an already parsed value) as a list. */
export function jsonList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value !== "string" || !value) return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

export function jsonObject(value: unknown): Record<string, unknown> {
  if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== "string" || !value) return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const num = (v: unknown) => (typeof v === "number" ? v : Number(v ?? 0));
const nullableNum = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const bool = (v: unknown) => v === true || v === 1 || v === "1";
const str = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

export function toLot(row: Row): Lot {
  const animals = jsonList<LotAnimal>(row.animals).sort(
    (a, b) => a.rodeo.localeCompare(b.rodeo, "es") || a.rodeo_id - b.rodeo_id || a.category_id - b.category_id,
  );
  const rodeos = jsonList<{ id: number; name: string }>(row.rodeos).sort(
    (a, b) => a.name.localeCompare(b.name, "es") || a.id - b.id,
  );
  const hectares = num(row.hectares);
  const total = animals.reduce((sum, a) => sum + a.count, 0);
  const ev = animals.reduce((sum, a) => sum + a.count * a.ev, 0);
  const fieldId = nullableNum(row.field_id);
  return {
    id: num(row.id),
    name: str(row.name),
    hectares,
    order: num(row.order),
    deleted: bool(row.deleted),
    field_id: fieldId,
    field:
      fieldId && row.field_name != null
        ? {
            id: fieldId,
            name: str(row.field_name),
            hectares: num(row.field_hectares),
            locality: str(row.field_locality),
          }
        : null,
    animals,
    rodeos,
    deaths: num(row.deaths),
    total,
    ev_per_ha: hectares > 0 ? round(ev / hectares, 2) : null,
    created_at: str(row.created_at),
    updated_at: str(row.updated_at),
  };
}

export function toRodeo(row: Row): Rodeo {
  const stock = jsonList<RodeoStock>(row.stock).sort((a, b) => a.category_id - b.category_id);
  const weighings = jsonList<Weighing>(row.last_weighings).filter((w) => typeof w.mean_weight === "number");
  const id = num(row.id);
  const gain = dailyWeightGain({ id, name: str(row.name) }, weighings);
  // The last weighing stands on its own (a rodeo weighed once still has a last mean weight);
  // the daily gain needs two.
  const last = weighingsByDay(weighings).at(-1);
  const lotId = nullableNum(row.lot_id);
  return {
    id,
    name: str(row.name),
    lot_id: lotId,
    lot: lotId && row.lot_name != null ? { id: lotId, name: str(row.lot_name) } : null,
    stock,
    total: stock.reduce((sum, s) => sum + s.count, 0),
    last_mean_weight: last ? Math.round(last.mean_weight * 100) / 100 : null,
    last_weighing_date: last?.date ?? null,
    daily_gain: gain.daily_weight_gain,
    created_at: str(row.created_at),
    updated_at: str(row.updated_at),
  };
}

export function toCategory(row: Row): Category {
  return {
    id: num(row.id),
    name: str(row.name),
    ev: num(row.ev),
    total: num(row.total),
    created_at: str(row.created_at),
    updated_at: str(row.updated_at),
  };
}

export function toCategoryWithRodeos(row: Row): CategoryWithRodeos {
  const rodeos = jsonList<CategoryRodeo>(row.rodeos).sort((a, b) => a.name.localeCompare(b.name, "es") || a.id - b.id);
  return { ...toCategory(row), rodeos };
}

export type MovementRow = typeof movements.$inferSelect;

export function toMetadata(value: unknown, lotId: number | null): MovementMetadata {
  const meta = jsonObject(value);
  return {
    ...meta,
    lot_id: meta.lot_id === undefined ? lotId : nullableNum(meta.lot_id),
    editHistory: Array.isArray(meta.editHistory) ? (meta.editHistory as MovementMetadata["editHistory"]) : [],
  };
}

/** SPEC.md §3 movement: `count` maps category name → head, `rodeoId` mirrors rodeo_id. */
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
    deleted: bool(row.deleted),
    metadata: toMetadata(row.metadata, row.lot_id),
  };
}
