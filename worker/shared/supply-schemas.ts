// Body parts of the supply movements (docs/supplies.md): loads (one or several), consumption and the
// supply a treatment uses. Shared by the API and the SPA forms.
import * as z from "./zod";
import { entityId, isoDate, money, text } from "./schema-parts";

export const SUPPLY_KINDS = ["alimento", "medicamento", "sanidad", "combustible", "otro"] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

/** Kinds a treatment or medicine entry may consume. */
export const SANITARY_SUPPLY_KINDS: ReadonlySet<SupplyKind> = new Set(["medicamento", "sanidad"]);

export const MAX_SUPPLY_QUANTITY = 1_000_000_000;
export const MAX_SUPPLY_ITEMS = 50;

/** Stock is kept in thousandths of the unit: more decimals would not replay exactly. */
const hasThreeDecimals = (q: number) => Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6;

/** A supply quantity: > 0, bounded, at most 3 decimals (normalised to them). */
export const supplyQuantity = z
  .number({ error: "Ingresá una cantidad" })
  .positive("La cantidad debe ser mayor a cero")
  .max(MAX_SUPPLY_QUANTITY, "La cantidad no puede superar 1.000.000.000")
  .refine(hasThreeDecimals, "Usá como máximo 3 decimales")
  .transform((q) => Math.round(q * 1000) / 1000);

/** The fields naming a supply to load: an existing one (`asset_id`) or a new one (name, kind, unit). */
export const supplyRefFields = {
  asset_id: entityId.nullish(),
  name: z.string().trim().max(200, "Máximo 200 caracteres").nullish(),
  kind: z.enum(SUPPLY_KINDS, { error: "Tipo de insumo inválido" }).nullish(),
  unit: text(30),
};

const NAME_NEEDED = "Elegí un insumo o ingresá el nombre de uno nuevo";

const namesSupply = (v: { asset_id?: number | null; name?: string | null }) => v.asset_id != null || !!v.name;

/** One supply of a load: existing or new, with the quantity loaded and its unit cost. */
export const supplyLoadItem = z
  .object({ ...supplyRefFields, quantity: supplyQuantity, unit_cost: money.nullish() })
  .refine(namesSupply, { message: NAME_NEEDED, path: ["name"] });

/**
 * The load body's own fields: one supply (asset or name, quantity, unit_cost) → ASSET, or `items` →
 * ASSET_BATCH (then the single-supply fields stay empty).
 */
export const supplyLoadFields = {
  ...supplyRefFields,
  quantity: supplyQuantity.nullish(),
  unit_cost: money.nullish(),
  items: z
    .array(supplyLoadItem, { error: "Indicá los insumos" })
    .min(1, "Indicá al menos un insumo")
    .max(MAX_SUPPLY_ITEMS, `Máximo ${MAX_SUPPLY_ITEMS} insumos por registro`)
    .nullish(),
};

type LoadFields = {
  asset_id?: number | null;
  name?: string | null;
  quantity?: number | null;
  items?: unknown[] | null;
};

/** Whether a valid supply load creates a supply (one of its supplies has no asset_id yet). */
export function createsSupply(b: { asset_id?: number | null; items?: Array<{ asset_id?: number | null }> | null }) {
  return b.items ? b.items.some((i) => i.asset_id == null) : b.asset_id == null;
}

/** Either items, or one supply with its quantity. */
export function checkSupplyLoad(b: LoadFields, ctx: z.RefinementCtx) {
  if (b.items) {
    if (b.asset_id != null || b.name || b.quantity != null) {
      ctx.addIssue({ code: "custom", path: ["items"], message: "Cargá un insumo o una lista de insumos, no ambos" });
    }
    return;
  }
  if (!namesSupply(b)) ctx.addIssue({ code: "custom", path: ["name"], message: NAME_NEEDED });
  if (b.quantity == null) ctx.addIssue({ code: "custom", path: ["quantity"], message: "Ingresá una cantidad" });
}

/** What a consumption names: the supply used and how much. */
export const supplyConsumptionFields = {
  asset_id: entityId,
  quantity: supplyQuantity,
};

/** A treatment or medicine entry may name the supply it used (kind medicamento or sanidad) and how much. */
export const treatmentSupplyFields = {
  asset_id: entityId.nullish(),
  asset_quantity: supplyQuantity.nullish(),
};

export function checkTreatmentSupply(
  b: { asset_id?: number | null; asset_quantity?: number | null },
  ctx: z.RefinementCtx,
) {
  if (b.asset_id != null && b.asset_quantity == null) {
    ctx.addIssue({ code: "custom", path: ["asset_quantity"], message: "Indicá la cantidad usada del insumo" });
  }
  if (b.asset_id == null && b.asset_quantity != null) {
    ctx.addIssue({ code: "custom", path: ["asset_id"], message: "Elegí el insumo usado" });
  }
}

// ---- The supplies area (/api/asset, docs/supplies.md): the supply itself, apart from the movements. ----

/** A level of stock that may be zero (minimum, a counted quantity): ≥ 0, bounded, ≤ 3 decimals. */
export const supplyLevel = z
  .number({ error: "Ingresá una cantidad" })
  .min(0, "La cantidad no puede ser negativa")
  .max(MAX_SUPPLY_QUANTITY, "La cantidad no puede superar 1.000.000.000")
  .refine(hasThreeDecimals, "Usá como máximo 3 decimales")
  .transform((q) => Math.round(q * 1000) / 1000);

/** Meat withdrawal days of a medicine (carencia): whole days, 0 = none. */
export const withdrawalDays = z
  .number({ error: "Ingresá los días" })
  .int("Días enteros")
  .min(0, "No puede ser negativo")
  .max(365, "Máximo 365 días");

/** The editable fields of a supply (PUT /api/asset/{org}/{id} sends any of them). */
export const supplyFields = {
  name: z.string().trim().min(1, "Ingresá un nombre").max(200, "Máximo 200 caracteres"),
  kind: z.enum(SUPPLY_KINDS, { error: "Tipo de insumo inválido" }),
  unit: z.string().trim().min(1, "Indicá la unidad").max(30, "Máximo 30 caracteres"),
  minimum: supplyLevel,
  unit_cost: money,
  withdrawal_days: withdrawalDays,
};

/** POST /api/asset: a new supply; an initial quantity records an ASSET movement on `date` (default today). */
export const supplyCreateSchema = z.object({
  organization_id: entityId,
  ...supplyFields,
  kind: supplyFields.kind.default("otro"),
  unit: supplyFields.unit.default("unidad"),
  minimum: supplyLevel.default(0),
  unit_cost: money.default(0),
  withdrawal_days: withdrawalDays.default(0),
  quantity: supplyQuantity.nullish(),
  date: isoDate.nullish(),
  detail: text(2000),
});
export type SupplyCreateInput = z.input<typeof supplyCreateSchema>;

/** PUT /api/asset/{org}/{id}: any of the supply's own fields (never its quantity: that is the log's). */
export const supplyUpdateSchema = z
  .object({
    name: supplyFields.name.optional(),
    kind: supplyFields.kind.optional(),
    unit: supplyFields.unit.optional(),
    minimum: supplyLevel.optional(),
    unit_cost: money.optional(),
    withdrawal_days: withdrawalDays.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "No hay cambios para guardar" });
export type SupplyUpdateInput = z.input<typeof supplyUpdateSchema>;

/** One row of POST /api/asset/{org}/batch: an existing supply (asset_id) or a new one (name, kind, unit...). */
export const supplyBatchItem = z
  .object({
    ...supplyRefFields,
    quantity: supplyQuantity,
    unit_cost: money.nullish(),
    minimum: supplyLevel.nullish(),
    withdrawal_days: withdrawalDays.nullish(),
  })
  .refine(namesSupply, { message: NAME_NEEDED, path: ["name"] });

/** POST /api/asset/{org}/batch: one ASSET_BATCH movement loading several supplies, new or existing. */
export const supplyBatchSchema = z.object({
  date: isoDate.nullish(),
  detail: text(2000),
  reference: text(500),
  items: z
    .array(supplyBatchItem, { error: "Indicá los insumos" })
    .min(1, "Indicá al menos un insumo")
    .max(MAX_SUPPLY_ITEMS, `Máximo ${MAX_SUPPLY_ITEMS} insumos por registro`),
});
export type SupplyBatchInput = z.input<typeof supplyBatchSchema>;

/** POST /api/asset/{org}/{id}/count: a stock count; a difference records an AUDIT_RECORD movement. */
export const supplyCountSchema = z.object({
  counted: supplyLevel,
  date: isoDate.nullish(),
  detail: text(2000),
});
export type SupplyCountInput = z.input<typeof supplyCountSchema>;

/** GET /api/asset/{org} filters. */
export const supplyListQuery = z.object({
  kind: z.enum(SUPPLY_KINDS, { error: "Tipo de insumo inválido" }).optional(),
  low: z.enum(["true", "false"], { error: "low debe ser true o false" }).optional(),
  q: z.string().trim().max(100, "Máximo 100 caracteres").optional(),
});

/** GET /api/asset/{org}/consumption filters: a range of months (YYYY-MM), default the last 12. */
export const consumptionReportQuery = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}$/, "Mes inválido: usá AAAA-MM")
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}$/, "Mes inválido: usá AAAA-MM")
    .optional(),
});
