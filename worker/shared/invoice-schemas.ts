// Sales invoice bodies (docs/money.md), shared by /api/invoice and the /create-invoice form: one set of rules
// and Spanish messages. Amounts are pesos here; the worker turns them into cents with ./money.ts.
import * as z from "./zod";
import { cuitDigits, isValidCuit, toCents, toMilli } from "./money";
import {
  CUSTOMER_DOC_TYPES,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  INVOICE_UNITS,
  IVA_CONDITIONS,
  IVA_RATES,
  PAYMENT_METHODS,
} from "./money-values";
import { entityId, isoDate, name, text } from "./schema-parts";

export const MAX_INVOICE_LINES = 50;
export const INVOICES_DEFAULT_LIMIT = 10;
export const INVOICES_MAX_LIMIT = 100;

/** A calendar day (YYYY-MM-DD) as invoices store it. */
export const invoiceDay = isoDate.transform((iso) => iso.slice(0, 10));

/** The Spanish message for a CUIT as typed, or null when it is valid (the form shows it as you type). */
export function cuitMessage(input: string): string | null {
  if (!input.trim()) return "Ingresá el CUIT";
  if (!cuitDigits(input)) return "El CUIT debe tener 11 dígitos (por ejemplo 20-12345678-6)";
  if (!isValidCuit(input)) return "El CUIT no es válido: revisá el dígito verificador";
  return null;
}

/** A CUIT typed with or without dashes → its 11 digits, refused with a Spanish message when invalid. */
export const cuitSchema = z
  .string({ error: "Ingresá el CUIT" })
  .max(20, "El CUIT debe tener 11 dígitos (por ejemplo 20-12345678-6)")
  .transform((value, ctx) => {
    const message = cuitMessage(value);
    if (message) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cuitDigits(value)!;
  });

/** A DNI typed with or without dots → its 7 or 8 digits; null when it is not one. */
export function dniDigits(input: string): string | null {
  const digits = input.replace(/[\s.-]/g, "");
  return /^\d{7,8}$/.test(digits) ? digits : null;
}

/**
 * The Spanish message for the customer's document as typed, or null when it fits its type (docs/arca.md): a CUIT
 * with its check digit, a DNI of 7 or 8 digits, nothing (or a DNI) for an unidentified final consumer.
 */
export function customerDocMessage(type: string, input: string): string | null {
  if (type === "dni") {
    if (!input.trim()) return "Ingresá el DNI";
    return dniDigits(input) ? null : "El DNI debe tener 7 u 8 dígitos";
  }
  if (type === "consumidor_final") {
    return !input.trim() || dniDigits(input) ? null : "Dejalo vacío o ingresá un DNI de 7 u 8 dígitos";
  }
  return cuitMessage(input);
}

/** The document as stored: its digits ("" for an unidentified final consumer). */
const storedDoc = (type: string, input: string) => (type === "cuit" ? cuitDigits(input)! : (dniDigits(input) ?? ""));

const ivaRate = z
  .number({ error: "Elegí la alícuota de IVA" })
  .refine((r) => (IVA_RATES as readonly number[]).includes(r), "La alícuota de IVA debe ser 0, 10,5 o 21");

export const invoiceLineSchema = z
  .object({
    description: z
      .string({ error: "Ingresá una descripción" })
      .trim()
      .min(1, "Ingresá una descripción")
      .max(200, "Máximo 200 caracteres"),
    quantity: z
      .number({ error: "Ingresá la cantidad" })
      .positive("La cantidad debe ser mayor a cero")
      .max(10_000_000, "Cantidad demasiado grande"),
    unit: z.enum(INVOICE_UNITS, { error: "Elegí la unidad (cabezas, kg o unidad)" }),
    unit_price: z
      .number({ error: "Ingresá el precio unitario" })
      .min(0, "El precio no puede ser negativo")
      .max(10_000_000_000, "Precio demasiado grande"),
    iva_rate: ivaRate,
  })
  .superRefine((line, ctx) => {
    // quantity (thousandths) × price (cents) must stay an exact integer.
    const milli = toMilli(line.quantity);
    const cents = toCents(line.unit_price);
    if (milli === 0) ctx.addIssue({ code: "custom", path: ["quantity"], message: "La cantidad debe ser mayor a cero" });
    if (milli !== null && cents !== null && !Number.isSafeInteger(milli * cents)) {
      ctx.addIssue({ code: "custom", path: ["unit_price"], message: "El importe de la línea es demasiado grande" });
    }
  });

export const invoiceBodySchema = z
  .object({
    type: z.enum(INVOICE_TYPES, { error: "Elegí el tipo de factura (A, B o C)" }),
    point_of_sale: z
      .number({ error: "Ingresá el punto de venta" })
      .int("El punto de venta es un número entero")
      .min(1, "El punto de venta va de 1 a 99999")
      .max(99_999, "El punto de venta va de 1 a 99999"),
    date: invoiceDay,
    customer_name: name(200),
    /** What customer_cuit holds; "cuit" when a client sends none (as before documents had a type). */
    customer_doc_type: z.enum(CUSTOMER_DOC_TYPES, { error: "Elegí el tipo de documento" }).default("cuit"),
    /** The CUIT, the DNI, or "" for an unidentified final consumer (checked below against the type). */
    customer_cuit: z.string({ error: "Ingresá el documento del cliente" }).max(20, "Máximo 20 caracteres").default(""),
    customer_iva_condition: z.enum(IVA_CONDITIONS, { error: "Elegí la condición frente al IVA" }),
    lines: z
      .array(invoiceLineSchema, { error: "Agregá al menos una línea" })
      .min(1, "Agregá al menos una línea")
      .max(MAX_INVOICE_LINES, `Máximo ${MAX_INVOICE_LINES} líneas`),
    movement_ids: z
      .array(entityId)
      .max(MAX_INVOICE_LINES, `Máximo ${MAX_INVOICE_LINES} ventas`)
      .optional()
      .transform((ids) => (ids ? [...new Set(ids)] : undefined)),
  })
  // Runs even when other fields failed (a line without quantity), so the form shows every message at once.
  .superRefine(
    (body, ctx) => {
      const docType = body.customer_doc_type ?? "cuit";
      if (typeof body.customer_cuit !== "string") return;
      const message = customerDocMessage(docType, body.customer_cuit);
      if (message) ctx.addIssue({ code: "custom", path: ["customer_cuit"], message });
      if (docType === "consumidor_final" && body.customer_iva_condition !== "consumidor_final") {
        ctx.addIssue({
          code: "custom",
          path: ["customer_iva_condition"],
          message: "Sin documento, el cliente solo puede ser consumidor final",
        });
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .transform((body) => ({ ...body, customer_cuit: storedDoc(body.customer_doc_type, body.customer_cuit) }));
export type InvoiceBodyInput = z.input<typeof invoiceBodySchema>;
export type InvoiceBody = z.output<typeof invoiceBodySchema>;

export const invoicePaidSchema = z.object({
  paid_at: invoiceDay,
  payment_method: z.enum(PAYMENT_METHODS, { error: "Elegí el medio de pago" }),
});

export const invoiceVoidSchema = z.object({
  reason: z
    .string({ error: "Indicá el motivo de la anulación" })
    .trim()
    .min(1, "Indicá el motivo de la anulación")
    .max(500, "Máximo 500 caracteres"),
});

export const invoiceListQuery = z.object({
  page: z.coerce.number().int("Página inválida").min(1, "Página inválida").max(100_000).default(1),
  limit: z.coerce
    .number()
    .int("Límite inválido")
    .min(1, "Límite inválido")
    .max(INVOICES_MAX_LIMIT, `Máximo ${INVOICES_MAX_LIMIT} por página`)
    .default(INVOICES_DEFAULT_LIMIT),
  from: invoiceDay.optional(),
  to: invoiceDay.optional(),
  customer: text(200).optional(),
  status: z.enum(INVOICE_STATUSES, { error: "Estado desconocido" }).optional(),
  q: text(200).optional(),
  /** The invoice that bills this sale (a movement's page shows it). */
  movement_id: z.coerce
    .number()
    .int("Venta inválida")
    .positive("Venta inválida")
    .max(2 ** 31, "Venta inválida")
    .optional(),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;
