// Form values of each movement kind: empty defaults for a new record, the stored movement mapped
// back for an edit, and the clean-up applied before the shared schema validates them.
import type { Movement } from "@shared/herd-types";
import { kindForType, movementBodySchemas, type MovementBodyKind } from "@shared/movement-schemas";
import type { MovementType } from "@shared/movement-types";
import { dayOf, todayIso } from "../../lib/dates";
import { TAGGABLE_TYPES } from "@shared/animal-values";

export type FormValues = Record<string, unknown>;

export interface AnimalLineValue {
  type: string;
  count: number | undefined;
}

/** Kinds whose body requires animal lines; the others take them optionally or not at all. */
const REQUIRED_LINES: ReadonlySet<MovementBodyKind> = new Set([
  "BUY",
  "SELL",
  "BIRTH",
  "DEATH",
  "ABORTION",
  "CONSUMPTION",
  "WEANING",
  "TRANSFER",
  "OUTGOING_TRANSFER",
  "CHANGE_RODEO",
]);
const OPTIONAL_LINES: ReadonlySet<MovementBodyKind> = new Set(["TREATMENT", "MEDICINE", "WEIGHING"]);

export const hasLines = (kind: MovementBodyKind) => REQUIRED_LINES.has(kind) || OPTIONAL_LINES.has(kind);
export const linesRequired = (kind: MovementBodyKind) => REQUIRED_LINES.has(kind);

/** Kinds that take animals out of the rodeo (the category picker shows what is available). */
const REMOVING: ReadonlySet<MovementBodyKind> = new Set([
  "SELL",
  "DEATH",
  "CONSUMPTION",
  "OUTGOING_TRANSFER",
  "WEANING",
  "CHANGE_RODEO",
  "RECATEGORIZATION",
]);
export const removesAnimals = (kind: MovementBodyKind) => REMOVING.has(kind);

/** Kinds that may list the tags of the tagged animals they include (docs/animals.md). */
const TAG_KINDS: ReadonlySet<string> = new Set(TAGGABLE_TYPES);
export const listsTags = (kind: MovementBodyKind) => TAG_KINDS.has(kind);

/** The tags field's text: one number per line (readers also send commas or semicolons between them). */
export const tagLines = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Kinds without a rodeo (weather, supplies): tied to a lot instead, optionally. */
const LOT_KINDS: ReadonlySet<MovementBodyKind> = new Set(["RAIN", "FROST", "EXTREME_TEMPERATURE", "HAIL", "ASSET"]);
export const isLotKind = (kind: MovementBodyKind) => LOT_KINDS.has(kind);

/** Kinds that may belong to a reproductive cycle. */
const CYCLE_KINDS: ReadonlySet<MovementBodyKind> = new Set(["PREGNANCY_DIAGNOSIS", "BIRTH", "ABORTION", "WEANING"]);
export const takesCycle = (kind: MovementBodyKind) => CYCLE_KINDS.has(kind);

/** The body kind (schema and path) of a type; null for types no form records. */
export const kindOf = (type: string): MovementBodyKind | null => kindForType(type);

export interface Preset {
  rodeoId?: number | null;
  lotId?: number | null;
  cycleId?: number | null;
}

export function defaultValues(kind: MovementBodyKind, type: MovementType, preset: Preset): FormValues {
  const values: FormValues = { date: todayIso(), detail: "", reference: "" };
  if (isLotKind(kind)) {
    values.lot_id = preset.lotId ?? null;
    values.rodeo_id = preset.rodeoId ?? null;
  } else {
    values.rodeo_id = preset.rodeoId ?? undefined;
    if (takesCycle(kind)) values.cycle_id = preset.cycleId ?? null;
  }
  if (hasLines(kind)) values.animals = linesRequired(kind) ? [{ type: "", count: undefined }] : [];
  if (kind === "TRANSFER") values.external = type === "EXTERNAL_TRANSFER";
  if (kind === "RECATEGORIZATION") Object.assign(values, { from_category: "", to_category: "", count: undefined });
  if (kind === "TREATMENT" || kind === "MEDICINE") values.product = "";
  if (kind === "ASSET") Object.assign(values, { name: "", unit: "" });
  return values;
}

const shapeKeys = (kind: MovementBodyKind) => Object.keys(movementBodySchemas[kind].shape);

/** A stored movement as form values (the inverse of what the API stored from the body). */
export function valuesFromMovement(kind: MovementBodyKind, movement: Movement): FormValues {
  const data = movement.data ?? {};
  const values: FormValues = {};
  for (const key of shapeKeys(kind)) if (data[key] !== undefined && data[key] !== null) values[key] = data[key];
  values.date = dayOf(movement.date);
  values.detail = movement.detail ?? "";
  values.reference = movement.reference ?? "";
  values.rodeo_id = movement.rodeoId ?? (isLotKind(kind) ? null : undefined);
  if (isLotKind(kind)) values.lot_id = movement.lot_id ?? null;
  if (takesCycle(kind)) values.cycle_id = movement.cycle_id ?? null;
  if (hasLines(kind)) values.animals = movement.animals.map((a) => ({ type: a.type, count: a.count }));
  if (listsTags(kind)) values.tags = Array.isArray(data.tags) ? (data.tags as string[]).join("\n") : "";
  switch (kind) {
    case "TRANSFER":
      values.external = movement.type === "EXTERNAL_TRANSFER";
      break;
    case "RECATEGORIZATION":
      values.from_category = movement.animals[0]?.type ?? "";
      values.count = movement.animals[0]?.count;
      values.to_category = (data.to_category as string | undefined) ?? "";
      break;
    case "CHANGE_RODEO":
      values.to_rodeo_id = data.to_rodeo_id;
      values.to_category = (data.to_category as string | undefined) ?? null;
      break;
    case "WEANING":
      values.destination_rodeo_id = data.destination_rodeo_id ?? null;
      values.destination_category = (data.destination_category as string | undefined) ?? null;
      break;
  }
  return values;
}

/** Empty optional inputs become "not given", so only what the user filled is validated and sent. */
export function normalize(kind: MovementBodyKind, values: FormValues): FormValues {
  const out: FormValues = {};
  // The field is text; the body takes a list (an emptied field clears the tags of an edited record).
  if (listsTags(kind) && typeof values.tags === "string") values = { ...values, tags: tagLines(values.tags) };
  for (const [key, value] of Object.entries(values)) {
    if (value === "" && key !== "detail" && key !== "reference" && !isRequiredText(kind, key)) continue;
    if (typeof value === "number" && Number.isNaN(value)) continue;
    out[key] = value;
  }
  if (Array.isArray(out.animals)) {
    const lines = (out.animals as AnimalLineValue[]).map((l) => ({
      type: l.type ?? "",
      ...(l.count === undefined || Number.isNaN(l.count) ? {} : { count: l.count }),
    }));
    if (!linesRequired(kind) && lines.every((l) => !l.type && l.count === undefined)) delete out.animals;
    else out.animals = lines;
  }
  return out;
}

/** Text inputs the schema requires: kept as "" so the schema says what is missing. */
function isRequiredText(kind: MovementBodyKind, key: string): boolean {
  if (key === "date") return true;
  if (kind === "RECATEGORIZATION") return key === "from_category" || key === "to_category";
  if (kind === "TREATMENT" || kind === "MEDICINE") return key === "product";
  if (kind === "ASSET") return key === "name";
  return false;
}
