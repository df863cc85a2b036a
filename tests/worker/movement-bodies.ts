// A valid body for every movement path (docs/herd.md), pointing at a given organization's
// rodeos and lot: what a member of that organization could send and have accepted.
import type { MovementBodyKind } from "../../worker/shared/movement-schemas";

/** Where a body points: a rodeo, a second rodeo of the same organization, a lot and a supply in stock. */
export interface Target {
  rodeo: number;
  other: number;
  lot: number;
  supply: number;
}

export const DAY = "2026-06-02";
export const line = [{ type: "Vaca", count: 1 }];

/** A body each movement path accepts as is from a member of the target's organization. */
export const MOVEMENT_BODIES: Record<MovementBodyKind, (t: Target) => Record<string, unknown>> = {
  BUY: (t) => ({ date: DAY, rodeo_id: t.rodeo, animals: line, seller: "Feria" }),
  SELL: (t) => ({ date: DAY, rodeo_id: t.rodeo, animals: line, buyer: "Frigorífico" }),
  BIRTH: (t) => ({ date: DAY, rodeo_id: t.rodeo, animals: [{ type: "Ternero", count: 1 }] }),
  DEATH: (t) => ({ date: DAY, rodeo_id: t.rodeo, animals: line, cause: "Rayo" }),
  ABORTION: (t) => ({ date: DAY, rodeo_id: t.rodeo, animals: line }),
  CONSUMPTION: (t) => ({ date: DAY, rodeo_id: t.rodeo, animals: line }),
  WEANING: (t) => ({
    date: DAY,
    rodeo_id: t.rodeo,
    animals: line,
    destination_rodeo_id: t.other,
    destination_category: "Vaquillona",
  }),
  WEIGHING: (t) => ({ date: DAY, rodeo_id: t.rodeo, mean_weight: 300, animals_weighed: 10 }),
  TRANSFER: (t) => ({ date: DAY, rodeo_id: t.rodeo, animals: line, origin_establishment: "La Vecina" }),
  OUTGOING_TRANSFER: (t) => ({ date: DAY, rodeo_id: t.rodeo, animals: line, destination_establishment: "La Vecina" }),
  RECATEGORIZATION: (t) => ({ date: DAY, rodeo_id: t.rodeo, from_category: "Vaca", to_category: "Toro", count: 1 }),
  CHANGE_RODEO: (t) => ({ date: DAY, rodeo_id: t.rodeo, animals: line, to_rodeo_id: t.other }),
  TREATMENT: (t) => ({ date: DAY, rodeo_id: t.rodeo, product: "Ivermectina", dose: "1 ml", withdrawal_days: 30 }),
  MEDICINE: (t) => ({ date: DAY, rodeo_id: t.rodeo, product: "Oxitetraciclina", withdrawal_days: 20 }),
  PREGNANCY_DIAGNOSIS: (t) => ({ date: DAY, rodeo_id: t.rodeo, examined: 10, pregnant: 8, empty: 2 }),
  RAIN: (t) => ({ date: DAY, lot_id: t.lot, mm: 12 }),
  FROST: (t) => ({ date: DAY, lot_id: t.lot, min_temperature: -3 }),
  EXTREME_TEMPERATURE: (t) => ({ date: DAY, lot_id: t.lot, temperature: 41 }),
  HAIL: (t) => ({ date: DAY, lot_id: t.lot, intensity: "leve" }),
  ASSET: (t) => ({ date: DAY, lot_id: t.lot, name: "Maíz", quantity: 10, unit: "kg" }),
  ASSET_CONSUMPTION: (t) => ({ date: DAY, lot_id: t.lot, asset_id: t.supply, quantity: 1 }),
};
