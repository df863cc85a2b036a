// Response shapes of the money routes (docs/money.md), shared by the worker and the SPA. Amounts are pesos with
// two decimals computed from the stored cents; quantities are plain numbers (up to three decimals).
import type {
  CaeStatus,
  CustomerDocType,
  ExpenseCategory,
  FileType,
  InvoiceStatus,
  InvoiceType,
  InvoiceUnit,
  IvaCondition,
  PaymentMethod,
  PurchaseInvoiceType,
} from "./money-values";

export interface MoneyLine {
  description: string;
  quantity: number;
  unit_price: number;
  /** Percent: 0, 10.5 or 21. */
  iva_rate: number;
  net: number;
  iva: number;
}

export interface InvoiceLine extends MoneyLine {
  unit: InvoiceUnit;
}

/** Net and IVA at one rate (the invoice's IVA breakdown). */
export interface RateTotal {
  iva_rate: number;
  net: number;
  iva: number;
}

/** One row of the invoice list. */
export interface InvoiceSummary {
  id: number;
  type: InvoiceType;
  point_of_sale: number;
  /** Null while a draft. */
  number: number | null;
  /** "0001-00000001", or null while a draft. */
  formatted_number: string | null;
  status: InvoiceStatus;
  date: string;
  customer_name: string;
  /** The document's digits: a CUIT, a DNI, or "" for an unidentified final consumer (customer_doc_type). */
  customer_cuit: string;
  customer_doc_type: CustomerDocType;
  net: number;
  iva: number;
  total: number;
  cae_status: CaeStatus | null;
  paid_at: string | null;
}

export interface Invoice extends InvoiceSummary {
  customer_iva_condition: IvaCondition;
  lines: InvoiceLine[];
  by_rate: RateTotal[];
  /** The SELL movements it bills. */
  movement_ids: number[];
  cae: string | null;
  cae_due_date: string | null;
  /** ARCA's observations, or why it refused the CAE, in Spanish with their codes; null when none. */
  cae_reason: string | null;
  issued_at: string | null;
  payment_method: PaymentMethod | null;
  voided_at: string | null;
  void_reason: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A SELL movement as the "from sales" picker shows it: heads, kilos, price, and its invoice if billed. */
export interface SaleForInvoice {
  movement_id: number;
  date: string;
  rodeo_name: string | null;
  heads: number;
  kilos: number | null;
  /** Price per kg (or per head when the sale has no kilos), in pesos, as recorded; null when none. */
  price: number | null;
  buyer: string;
  /** Lines the invoice form prefills from this sale. */
  lines: Omit<InvoiceLine, "net" | "iva">[];
  invoice: { id: number; formatted_number: string | null; status: InvoiceStatus } | null;
}

export interface PurchaseLine extends MoneyLine {
  category: ExpenseCategory;
  asset_id: number | null;
}

export interface Purchase {
  id: number;
  supplier_name: string;
  supplier_cuit: string;
  date: string;
  invoice_type: PurchaseInvoiceType;
  invoice_number: string;
  due_date: string | null;
  paid: boolean;
  paid_at: string | null;
  /** Unpaid with a due date before today (Argentina). */
  overdue: boolean;
  net: number;
  iva: number;
  total: number;
  movement_id: number | null;
  asset_movement_id: number | null;
  file: StoredFile | null;
  notes: string;
  lines: PurchaseLine[];
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface StoredFile {
  id: number;
  name: string;
  type: FileType;
  size: number;
}

/** What a text PDF let the worker read; every field may be missing, the user always confirms. */
export interface ExtractedInvoiceFields {
  source: "pdf-text" | "none";
  /** Why nothing was read (an image, a scanned PDF), in Spanish, for the screen. */
  message: string | null;
  supplier_cuit: string | null;
  date: string | null;
  invoice_type: PurchaseInvoiceType | null;
  invoice_number: string | null;
  total: number | null;
}

/** GET /api/finance/{org}/summary?from&to. */
export interface FinanceSummary {
  from: string;
  to: string;
  /** One entry per month in the range (YYYY-MM), zeros included. */
  months: { month: string; income: number; expenses: number }[];
  income: number;
  expenses: number;
  result: number;
  heads_sold: number;
  kilos_sold: number;
  /** Income from sales billed by kilo ÷ kilos, or null without kilos. */
  average_price_per_kg: number | null;
  expenses_by_category: { category: ExpenseCategory; amount: number }[];
  /** Supplies consumed (ASSET_CONSUMPTION at unit cost) ÷ average heads, or null without stock. */
  feed_cost_per_head: number | null;
  /** Result ÷ heads sold, or null without sales. */
  margin_per_head: number | null;
}
