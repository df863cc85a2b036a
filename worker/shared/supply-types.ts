// Response shapes of the supplies area (/api/asset, docs/supplies.md), shared by the worker and the SPA.
import type { Movement } from "./herd-types";
import type { SupplyKind } from "./supply-schemas";

/** A supply (insumo) as every asset route returns it. */
export interface Supply {
  id: number;
  name: string;
  kind: SupplyKind;
  unit: string;
  /** Equal to the replay of its movements (loads − consumptions − treatments ± counts). */
  quantity: number;
  unit_cost: number;
  /** quantity × unit_cost, rounded to cents. */
  value: number;
  minimum: number;
  /** quantity below minimum. */
  low: boolean;
  /** Meat withdrawal days a treatment with it gives (medicines); 0 = none. */
  withdrawal_days: number;
  /** Date of its newest live movement; null when it has none. */
  last_movement_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One point of a supply's quantity over time: the quantity at the end of that day. */
export interface SupplyQuantityPoint {
  date: string;
  quantity: number;
}

/** GET /api/asset/detail/{id}: the supply, a page of its movements (newest first) and its quantity curve. */
export interface SupplyDetail {
  asset: Supply;
  movements: Movement[];
  /** Pass as `cursor` for the next page of movements; null on the last page. */
  next_cursor: string | null;
  series: SupplyQuantityPoint[];
}

/** What was consumed of one supply in one month (consumptions and treatments). */
export interface ConsumptionBySupply {
  /** YYYY-MM */
  month: string;
  asset_id: number;
  name: string;
  unit: string;
  quantity: number;
  /** Cost at the unit cost of the day it was consumed. */
  cost: number;
}

/** A rodeo's supply cost in one month and its cost per head (cost ÷ its average head that month). */
export interface RodeoMonthCost {
  month: string;
  rodeo_id: number;
  rodeo: string;
  cost: number;
  average_head: number;
  /** null when the rodeo had no animals that month. */
  cost_per_head: number | null;
}

/** GET /api/asset/{org}/consumption */
export interface ConsumptionReport {
  from: string;
  to: string;
  by_supply: ConsumptionBySupply[];
  by_rodeo: RodeoMonthCost[];
}

/** A rodeo whose animals are under meat withdrawal until `withdrawal_until` (inclusive). */
export interface RodeoUnderWithdrawal {
  rodeo_id: number;
  rodeo: string;
  withdrawal_until: string;
}
