// The fixed values of the money area (docs/money.md), for the database enums, the zod schemas and the screens.
export const INVOICE_TYPES = ["A", "B", "C"] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** borrador → emitida → pagada; emitida or pagada → anulada. An issued invoice is never deleted. */
export const INVOICE_STATUSES = ["borrador", "emitida", "pagada", "anulada"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const IVA_CONDITIONS = ["responsable_inscripto", "monotributista", "consumidor_final", "exento"] as const;
export type IvaCondition = (typeof IVA_CONDITIONS)[number];
export const IVA_CONDITION_LABELS: Record<IvaCondition, string> = {
  responsable_inscripto: "Responsable Inscripto",
  monotributista: "Monotributista",
  consumidor_final: "Consumidor Final",
  exento: "Exento",
};

export const INVOICE_UNITS = ["cabezas", "kg", "unidad"] as const;
export type InvoiceUnit = (typeof INVOICE_UNITS)[number];

/** IVA rates in percent as the API and the screens show them; stored as tenths of a percent (0, 105, 210). */
export const IVA_RATES = [0, 10.5, 21] as const;
export type IvaRate = (typeof IVA_RATES)[number];
/** Live cattle pays the reduced rate. */
export const LIVE_CATTLE_IVA_RATE: IvaRate = 10.5;

export const PAYMENT_METHODS = ["transferencia", "efectivo", "cheque", "echeq", "otro"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How the customer is identified to ARCA: a CUIT, a DNI, or an unidentified final consumer (docs/arca.md). */
export const CUSTOMER_DOC_TYPES = ["cuit", "dni", "consumidor_final"] as const;
export type CustomerDocType = (typeof CUSTOMER_DOC_TYPES)[number];

/** ARCA (electronic invoicing) state of an issued invoice: "sin_cae" until a real authorisation exists. */
export const CAE_STATUSES = ["sin_cae", "autorizada", "rechazada"] as const;
export type CaeStatus = (typeof CAE_STATUSES)[number];

export const EXPENSE_CATEGORIES = [
  "hacienda",
  "alimento",
  "sanidad",
  "combustible",
  "servicios",
  "impuestos",
  "otros",
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** Supplier invoice types: the three letters plus a ticket or other receipt. */
export const PURCHASE_INVOICE_TYPES = ["A", "B", "C", "X"] as const;
export type PurchaseInvoiceType = (typeof PURCHASE_INVOICE_TYPES)[number];

/** Uploaded invoice files: PDF, JPG or PNG (sniffed from the first bytes), at most 10 MB. */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type FileType = (typeof FILE_TYPES)[number];
