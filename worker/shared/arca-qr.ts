// ARCA's QR on a printed electronic invoice (docs/arca.md, "The printed invoice"; RG 4892/2020 and ARCA's
// "Especificaciones QR"): a URL whose `p` is the base64 of a JSON with the invoice's data. Pure, so the worker's
// tests and the SPA's print chunk build the same text.
import { cuitDigits } from "./money";
import type { CustomerDocType, InvoiceType } from "./money-values";

/** The spec's fixed URL (its text names afip.gob.ar; ARCA serves the same path on arca.gob.ar). */
export const ARCA_QR_URL = "https://www.afip.gob.ar/fe/qr/?p=";

/** WSFEv1's CbteTipo of each letter (factura A, B, C). */
export const ARCA_INVOICE_CODES: Record<InvoiceType, 1 | 6 | 11> = { A: 1, B: 6, C: 11 };

/** WSFEv1's DocTipo of each customer document: 80 CUIT, 96 DNI, 99 sin identificar (consumidor final). */
export const ARCA_DOC_CODES: Record<CustomerDocType, 80 | 96 | 99> = { cuit: 80, dni: 96, consumidor_final: 99 };

export interface QrInvoice {
  /** YYYY-MM-DD. */
  date: string;
  issuer_cuit: string;
  point_of_sale: number;
  type: InvoiceType;
  number: number;
  /** Pesos with two decimals. */
  total: number;
  customer_doc_type: CustomerDocType;
  /** The CUIT or DNI as stored ("" for an unidentified final consumer). */
  customer_doc: string;
  cae: string;
}

/** The spec's JSON, its fields in the spec's order (numbers where it says numbers). */
export function arcaQrData(invoice: QrInvoice) {
  const doc = invoice.customer_doc.replace(/\D/g, "");
  return {
    ver: 1,
    fecha: invoice.date.slice(0, 10),
    cuit: Number(cuitDigits(invoice.issuer_cuit) ?? invoice.issuer_cuit.replace(/\D/g, "")),
    ptoVta: invoice.point_of_sale,
    tipoCmp: ARCA_INVOICE_CODES[invoice.type],
    nroCmp: invoice.number,
    importe: Math.round(invoice.total * 100) / 100,
    moneda: "PES",
    ctz: 1,
    tipoDocRec: ARCA_DOC_CODES[invoice.customer_doc_type],
    nroDocRec: doc ? Number(doc) : 0,
    tipoCodAut: "E",
    codAut: Number(invoice.cae),
  };
}

/** Base64 of UTF-8 text (btoa takes Latin-1 only; the JSON is ASCII, but the bytes make it safe anyway). */
function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The URL the QR holds. */
export const arcaQrUrl = (invoice: QrInvoice): string => ARCA_QR_URL + base64(JSON.stringify(arcaQrData(invoice)));
