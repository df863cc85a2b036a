// Invoice test helpers: a ranch with sales, a valid body, and the API calls of /api/invoice.
import type { Invoice, InvoiceSummary, SaleForInvoice } from "../../worker/shared/money-types";
import { api, type ApiResult } from "./fixtures";
import { ok, ranch } from "./herd-helpers";
import { write } from "./supply-helpers";

export const VALID_CUIT = "20-17254359-7";

export const line = (over: Record<string, unknown> = {}) => ({
  description: "Novillos en pie",
  quantity: 10,
  unit: "cabezas",
  unit_price: 450000,
  iva_rate: 10.5,
  ...over,
});

export const body = (over: Record<string, unknown> = {}) => ({
  type: "A",
  point_of_sale: 1,
  date: "2026-06-10",
  customer_name: "Frigorífico del Sur SA",
  customer_cuit: VALID_CUIT,
  customer_iva_condition: "responsable_inscripto",
  lines: [line()],
  ...over,
});

type InvoiceRes = { invoice: Invoice };

export const createInvoice = (token: string, org: number, b: unknown = body()) =>
  api<InvoiceRes>(`/invoice/${org}`, { method: "POST", token, body: b });

export const getInvoice = (token: string, org: number, id: number) =>
  api<InvoiceRes>(`/invoice/${org}/${id}`, { token });

export const action = (token: string, org: number, id: number, what: "issue" | "paid" | "void", b: unknown = {}) =>
  api<InvoiceRes>(`/invoice/${org}/${id}/${what}`, { method: "POST", token, body: b });

export const listInvoices = (token: string, org: number, query = "") =>
  api<{ invoices: InvoiceSummary[]; total: number; page: number; limit: number }>(`/invoice/${org}${query}`, { token });

export const listSales = (token: string, org: number) =>
  api<{ sales: SaleForInvoice[] }>(`/invoice/${org}/sales`, { token });

export async function draft(token: string, org: number, b: unknown = body()): Promise<Invoice> {
  return (await ok(createInvoice(token, org, b), 201)).invoice;
}

/** A ranch whose Recría rodeo sold twice: 10 Novillito at $2.000/kg × 400 kg, and 5 at $500.000 a head. */
export async function ranchWithSales() {
  const r = await ranch();
  const sell = async (b: Record<string, unknown>) =>
    (await ok(write(r.owner.token, "sell", r.org.id, { rodeo_id: r.recria, ...b }), 201)).movement.id;
  const byKg = await sell({
    date: "2026-05-02",
    animals: [{ type: "Novillito", count: 10 }],
    price_per_kg: 2000,
    mean_weight: 400,
    buyer: "Frigorífico del Sur",
  });
  const byHead = await sell({ date: "2026-05-20", animals: [{ type: "Novillito", count: 5 }], price_per_head: 500000 });
  return { ...r, byKg, byHead };
}

export type Res = ApiResult<Record<string, unknown>>;
