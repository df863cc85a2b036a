// Pure supply effects of a movement (docs/supplies.md): which asset quantities it changes and by how much.
// Quantities travel as integer thousandths ("milli") so replaying the log and the stored REAL agree exactly.

/** The parts of a stored movement that decide its effect on supplies. */
export interface SupplyEffectMovement {
  type: string;
  data?: Record<string, unknown> | null;
  deleted?: boolean;
}

/** One supply a movement names; `asset_id` is null for an asset the movement creates (not stored yet). */
export interface SupplyLine {
  asset_id: number | null;
  /** Thousandths of the asset's unit, always > 0. */
  milli: number;
}

export interface SupplyDelta {
  asset_id: number;
  /** Signed change, in thousandths of the asset's unit. */
  milli: number;
}

/**
 * +1 adds to the supply (a load), −1 takes from it (consumption, a treatment using it). A supply count
 * (AUDIT_RECORD with data.asset_id) adds its stored signed `difference`.
 */
export const SUPPLY_SIGN: Readonly<Record<string, 1 | -1>> = {
  ASSET: 1,
  ASSET_BATCH: 1,
  ASSET_CONSUMPTION: -1,
  TREATMENT: -1,
  MEDICINE: -1,
};

/** Movement types that may name a supply (a count is an AUDIT_RECORD with data.asset_id). */
export const SUPPLY_TYPES = ["ASSET", "ASSET_BATCH", "ASSET_CONSUMPTION", "TREATMENT", "MEDICINE", "AUDIT_RECORD"];

/** The ids a movement names, as supply-view.ts namesSupplySql reads them (its date is each one's last movement). */
export function namedSupplyIds(m: { type: string; data?: Record<string, unknown> | null }): number[] {
  if (!SUPPLY_TYPES.includes(m.type)) return [];
  const data = m.data ?? {};
  const rows = m.type === "ASSET_BATCH" && Array.isArray(data.items) ? [data, ...data.items] : [data];
  const ids = rows.map((r) => (r as Record<string, unknown>)?.asset_id);
  return [...new Set(ids.filter((id): id is number => typeof id === "number" && Number.isInteger(id) && id > 0))];
}

export const toMilli = (quantity: number) => Math.round(quantity * 1000);
export const fromMilli = (milli: number) => milli / 1000;

const idOf = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : null);

function lineOf(item: unknown, quantityKey: string): SupplyLine[] {
  const row = (item ?? {}) as Record<string, unknown>;
  const quantity = row[quantityKey];
  if (typeof quantity !== "number" || !Number.isFinite(quantity)) return [];
  const milli = toMilli(quantity);
  return milli > 0 ? [{ asset_id: idOf(row.asset_id), milli }] : [];
}

/**
 * The supplies a movement names, unsigned: ASSET and ASSET_CONSUMPTION store one in `data`
 * (asset_id, quantity); ASSET_BATCH a list in `data.items`; TREATMENT and MEDICINE optionally one as
 * (asset_id, asset_quantity); a supply count (AUDIT_RECORD) its asset_id and |difference|. Other types name none.
 */
export function supplyLines(m: SupplyEffectMovement): SupplyLine[] {
  const data = m.data ?? {};
  switch (m.type) {
    case "ASSET":
    case "ASSET_CONSUMPTION":
      return lineOf(data, "quantity");
    case "ASSET_BATCH":
      return Array.isArray(data.items) ? data.items.flatMap((item) => lineOf(item, "quantity")) : [];
    case "TREATMENT":
    case "MEDICINE":
      return idOf(data.asset_id) ? lineOf(data, "asset_quantity") : [];
    case "AUDIT_RECORD":
      return auditLine(data);
    default:
      return [];
  }
}

/** A supply count (AUDIT_RECORD naming an asset) stores the signed difference it made; herd counts name none. */
function auditLine(data: Record<string, unknown>): SupplyLine[] {
  const id = idOf(data.asset_id);
  const difference = data.difference;
  if (!id || typeof difference !== "number" || !Number.isFinite(difference)) return [];
  const milli = Math.abs(toMilli(difference));
  return milli > 0 ? [{ asset_id: id, milli }] : [];
}

/** The sign of a movement's supply lines: fixed per type, or the stored difference's for a count. */
function signOf(m: SupplyEffectMovement): 1 | -1 | undefined {
  if (m.type !== "AUDIT_RECORD") return SUPPLY_SIGN[m.type];
  const difference = m.data?.difference;
  return typeof difference === "number" && difference < 0 ? -1 : 1;
}

/** The signed changes a stored movement makes to existing assets (lines without an id are skipped). */
export function supplyEffects(m: SupplyEffectMovement): SupplyDelta[] {
  const sign = signOf(m);
  if (!sign || m.deleted) return [];
  return supplyLines(m).flatMap((l) => (l.asset_id ? [{ asset_id: l.asset_id, milli: sign * l.milli }] : []));
}

/** Sums deltas per asset and drops the ones that cancel out. Order: first appearance. */
export function netSupplyDeltas(deltas: Iterable<SupplyDelta>): SupplyDelta[] {
  const bySupply = new Map<number, SupplyDelta>();
  for (const d of deltas) {
    const acc = bySupply.get(d.asset_id);
    if (acc) acc.milli += d.milli;
    else bySupply.set(d.asset_id, { ...d });
  }
  return [...bySupply.values()].filter((d) => d.milli !== 0);
}

/** The net change of replacing `before` by `after` on existing assets (either may be absent). */
export function changeSupplyEffects(
  before: SupplyEffectMovement | null,
  after: SupplyEffectMovement | null,
): SupplyDelta[] {
  const reverted = before ? supplyEffects(before).map((d) => ({ ...d, milli: -d.milli })) : [];
  const applied = after ? supplyEffects(after) : [];
  return netSupplyDeltas([...reverted, ...applied]);
}

/** Quantity (in units) per asset id that the non-deleted movements add up to (zero quantities dropped). */
export function replaySupplies(movements: Iterable<SupplyEffectMovement>): Map<number, number> {
  const milli = new Map<number, number>();
  for (const m of movements) {
    for (const d of supplyEffects(m)) milli.set(d.asset_id, (milli.get(d.asset_id) ?? 0) + d.milli);
  }
  const quantities = new Map<number, number>();
  for (const [id, value] of milli) if (value !== 0) quantities.set(id, fromMilli(value));
  return quantities;
}

export interface SupplyShortage {
  asset_id: number;
  /** In units. */
  available: number;
  requested: number;
}

/** The first asset the net deltas would leave below zero, or null when all fit (`current` in thousandths). */
export function findSupplyShortage(
  current: (supplyId: number) => number,
  deltas: ReadonlyArray<SupplyDelta>,
): SupplyShortage | null {
  for (const d of deltas) {
    const available = current(d.asset_id);
    if (available + d.milli < 0) {
      return { asset_id: d.asset_id, available: fromMilli(available), requested: fromMilli(-d.milli) };
    }
  }
  return null;
}

/** A stored quantity after a delta, computed as the database does it: (round(q·1000) + milli) / 1000. */
export const addMilli = (quantity: number, milli: number) => fromMilli(toMilli(quantity) + milli);
