// The 35 movement types, their Spanish labels and their effect on stock (docs/herd.md).

export const MOVEMENT_TYPES = [
  "CREATE_RODEO",
  "EDIT_RODEO",
  "DELETE_RODEO",
  "RAIN",
  "FROST",
  "DEATH",
  "BUY",
  "SELL",
  "TREATMENT",
  "BIRTH",
  "ASSET",
  "ASSET_BATCH",
  "ASSET_CONSUMPTION",
  "MEDICINE",
  "RECATEGORIZATION",
  "CHANGE_RODEO",
  "TRANSFER",
  "TRANSFER_RODEO",
  "CREATE_LOT",
  "EDIT_LOT",
  "DELETE_LOT",
  "CREATE_REPRODUCTIVE_CYCLE",
  "EDIT_REPRODUCTIVE_CYCLE",
  "DELETE_REPRODUCTIVE_CYCLE",
  "PREGNANCY_DIAGNOSIS",
  "AUDIT_RECORD",
  "CONSUMPTION",
  "WEANING",
  "OUTGOING_TRANSFER",
  "EXTERNAL_TRANSFER",
  "EXTREME_TEMPERATURE",
  "HAIL",
  "WEIGHING",
  "ABORTION",
  "TAGGING",
] as const;

export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const MOVEMENT_LABELS: Record<MovementType, string> = {
  CREATE_RODEO: "Alta de rodeo",
  EDIT_RODEO: "Edición de rodeo",
  DELETE_RODEO: "Baja de rodeo",
  RAIN: "Registro de lluvia",
  FROST: "Registro de helada",
  DEATH: "Mortandad de animales",
  BUY: "Compra de animales",
  SELL: "Venta de animales",
  TREATMENT: "Tratamiento sanitario",
  BIRTH: "Nacimiento de animales",
  ASSET: "Ingreso de insumo",
  ASSET_BATCH: "Ingreso de insumos en lote",
  ASSET_CONSUMPTION: "Consumo de insumos",
  MEDICINE: "Aplicación de medicamento",
  RECATEGORIZATION: "Recategorización de animales",
  CHANGE_RODEO: "Cambio de rodeo",
  // Two uses share the type (docs/herd.md): a rodeo's change of lot (no stock effect,
  // data.lot_change) and animals brought in from a field of one's own (adds). Neutral for both;
  // movementEntryLabel names the lot change precisely.
  TRANSFER: "Traslado de hacienda",
  TRANSFER_RODEO: "Traspaso entre rodeos",
  CREATE_LOT: "Alta de lote",
  EDIT_LOT: "Edición de lote",
  DELETE_LOT: "Baja de lote",
  CREATE_REPRODUCTIVE_CYCLE: "Alta de ciclo reproductivo",
  EDIT_REPRODUCTIVE_CYCLE: "Edición de ciclo reproductivo",
  DELETE_REPRODUCTIVE_CYCLE: "Baja de ciclo reproductivo",
  PREGNANCY_DIAGNOSIS: "Diagnóstico de preñez",
  AUDIT_RECORD: "Recuento de hacienda",
  CONSUMPTION: "Faena para consumo propio",
  WEANING: "Destete de animales",
  OUTGOING_TRANSFER: "Egreso por traslado",
  EXTERNAL_TRANSFER: "Ingreso por traslado",
  EXTREME_TEMPERATURE: "Registro de temperatura extrema",
  HAIL: "Registro de granizo",
  WEIGHING: "Registro de pesaje",
  ABORTION: "Aborto de animales",
  // Animals of a rodeo given their electronic tags (docs/animals.md): no count changes.
  TAGGING: "Caravaneo de animales",
};

export const isMovementType = (type: string): type is MovementType =>
  (MOVEMENT_TYPES as readonly string[]).includes(type);

/** docs/herd.md: an unknown type shows 'Movimiento'. */
export function movementLabel(type: string): string {
  return isMovementType(type) ? MOVEMENT_LABELS[type] : "Movimiento";
}

/** A TRANSFER written by a rodeo's change of lot: the rodeo moved, no animal came in or left. */
export const isLotChangeEntry = (m: { type: string; data?: Record<string, unknown> | null }) =>
  m.type === "TRANSFER" && m.data?.lot_change === true;

export const LOT_CHANGE_LABEL = "Traslado de rodeo entre lotes";

/** The label of one log entry: like movementLabel, but a lot change reads as what it is. */
export function movementEntryLabel(m: { type: string; data?: Record<string, unknown> | null }): string {
  return isLotChangeEntry(m) ? LOT_CHANGE_LABEL : movementLabel(m.type);
}

/**
 * How a type changes stock (docs/herd.md):
 * add / remove the listed animals in the movement's rodeo; recategorize from one category to another
 * in the same rodeo; move to another rodeo (and optionally category); audit applies stored deltas.
 */
export type StockEffectKind = "add" | "remove" | "recategorize" | "move" | "audit" | "none";

export const STOCK_EFFECT: Record<MovementType, StockEffectKind> = {
  CREATE_RODEO: "add",
  BUY: "add",
  BIRTH: "add",
  /** Animals brought in; a lot change (isLotChangeEntry) has no effect, see movementEffects. */
  TRANSFER: "add",
  EXTERNAL_TRANSFER: "add",
  SELL: "remove",
  DEATH: "remove",
  OUTGOING_TRANSFER: "remove",
  CONSUMPTION: "remove",
  RECATEGORIZATION: "recategorize",
  CHANGE_RODEO: "move",
  TRANSFER_RODEO: "move",
  WEANING: "move",
  AUDIT_RECORD: "audit",
  EDIT_RODEO: "none",
  DELETE_RODEO: "none",
  RAIN: "none",
  FROST: "none",
  HAIL: "none",
  EXTREME_TEMPERATURE: "none",
  TREATMENT: "none",
  MEDICINE: "none",
  ASSET: "none",
  ASSET_BATCH: "none",
  ASSET_CONSUMPTION: "none",
  CREATE_LOT: "none",
  EDIT_LOT: "none",
  DELETE_LOT: "none",
  CREATE_REPRODUCTIVE_CYCLE: "none",
  EDIT_REPRODUCTIVE_CYCLE: "none",
  DELETE_REPRODUCTIVE_CYCLE: "none",
  PREGNANCY_DIAGNOSIS: "none",
  WEIGHING: "none",
  ABORTION: "none",
  TAGGING: "none",
};

/** Log entries of structural changes: they record what happened and cannot be edited or deleted. */
export const STRUCTURAL_TYPES: ReadonlySet<MovementType> = new Set([
  "CREATE_RODEO",
  "EDIT_RODEO",
  "DELETE_RODEO",
  "CREATE_LOT",
  "EDIT_LOT",
  "DELETE_LOT",
  "CREATE_REPRODUCTIVE_CYCLE",
  "EDIT_REPRODUCTIVE_CYCLE",
  "DELETE_REPRODUCTIVE_CYCLE",
]);

/** Weather records: no rodeo needed, optionally tied to a lot. */
export const WEATHER_TYPES: ReadonlySet<MovementType> = new Set(["RAIN", "FROST", "EXTREME_TEMPERATURE", "HAIL"]);
