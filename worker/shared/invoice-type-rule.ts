// Which invoice letter an issuer may give a customer (docs/arca.md): a responsable inscripto issues A to a
// responsable inscripto and B to everyone else; a monotributista (and an exento) issues C. Shared by the API,
// which refuses anything else with a 400 before ARCA is asked, and by the invoice form, which proposes it.
import type { InvoiceType, IvaCondition } from "./money-values";

export function invoiceTypeFor(issuer: IvaCondition, customer: IvaCondition): InvoiceType | null {
  if (issuer === "responsable_inscripto") return customer === "responsable_inscripto" ? "A" : "B";
  if (issuer === "monotributista" || issuer === "exento") return "C";
  return null; // a consumidor final is not an issuer
}

/** The Spanish reason `type` cannot be issued by `issuer` to `customer`, or null when it can. */
export function invoiceTypeError(issuer: IvaCondition, customer: IvaCondition, type: InvoiceType): string | null {
  const expected = invoiceTypeFor(issuer, customer);
  if (!expected) return "Un consumidor final no emite facturas: revisá la condición de IVA en los datos fiscales";
  if (expected === type) return null;
  const who = {
    responsable_inscripto: "un responsable inscripto",
    monotributista: "un monotributista",
    exento: "un exento",
    consumidor_final: "un consumidor final",
  };
  return `Como ${who[issuer]}, a ${who[customer]} le corresponde factura ${expected}, no ${type}`;
}
