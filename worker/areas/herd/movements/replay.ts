// Replaying the movement log into stock, and checking a change against the current stock (no negatives).
import { movementEffects, stockKey, type EffectMovement, type StockDelta } from "./stock-effects";

/** Count per `rodeo:category` key; absent keys are zero. */
export type Stock = Map<string, number>;

/** The stock the non-deleted movements add up to (zero counts dropped). */
export function replayStock(movements: Iterable<EffectMovement>): Stock {
  const stock: Stock = new Map();
  for (const m of movements) {
    if (m.deleted) continue;
    for (const d of movementEffects(m)) {
      const key = stockKey(d.rodeo_id, d.category_id);
      stock.set(key, (stock.get(key) ?? 0) + d.delta);
    }
  }
  for (const [key, count] of stock) if (count === 0) stock.delete(key);
  return stock;
}

export interface Shortage {
  rodeo_id: number;
  category_id: number;
  available: number;
  requested: number;
}

/** The first (rodeo, category) the net deltas would leave below zero, or null when all fit. */
export function findShortage(
  current: (rodeoId: number, categoryId: number) => number,
  deltas: ReadonlyArray<StockDelta>,
) {
  for (const d of deltas) {
    const available = current(d.rodeo_id, d.category_id);
    if (available + d.delta < 0) {
      return { rodeo_id: d.rodeo_id, category_id: d.category_id, available, requested: -d.delta } satisfies Shortage;
    }
  }
  return null;
}

/** Applies net deltas to a stock map in place; throws when a count would go negative (seed, tests). */
export function applyToStock(stock: Stock, deltas: ReadonlyArray<StockDelta>): void {
  const shortage = findShortage((r, c) => stock.get(stockKey(r, c)) ?? 0, deltas);
  if (shortage) {
    throw new Error(
      `Stock negativo en rodeo ${shortage.rodeo_id} categoría ${shortage.category_id}: ` +
        `disponibles ${shortage.available}, pedidos ${shortage.requested}`,
    );
  }
  for (const d of deltas) {
    const key = stockKey(d.rodeo_id, d.category_id);
    const next = (stock.get(key) ?? 0) + d.delta;
    if (next === 0) stock.delete(key);
    else stock.set(key, next);
  }
}
