// Bodies and queries of /api/purchase (docs/money.md), shared by the API and the purchase form. Amounts are
// pesos (at most two decimals), quantities at most three decimals; the server computes every total.
import * as z from "./zod";
import { entityId } from "./schema-parts";
import { toIsoDate } from "./schema-parts";
import { cuitDigits, isValidCuit } from "./money";
import { EXPENSE_CATEGORIES, IVA_RATES, PURCHASE_INVOICE_TYPES } from "./money-values";

export const MAX_PURCHASE_LINES = 50;
export const MAX_AMOUNT = 1e11;
export const PURCHASE_PAGE_LIMIT = 20;

const decimals = (places: number) => (n: number) => Math.abs(n * 10 ** places - Math.round(n * 10 ** places)) < 1e-6;

const DAY_MESSAGE = "Fecha inválida: usá el formato AAAA-MM-DD";

/** A calendar day, YYYY-MM-DD. */
export const day = z
  .string({ error: DAY_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE)
  .refine((s) => toIsoDate(s) !== null, DAY_MESSAGE);

/** A CUIT typed with or without dashes; 11 digits out. */
export const cuit = z
  .string({ error: "Ingresá el CUIT" })
  .max(20, "CUIT inválido")
  .refine((s) => cuitDigits(s) !== null, "El CUIT debe tener 11 dígitos")
  .refine(isValidCuit, "El CUIT no es válido: revisá el dígito verificador")
  .transform((s) => cuitDigits(s)!);

export const purchaseLineSchema = z.object({
  category: z.enum(EXPENSE_CATEGORIES, { error: "Elegí una categoría de gasto" }),
  description: z.string().trim().min(1, "Ingresá una descripción").max(200, "Máximo 200 caracteres"),
  quantity: z
    .number({ error: "Ingresá una cantidad" })
    .positive("La cantidad debe ser mayor a cero")
    .max(1e9, "Cantidad demasiado grande")
    .refine(decimals(3), "Usá como máximo 3 decimales"),
  unit_price: z
    .number({ error: "Ingresá un precio" })
    .min(0, "El precio no puede ser negativo")
    .max(MAX_AMOUNT, "Importe demasiado grande")
    .refine(decimals(2), "Usá como máximo 2 decimales"),
  iva_rate: z
    .number({ error: "Elegí la alícuota de IVA" })
    .refine((r) => (IVA_RATES as readonly number[]).includes(r), "La alícuota de IVA debe ser 0, 10,5 o 21 %"),
  /** A supply of this organization whose stock this line loads (with load_stock). */
  asset_id: entityId.nullish(),
});
export type PurchaseLineInput = z.input<typeof purchaseLineSchema>;

export const purchaseSchema = z
  .object({
    supplier_name: z.string().trim().min(1, "Ingresá el proveedor").max(200, "Máximo 200 caracteres"),
    supplier_cuit: cuit,
    date: day,
    invoice_type: z.enum(PURCHASE_INVOICE_TYPES, { error: "Elegí el tipo de factura" }),
    invoice_number: z
      .string({ error: "Ingresá el número" })
      .trim()
      .min(1, "Ingresá el número")
      .max(30, "Máximo 30 caracteres")
      .regex(/^[0-9A-Za-z-]+$/, "Usá solo números y guiones (0001-00001234)"),
    due_date: day.nullish(),
    paid: z.boolean().default(false),
    paid_at: day.nullish(),
    notes: z.string().max(2000, "Máximo 2000 caracteres").nullish(),
    file_id: entityId.nullish(),
    movement_id: entityId.nullish(),
    lines: z
      .array(purchaseLineSchema, { error: "Indicá los renglones" })
      .min(1, "Indicá al menos un renglón")
      .max(MAX_PURCHASE_LINES, `Máximo ${MAX_PURCHASE_LINES} renglones`),
    /** Create only: load the supply lines (with asset_id) into the supplies stock. */
    load_stock: z.boolean().optional(),
  })
  .refine((b) => !b.due_date || b.due_date >= b.date, {
    message: "El vencimiento no puede ser anterior a la fecha",
    path: ["due_date"],
  });
export type PurchaseInput = z.input<typeof purchaseSchema>;
export type PurchaseBody = z.output<typeof purchaseSchema>;

export const purchasePaidSchema = z.object({
  paid: z.boolean({ error: "Indicá si está paga" }),
  paid_at: day.nullish(),
});

const flag = z.enum(["true", "false"]).optional();

export const purchaseListQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().max(100, "Máximo 100 caracteres").optional(),
  unpaid: flag,
  overdue: flag,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PURCHASE_PAGE_LIMIT),
});
