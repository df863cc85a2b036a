// Records that take animals into or out of the establishment: their papers (the DT-e) name the field's RENSPA,
// so the record's page shows it (docs/herd.md).
import type { Lot, Movement, Rodeo } from "@shared/herd-types";

const ENTERS = new Set(["BUY", "EXTERNAL_TRANSFER"]);
const LEAVES = new Set(["SELL", "OUTGOING_TRANSFER"]);

/** The field a record's animals entered or left, when it has a RENSPA: by the record's lot, else its rodeo's. */
export function fieldCrossing(movement: Movement, lots: readonly Lot[], rodeos: readonly Rodeo[]) {
  const way = ENTERS.has(movement.type) ? "in" : LEAVES.has(movement.type) ? "out" : null;
  if (!way) return null;
  const lotId = movement.lot_id ?? rodeos.find((r) => r.id === movement.rodeoId)?.lot_id ?? null;
  const field = lots.find((l) => l.id === lotId)?.field;
  return field?.renspa ? { way, name: field.name, renspa: field.renspa } : null;
}
