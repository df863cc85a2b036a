// Herd figures the screens show (head per category, EV, EV/ha), computed from the live caches so
// every screen agrees and updates with the socket.
import type { Lot, Rodeo, RodeoStock } from "@shared/herd-types";

export interface CategoryHead {
  category: string;
  categoryId: number;
  count: number;
  ev: number;
}

/** Head per category summed over stock rows, in the categories' first-seen order; zero rows dropped. */
export function headByCategory(
  rows: ReadonlyArray<Pick<RodeoStock, "category" | "category_id" | "count" | "ev">>,
): CategoryHead[] {
  const byId = new Map<number, CategoryHead>();
  for (const row of rows) {
    const acc = byId.get(row.category_id) ?? { category: row.category, categoryId: row.category_id, count: 0, ev: 0 };
    acc.count += row.count;
    acc.ev += row.count * row.ev;
    byId.set(row.category_id, acc);
  }
  return [...byId.values()].filter((c) => c.count > 0);
}

export const sumHead = (rows: ReadonlyArray<{ count: number }>) => rows.reduce((s, r) => s + r.count, 0);
export const sumEv = (rows: ReadonlyArray<{ count: number; ev: number }>) =>
  rows.reduce((s, r) => s + r.count * r.ev, 0);

/** Stock rows of every rodeo (the whole herd: every animal is in exactly one rodeo). */
export const herdStock = (rodeos: ReadonlyArray<Rodeo>) => rodeos.flatMap((r) => r.stock);

/** EV per hectare, or null without hectares (never a division by zero). */
export function evPerHa(ev: number, hectares: number): number | null {
  return hectares > 0 ? ev / hectares : null;
}

/** A lot's EV from its animal rows. */
export const lotEv = (lot: Pick<Lot, "animals">) => sumEv(lot.animals);

const intFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat("es-AR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const threeDecimals = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 3 });

export const formatInt = (n: number) => intFormat.format(n);
export const formatHectares = (n: number) => `${oneDecimal.format(n)} ha`;
/** The same kept on one line ("1.646,3 ha" never breaks before its unit): for figures inside a sentence. */
export const formatHectaresTogether = (n: number) => `${oneDecimal.format(n)}\u00a0ha`;
export const formatEv = (n: number) => oneDecimal.format(n);
export const formatEvPerHa = (n: number | null) => (n === null ? "—" : twoDecimals.format(n));
export const formatKg = (n: number | null) => (n === null ? "—" : `${oneDecimal.format(n)} kg`);
export const formatGain = (n: number | null) => (n === null ? "—" : `${threeDecimals.format(n)} kg/día`);
export const formatMm = (n: number) => `${oneDecimal.format(n)} mm`;
