// Body schemas of every movement the API records, one per kind, shared by the routes and the SPA forms.
import * as z from "./zod";
import type { MovementType } from "./movement-types";
import { categoryRef, entityId, headCount, isoDate, money, name, text, weightKg } from "./schema-parts";
import {
  supplyConsumptionFields,
  supplyLoadFields,
  checkSupplyLoad,
  checkTreatmentSupply,
  treatmentSupplyFields,
} from "./supply-schemas";
import { movementTags, weighedTags } from "./tag-schemas";

/** One line of animals: a category (name, case-insensitive, or id) and a head count. */
export const animalLine = z
  .object({
    type: z.string().trim().min(1, "Indicá la categoría").max(60, "Máximo 60 caracteres").optional(),
    category_id: entityId.optional(),
    count: headCount,
  })
  .refine((a) => a.type !== undefined || a.category_id !== undefined, {
    message: "Indicá la categoría",
    path: ["type"],
  });

export const animalLines = z
  .array(animalLine, { error: "Indicá los animales" })
  .min(1, "Indicá al menos una categoría con su cantidad")
  .max(50, "Demasiadas categorías");

/**
 * The id a client made when the user pressed save (docs/offline.md: offline outbox, retries): a create repeated
 * with the same id answers the movement already recorded. Ignored by edits.
 */
export const clientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, "El identificador del registro no es válido (8 a 64 letras, números o guiones)");

const base = {
  date: isoDate,
  detail: text(2000),
  reference: text(500),
  client_id: clientIdSchema.optional(),
};

const herd = {
  ...base,
  rodeo_id: entityId,
  cycle_id: entityId.nullish(),
};

const weatherBase = {
  ...base,
  rodeo_id: entityId.nullish(),
  lot_id: entityId.nullish(),
};

/** Record it although the rodeo is under meat withdrawal (otherwise 409 WITHDRAWAL_ACTIVE). */
const acknowledge = { acknowledge_withdrawal: z.boolean().optional() };

/** The tagged animals a movement ends, moves or treats (docs/animals.md); an edit without it keeps them. */
const tagged = { tags: movementTags };

const sale = {
  price_per_kg: money.nullish(),
  price_per_head: money.nullish(),
  mean_weight: weightKg.nullish(),
  dte_number: text(50),
};

const sanitary = {
  ...herd,
  product: name(200),
  dose: text(100),
  withdrawal_days: z.number().int("Días enteros").min(0, "No puede ser negativo").max(365, "Máximo 365 días").nullish(),
  animals: animalLines.optional(),
  ...treatmentSupplyFields,
  ...tagged,
};

export const movementBodySchemas = {
  BUY: z.object({ ...herd, animals: animalLines, seller: text(200), origin_establishment: text(200), ...sale }),
  SELL: z.object({
    ...herd,
    animals: animalLines,
    buyer: text(200),
    destination_establishment: text(200),
    ...sale,
    ...acknowledge,
    ...tagged,
  }),
  BIRTH: z.object({ ...herd, animals: animalLines }),
  DEATH: z.object({ ...herd, animals: animalLines, cause: text(200), ...tagged }),
  ABORTION: z.object({ ...herd, animals: animalLines }),
  CONSUMPTION: z.object({ ...herd, animals: animalLines, mean_weight: weightKg.nullish(), ...acknowledge, ...tagged }),
  WEANING: z.object({
    ...herd,
    animals: animalLines,
    destination_rodeo_id: entityId.nullish(),
    destination_category: categoryRef.nullish(),
    mean_weight: weightKg.nullish(),
    ...tagged,
  }),
  WEIGHING: z.object({
    ...herd,
    mean_weight: weightKg,
    animals_weighed: headCount.nullish(),
    animals: animalLines.optional(),
    /** A weighing session's individual weights (POST /animal/{org}/weighing); an edit without it keeps them. */
    weights: weighedTags,
  }),
  /** transfer/incoming: TRANSFER, or EXTERNAL_TRANSFER when `external` is true. */
  TRANSFER: z.object({
    ...herd,
    animals: animalLines,
    origin_establishment: text(200),
    dte_number: text(50),
    external: z.boolean().optional(),
  }),
  OUTGOING_TRANSFER: z.object({
    ...herd,
    animals: animalLines,
    destination_establishment: text(200),
    dte_number: text(50),
    ...acknowledge,
    ...tagged,
  }),
  RECATEGORIZATION: z
    .object({ ...herd, from_category: categoryRef, to_category: categoryRef, count: headCount, ...tagged })
    .refine((b) => String(b.from_category).toLowerCase() !== String(b.to_category).toLowerCase(), {
      message: "La categoría de destino debe ser distinta de la de origen",
      path: ["to_category"],
    }),
  CHANGE_RODEO: z
    .object({ ...herd, to_rodeo_id: entityId, animals: animalLines, to_category: categoryRef.nullish(), ...tagged })
    .refine((b) => b.to_rodeo_id !== b.rodeo_id, {
      message: "El rodeo de destino debe ser distinto del de origen",
      path: ["to_rodeo_id"],
    }),
  TREATMENT: z.object(sanitary).superRefine(checkTreatmentSupply),
  MEDICINE: z.object(sanitary).superRefine(checkTreatmentSupply),
  PREGNANCY_DIAGNOSIS: z
    .object({
      ...herd,
      examined: headCount,
      pregnant: z.number().int("Número entero").min(0, "No puede ser negativo").max(1_000_000),
      empty: z.number().int("Número entero").min(0, "No puede ser negativo").max(1_000_000),
      animals: animalLines.optional(),
    })
    .refine((b) => b.pregnant + b.empty <= b.examined, {
      message: "Preñadas más vacías no puede superar las examinadas",
      path: ["pregnant"],
    }),
  RAIN: z.object({
    ...weatherBase,
    mm: z.number({ error: "Ingresá los milímetros" }).min(0).max(1000, "Máximo 1000 mm"),
  }),
  FROST: z.object({ ...weatherBase, min_temperature: z.number().min(-40).max(15).nullish() }),
  EXTREME_TEMPERATURE: z.object({
    ...weatherBase,
    temperature: z.number({ error: "Ingresá la temperatura" }).min(-40).max(60),
  }),
  HAIL: z.object({ ...weatherBase, intensity: z.enum(["leve", "moderada", "fuerte"]).nullish() }),
  /** load-asset: one supply (ASSET) or `items` (ASSET_BATCH), existing (asset_id) or new (name, kind, unit). */
  ASSET: z.object({ ...weatherBase, ...supplyLoadFields }).superRefine(checkSupplyLoad),
  /** asset-consumption: takes a quantity of one supply (ASSET_CONSUMPTION). */
  ASSET_CONSUMPTION: z.object({ ...weatherBase, ...supplyConsumptionFields }),
} as const;

export type MovementBodyKind = keyof typeof movementBodySchemas;
export type MovementBodyInput<K extends MovementBodyKind> = z.input<(typeof movementBodySchemas)[K]>;
export type MovementBody<K extends MovementBodyKind> = z.output<(typeof movementBodySchemas)[K]>;

/** Stored types a body kind may create or edit (transfer/incoming covers both incoming types). */
export const KIND_TYPES: Record<MovementBodyKind, readonly MovementType[]> = {
  BUY: ["BUY"],
  SELL: ["SELL"],
  BIRTH: ["BIRTH"],
  DEATH: ["DEATH"],
  ABORTION: ["ABORTION"],
  CONSUMPTION: ["CONSUMPTION"],
  WEANING: ["WEANING"],
  WEIGHING: ["WEIGHING"],
  TRANSFER: ["TRANSFER", "EXTERNAL_TRANSFER"],
  OUTGOING_TRANSFER: ["OUTGOING_TRANSFER"],
  RECATEGORIZATION: ["RECATEGORIZATION"],
  CHANGE_RODEO: ["CHANGE_RODEO", "TRANSFER_RODEO"],
  TREATMENT: ["TREATMENT"],
  MEDICINE: ["MEDICINE"],
  PREGNANCY_DIAGNOSIS: ["PREGNANCY_DIAGNOSIS"],
  RAIN: ["RAIN"],
  FROST: ["FROST"],
  EXTREME_TEMPERATURE: ["EXTREME_TEMPERATURE"],
  HAIL: ["HAIL"],
  ASSET: ["ASSET", "ASSET_BATCH"],
  ASSET_CONSUMPTION: ["ASSET_CONSUMPTION"],
};

/**
 * The POST paths under /api/movement (each followed by /{org}); PUT is the same path plus /{id}.
 * `legacy` is the older load-* family (docs/herd.md); both create identical movements.
 */
export const MOVEMENT_PATHS: Record<MovementBodyKind, { path: string; legacy?: string }> = {
  BUY: { path: "purchase", legacy: "load-buy" },
  SELL: { path: "sell", legacy: "load-sell" },
  BIRTH: { path: "birth", legacy: "load-birth" },
  DEATH: { path: "death" },
  ABORTION: { path: "abortion" },
  CONSUMPTION: { path: "consumption" },
  WEANING: { path: "weaning" },
  WEIGHING: { path: "weighing" },
  TRANSFER: { path: "transfer/incoming", legacy: "load-transfer" },
  OUTGOING_TRANSFER: { path: "transfer/outgoing" },
  RECATEGORIZATION: { path: "recategorization", legacy: "load-recategorization" },
  CHANGE_RODEO: { path: "rodeo/move", legacy: "change-rodeo" },
  TREATMENT: { path: "treatment" },
  MEDICINE: { path: "load-medicine" },
  PREGNANCY_DIAGNOSIS: { path: "pregnancy-diagnosis" },
  RAIN: { path: "weather/rain", legacy: "load-rain" },
  FROST: { path: "weather/frost", legacy: "load-frost" },
  EXTREME_TEMPERATURE: { path: "weather/extreme-temperature" },
  HAIL: { path: "weather/hail" },
  ASSET: { path: "load-asset" },
  ASSET_CONSUMPTION: { path: "asset-consumption" },
};

/** The body kind that edits a stored movement type (the inverse of KIND_TYPES). */
export function kindForType(type: string): MovementBodyKind | null {
  for (const [kind, types] of Object.entries(KIND_TYPES)) {
    if ((types as readonly string[]).includes(type)) return kind as MovementBodyKind;
  }
  return null;
}
