// Test helpers of the money purchases and files (docs/money.md): multipart uploads, stored files and objects,
// a valid purchase body, and the rows a refused write must not leave.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { files, purchaseLines, purchases } from "../../worker/db/schema";
import type { ExtractedInvoiceFields, Purchase, StoredFile } from "../../worker/shared/money-types";
import type { PurchaseInput } from "../../worker/shared/purchase-schemas";
import { invoicePdf, type InvoicePdfFields } from "../../worker/scripts/seed/invoice-pdf";
import { api, db, ORIGIN, type ApiResult } from "./fixtures";

export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);

export const PDF_FIELDS: InvoicePdfFields = {
  supplier_name: "Agroveterinaria El Ombú S.A.",
  supplier_cuit: "30712345671",
  date: "2026-10-14",
  invoice_type: "A",
  point_of_sale: 3,
  number: 12345,
  lines: [{ description: "Vacuna aftosa x 50 dosis", quantity: 4, unit_price: 18500.5 }],
  total: 89542.42,
};
export const samplePdf = (fields: Partial<InvoicePdfFields> = {}) => invoicePdf({ ...PDF_FIELDS, ...fields });

export type UploadBody = { file: StoredFile; extracted: ExtractedInvoiceFields };

/** POSTs `bytes` as the multipart field `file` (named `name`, declared as `type`). */
export async function upload(
  token: string | undefined,
  orgId: number,
  bytes: Uint8Array,
  opts: { name?: string; type?: string; headers?: Record<string, string> } = {},
): Promise<ApiResult<UploadBody>> {
  const form = new FormData();
  form.append("file", new File([bytes], opts.name ?? "factura.pdf", { type: opts.type ?? "application/pdf" }));
  const headers: Record<string, string> = { ...opts.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}/api/file/${orgId}`, { method: "POST", headers, body: form }),
  );
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = { ok: false, raw: text };
  }
  return { status: res.status, body: body as ApiResult<UploadBody>["body"], headers: res.headers };
}

/** GET of a stored file: status, headers and bytes. */
export async function download(token: string | undefined, orgId: number, id: number) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await exports.default.fetch(new Request(`${ORIGIN}/api/file/${orgId}/${id}`, { headers }));
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The organization's file rows and R2 objects (both must stay empty after a refusal). */
export async function storedFiles(orgId: number) {
  const rows = await db().select().from(files).where(eq(files.organization_id, orgId));
  const objects = await env.FILES.list({ prefix: `files/${orgId}/` });
  return { rows, objects: objects.objects.map((o) => o.key) };
}

export function purchaseBody(overrides: Partial<PurchaseInput> = {}): PurchaseInput {
  return {
    supplier_name: "Forrajera del Sur",
    supplier_cuit: "30-71234567-1",
    date: "2026-10-01",
    invoice_type: "A",
    invoice_number: "0003-00012345",
    due_date: "2026-10-31",
    lines: [
      { category: "alimento", description: "Rollo de alfalfa", quantity: 10, unit_price: 1000.5, iva_rate: 10.5 },
      { category: "sanidad", description: "Vacuna", quantity: 1.5, unit_price: 333.33, iva_rate: 21 },
    ],
    ...overrides,
  };
}

type PurchaseResult = ApiResult<{ purchase: Purchase }>;

export const createPurchase = (token: string | undefined, orgId: number, body: unknown): Promise<PurchaseResult> =>
  api(`/purchase/${orgId}`, { method: "POST", token, body });

export const updatePurchase = (
  token: string | undefined,
  orgId: number,
  id: number,
  body: unknown,
): Promise<PurchaseResult> => api(`/purchase/${orgId}/${id}`, { method: "PUT", token, body });

export const getPurchase = (token: string | undefined, orgId: number, id: number): Promise<PurchaseResult> =>
  api(`/purchase/${orgId}/${id}`, { token });

export const deletePurchase = (token: string | undefined, orgId: number, id: number) =>
  api(`/purchase/${orgId}/${id}`, { method: "DELETE", token });

export const listPurchases = (token: string | undefined, orgId: number, query = "") =>
  api<{ purchases: Purchase[]; total: number; page: number; limit: number }>(`/purchase/${orgId}${query}`, { token });

/** Purchase and line rows of the organization (deleted ones too). */
export async function storedPurchases(orgId: number) {
  const rows = await db().select().from(purchases).where(eq(purchases.organization_id, orgId));
  const lines = rows.length
    ? (await db().select().from(purchaseLines)).filter((l) => rows.some((r) => r.id === l.purchase_id))
    : [];
  return { rows, lines };
}
