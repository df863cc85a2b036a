// Body schemas of the herd structure (fields, lots, categories, rodeos, cycles, lot animals), shared with the SPA.
import * as z from "./zod";
import { animalLines } from "./movement-schemas";
import { entityId, hectares, isoDate, name, stockCount, headCount, text } from "./schema-parts";
import { renspa } from "./renspa";
import { EV_TARGET_MESSAGES, MAX_EV_TARGET } from "./ev-target";

/** Hundredths, with room for the binary error of numbers such as 0.29. */
const hasTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-7;

/** A stored target: positive, up to MAX_EV_TARGET, at most two decimals. */
export const evTargetValue = z
  .number({ error: EV_TARGET_MESSAGES.number })
  .positive(EV_TARGET_MESSAGES.positive)
  .max(MAX_EV_TARGET, EV_TARGET_MESSAGES.max)
  .refine(hasTwoDecimals, EV_TARGET_MESSAGES.decimals)
  .transform((v) => Math.round(v * 100) / 100);

/** In a field's body: missing leaves it as it is, null clears it (the map then uses DEFAULT_EV_TARGET). */
const evTarget = evTargetValue.nullish();

export const fieldBody = z.object({
  name: name(100),
  hectares: hectares.default(0),
  locality: text(100),
  renspa,
  /** Target stocking rate, EV/ha (docs/map.md); null: none, the map uses 1 EV/ha. */
  ev_target: evTarget,
});

export const lotBody = z.object({
  name: name(100),
  hectares: hectares.default(0),
  field_id: entityId.nullish(),
  order: z.number().int().min(0).max(100_000).optional(),
});

/** Only the fields sent change (no defaults here). */
export const lotEditBody = z.object({
  name: name(100).optional(),
  hectares: hectares.optional(),
  field_id: entityId.nullish(),
  order: z.number().int().min(0).max(100_000).optional(),
});

export const lotOrderBody = z.object({
  items: z
    .array(z.object({ id: entityId, order: z.number().int().min(0, "Orden inválido").max(100_000, "Orden inválido") }))
    .min(1, "Indicá al menos un lote")
    .max(2000, "Demasiados lotes")
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, "Hay lotes repetidos"),
});

/** A category's own plural ("Vacas secas"); empty or null: the one derived from its name (plural.ts). */
const pluralName = z
  .string({ error: "El plural es un texto" })
  .trim()
  .max(60, "Máximo 60 caracteres")
  .nullable()
  .transform((v) => v || null);

export const categoryBody = z.object({
  name: name(60),
  plural_name: pluralName.optional(),
  ev: z
    .number({ error: "Ingresá el equivalente vaca" })
    .min(0, "No puede ser negativo")
    .max(10, "Máximo 10")
    .default(1),
});

export const categoryEditBody = z.object({
  name: name(60).optional(),
  /** Absent: unchanged; null or empty: back to the derived plural. */
  plural_name: pluralName.optional(),
  ev: z.number().min(0, "No puede ser negativo").max(10, "Máximo 10").optional(),
});

export const rodeoBody = z.object({
  name: name(100),
  lot_id: entityId.nullish(),
  animals: animalLines.optional(),
  date: isoDate.optional(),
  detail: text(2000),
});

export const rodeoEditBody = z.object({
  name: name(100).optional(),
  lot_id: entityId.nullish(),
});

export const CYCLE_METHODS = ["natural", "IA", "IATF"] as const;

const cycleFields = {
  rodeo_id: entityId,
  name: name(100),
  service_start: isoDate,
  service_end: isoDate.nullish(),
  method: z.enum(CYCLE_METHODS, { error: "Método: natural, IA o IATF" }),
  females_exposed: z.number().int().min(0).max(1_000_000),
  bulls: z.number().int().min(0).max(100_000),
};

const serviceOrder = (b: { service_start?: string; service_end?: string | null }) =>
  !b.service_start || !b.service_end || b.service_end >= b.service_start;
const serviceOrderIssue = { message: "El fin del servicio no puede ser anterior al inicio", path: ["service_end"] };

export const cycleBody = z
  .object({
    ...cycleFields,
    method: cycleFields.method.default("natural"),
    females_exposed: cycleFields.females_exposed.default(0),
    bulls: cycleFields.bulls.default(0),
  })
  .refine(serviceOrder, serviceOrderIssue);

/** Only the fields sent change (no defaults here). */
export const cycleEditBody = z.object(cycleFields).partial().refine(serviceOrder, serviceOrderIssue);

/** Optional when-and-why of the lot animal operations (recorded as movements). */
const note = { date: isoDate.optional(), detail: text(2000) };

/** DELETE /lot/animal/delete/{id}: sets the row's count to zero (an AUDIT_RECORD). */
export const lotAnimalDeleteBody = z.object({
  organization_id: entityId,
  lot_id: entityId,
  animal_type: z.string().trim().min(1).max(60).optional(),
  ...note,
});

/** PUT /lot/animal/update/{id}: sets the row's count (an AUDIT_RECORD). */
export const lotAnimalUpdateBody = z.object({ count: stockCount, organization_id: entityId.optional(), ...note });

/** POST /lot/animal/transfer: from one category to another in a rodeo of the lot (RECATEGORIZATION). */
export const lotAnimalTransferBody = z.object({
  organization_id: entityId,
  lot_id: entityId,
  rodeo_id: entityId.optional(),
  from_category: z.union([z.string().trim().min(1).max(60), entityId]),
  to_category: z.union([z.string().trim().min(1).max(60), entityId]),
  count: headCount,
  ...note,
});

/** POST /lot/record-deaths/{lotId}: deaths in a rodeo of the lot (DEATH). */
export const lotDeathsBody = z.object({
  rodeo_id: entityId.optional(),
  animals: animalLines,
  cause: text(200),
  ...note,
});
