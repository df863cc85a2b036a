// The demo history's engine: records movements in date order, applies each to a running stock with the
// domain's own effect function (a negative count throws), and emits every row through `insert`.
import { applyToStock, replayStock, type Stock } from "../../areas/herd/movements/replay";
import { movementEffects, netDeltas, stockKey } from "../../areas/herd/movements/stock-effects";
import { fromMilli, namedSupplyIds, replaySupplies, supplyEffects } from "../../areas/herd/supplies/supply-effects";
import type { MovementType } from "../../shared/movement-types";
import type { SqlValue } from "./sql";
import { DAY_MS } from "../../shared/time";
import type { SeedAnimals } from "./ranch-animals";

export type InsertFn = (table: string, row: Record<string, SqlValue>) => number;
/** Sets columns of a row inserted earlier (the supplies' final quantity and cost). */
export type UpdateFn = (table: string, id: number, set: Record<string, SqlValue>) => void;

export interface SeedMovement {
  id: number;
  type: MovementType;
  date: string;
  rodeo_id: number | null;
  lot_id: number | null;
  cycle_id: number | null;
  animals: Array<{ type: string; category_id: number; count: number }>;
  data: Record<string, unknown>;
}

export interface MovementInput {
  type: MovementType;
  rodeo?: number | null;
  lot?: number | null;
  cycle?: number | null;
  animals?: Record<string, number>;
  data?: Record<string, unknown>;
  detail?: string;
  reference?: string;
  by?: number;
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(day) + n * DAY_MS));
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

export class HistoryBuilder {
  readonly movements: SeedMovement[] = [];
  readonly stock: Stock = new Map();
  /** Running quantity of each supply, in thousandths (as the API keeps it). */
  readonly supplies = new Map<number, number>();
  /** Date of the newest movement naming each supply (assets.last_movement_at). */
  readonly supplyDates = new Map<number, string>();
  private events: Array<{ date: string; seq: number; run: (date: string) => void }> = [];
  /** The tagged animals (ranch-animals.ts): a movement taking some from a rodeo lists their tags. */
  animals: SeedAnimals | null = null;
  private seq = 0;

  constructor(
    private readonly insert: InsertFn,
    readonly organizationId: number,
    readonly ownerId: number,
    readonly categories: Map<string, number>,
    /** The rodeo's paddock on a given day. */
    private readonly lotOf: (rodeoId: number, day: string) => number | null,
  ) {}

  categoryId(name: string): number {
    const id = this.categories.get(name);
    if (!id) throw new Error(`Categoría desconocida en el seed: ${name}`);
    return id;
  }

  /** The rodeo's paddock on a day. */
  lotOfRodeo(rodeoId: number, day: string): number | null {
    return this.lotOf(rodeoId, day);
  }

  count(rodeoId: number, category: string): number {
    return this.stock.get(stockKey(rodeoId, this.categoryId(category))) ?? 0;
  }

  /** Current quantity of a supply, in its unit. */
  supply(supplyId: number): number {
    return fromMilli(this.supplies.get(supplyId) ?? 0);
  }

  total(rodeoId: number): number {
    let sum = 0;
    for (const [key, n] of this.stock) if (key.startsWith(`${rodeoId}:`)) sum += n;
    return sum;
  }

  /** Schedules `run` on `day`; events run in date order, then in the order they were scheduled. */
  on(day: string, run: (day: string) => void) {
    this.events.push({ date: day, seq: this.seq++, run });
  }

  runScheduled() {
    this.events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.seq - b.seq));
    for (const e of this.events) e.run(e.date);
    this.events = [];
  }

  /** Records one movement on `day` (lines with a zero count are dropped; an empty herd movement is skipped). */
  record(day: string, m: MovementInput): SeedMovement | null {
    const animals = Object.entries(m.animals ?? {})
      .filter(([, n]) => n > 0)
      .map(([type, count]) => ({ type, category_id: this.categoryId(type), count }));
    if (m.animals && !animals.length) return null;
    const rodeo = m.rodeo ?? null;
    const lot = m.lot !== undefined ? m.lot : rodeo ? this.lotOf(rodeo, day) : null;
    const movement = { type: m.type, rodeo_id: rodeo, animals, data: m.data ?? {} };
    const tags = this.animals?.tagsFor(movement, this.stock) ?? [];
    if (tags.length) movement.data = { ...movement.data, tags };
    applyToStock(this.stock, netDeltas(movementEffects(movement)));
    for (const d of supplyEffects(movement)) {
      const next = (this.supplies.get(d.asset_id) ?? 0) + d.milli;
      if (next < 0) throw new Error(`Insumo ${d.asset_id} negativo en el seed el ${day}`);
      this.supplies.set(d.asset_id, next);
    }
    const at = `${day}T${String(9 + (this.movements.length % 9)).padStart(2, "0")}:00:00.000Z`;
    const date = `${day}T00:00:00.000Z`;
    for (const supplyId of namedSupplyIds(movement)) {
      if ((this.supplyDates.get(supplyId) ?? "") < date) this.supplyDates.set(supplyId, date);
    }
    const id = this.insert("movements", {
      organization_id: this.organizationId,
      type: m.type,
      date,
      rodeo_id: rodeo,
      lot_id: lot,
      cycle_id: m.cycle ?? null,
      detail: m.detail ?? "",
      reference: m.reference ?? "",
      animals,
      data: movement.data,
      metadata: { lot_id: lot, editHistory: [] },
      deleted: false,
      created_by: m.by ?? this.ownerId,
      created_at: at,
      updated_at: at,
    });
    const stored: SeedMovement = { id, ...movement, date: day, lot_id: lot, cycle_id: m.cycle ?? null };
    this.movements.push(stored);
    this.animals?.follow(stored);
    this.animals?.check(this.stock);
    return stored;
  }

  /** Sets every supply's quantity to the replay of the recorded log (checked against the running one). */
  writeSupplies(update: UpdateFn, costs: ReadonlyMap<number, number>, updatedAt: string) {
    const replayed = replaySupplies(this.movements);
    for (const [id, milli] of this.supplies) {
      if ((replayed.get(id) ?? 0) !== fromMilli(milli)) {
        throw new Error("Los insumos del seed no coinciden con la reproducción de sus movimientos");
      }
    }
    for (const [id, cost] of costs) {
      const lastMovementAt = this.supplyDates.get(id) ?? null;
      update("assets", id, {
        quantity: replayed.get(id) ?? 0,
        unit_cost: cost,
        last_movement_at: lastMovementAt,
        updated_at: updatedAt,
      });
    }
  }

  /** Writes rodeo_stock from the replay of the recorded log (and checks it equals the running stock). */
  writeStock(updatedAt: string) {
    const replayed = replayStock(this.movements);
    if (JSON.stringify([...replayed].sort()) !== JSON.stringify([...this.stock].sort())) {
      throw new Error("El stock del seed no coincide con la reproducción de sus movimientos");
    }
    for (const [key, count] of [...replayed].sort()) {
      const [rodeo_id, category_id] = key.split(":").map(Number);
      this.insert("rodeo_stock", {
        organization_id: this.organizationId,
        rodeo_id: rodeo_id!,
        category_id: category_id!,
        count,
        updated_at: updatedAt,
      });
    }
  }
}
