// The issuer's fiscal data (docs/arca.md, "The issuer's fiscal data"), shared by PUT /api/organization/{id}/fiscal
// and the Configuración › Datos fiscales form: one set of rules and Spanish messages.
import * as z from "./zod";
import { cuitSchema, invoiceDay } from "./invoice-schemas";
import { IVA_CONDITIONS, type IvaCondition } from "./money-values";
import { argentinaDay } from "./task-dates";

export const MAX_POINTS_OF_SALE = 20;

/** The conditions that may issue invoices: a consumidor final never does. */
export const ISSUER_IVA_CONDITIONS = IVA_CONDITIONS.filter(
  (c): c is Exclude<IvaCondition, "consumidor_final"> => c !== "consumidor_final",
);

const pointOfSale = z
  .number({ error: "Ingresá el número del punto de venta" })
  .int("El punto de venta es un número entero")
  .min(1, "El punto de venta va de 1 a 99999")
  .max(99_999, "El punto de venta va de 1 a 99999");

export const fiscalBodySchema = z.object({
  razon_social: z
    .string({ error: "Ingresá la razón social" })
    .trim()
    .min(1, "Ingresá la razón social")
    .max(200, "Máximo 200 caracteres"),
  cuit: cuitSchema,
  iva_condition: z
    .enum(IVA_CONDITIONS, { error: "Elegí la condición frente al IVA" })
    .refine((c) => c !== "consumidor_final", "Un consumidor final no emite facturas: elegí tu condición frente al IVA")
    .transform((c) => c as Exclude<IvaCondition, "consumidor_final">),
  address: z
    .string({ error: "Ingresá el domicilio comercial" })
    .trim()
    .min(1, "Ingresá el domicilio comercial")
    .max(300, "Máximo 300 caracteres"),
  iibb: z
    .string({ error: "Ingresá el número de Ingresos Brutos" })
    .trim()
    .min(1, "Ingresá el número de Ingresos Brutos (o «Exento»)")
    .max(30, "Máximo 30 caracteres"),
  // Argentina's today: an activity that starts tomorrow cannot have issued anything yet.
  activity_start: invoiceDay.refine(
    (day) => day <= argentinaDay(),
    "El inicio de actividades no puede ser una fecha futura",
  ),
  points_of_sale: z
    .array(pointOfSale, { error: "Agregá al menos un punto de venta" })
    .min(1, "Agregá al menos un punto de venta")
    .max(MAX_POINTS_OF_SALE, `Máximo ${MAX_POINTS_OF_SALE} puntos de venta`)
    .superRefine((points, ctx) => {
      const seen = new Set<number>();
      points.forEach((p, i) => {
        if (seen.has(p)) ctx.addIssue({ code: "custom", path: [i], message: `El punto de venta ${p} está repetido` });
        seen.add(p);
      });
    }),
});
export type FiscalBodyInput = z.input<typeof fiscalBodySchema>;
export type FiscalBody = z.output<typeof fiscalBodySchema>;

/** The issuer as printed and sent to ARCA (the worker's `Issuer`, worker/areas/money/arca/issuer.ts). */
export interface IssuerData {
  razon_social: string;
  /** 11 digits. */
  cuit: string;
  iva_condition: IvaCondition;
  address: string;
  iibb: string;
  /** YYYY-MM-DD. */
  activity_start: string;
  points_of_sale: number[];
}

/** What GET answers (null while the owner has not entered it): the issuer and when it was last saved. */
export interface FiscalData extends IssuerData {
  updated_at: string;
}
