// The sales invoices (/api/invoice, docs/spa-data.md): pages under filters, one invoice, the sales
// still to invoice, and the writes. A write keeps the invoice the server answered and marks every
// money view stale (the summary counts invoices); `money-changed` does the same for the other members.
import type { InvoiceBody } from "@shared/invoice-schemas";
import type { Invoice } from "@shared/money-types";
import type { InvoiceStatus, PaymentMethod } from "@shared/money-values";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, call, id } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { financeKeys } from "./finance";
import { useOrgMutation } from "./org-query";

export interface InvoiceFilters {
  page: number;
  from?: string;
  to?: string;
  status?: InvoiceStatus;
  q?: string;
  /** Only the invoice billing this sale. */
  movement_id?: number;
}

export const INVOICE_PAGE_SIZE = 10;

export const invoiceKeys = {
  all: (orgId: number) => ["org", orgId, "money", "invoices"] as const,
  list: (orgId: number, filters: object) => ["org", orgId, "money", "invoices", "list", filters] as const,
  detail: (orgId: number, invoiceId: number) => ["org", orgId, "money", "invoices", "detail", invoiceId] as const,
  sales: (orgId: number) => ["org", orgId, "money", "invoices", "sales"] as const,
};

const params = (orgId: number, invoiceId: number) => ({ param: { org: id(orgId), id: id(invoiceId) } });

export const invoiceQueries = {
  list: (orgId: number, f: InvoiceFilters) =>
    queryOptions({
      queryKey: invoiceKeys.list(orgId, f),
      queryFn: async () => {
        const query = {
          page: String(f.page),
          limit: String(INVOICE_PAGE_SIZE),
          from: f.from || undefined,
          to: f.to || undefined,
          status: f.status || undefined,
          q: f.q || undefined,
          movement_id: f.movement_id ? String(f.movement_id) : undefined,
        };
        const r = await call(api.invoice[":org"].$get({ param: { org: id(orgId) }, query }));
        return { invoices: r.invoices, total: r.total, page: r.page, limit: r.limit };
      },
      placeholderData: keepPreviousData,
    }),
  detail: (orgId: number, invoiceId: number) =>
    queryOptions({
      queryKey: invoiceKeys.detail(orgId, invoiceId),
      queryFn: async () => (await call(api.invoice[":org"][":id"].$get(params(orgId, invoiceId)))).invoice,
      enabled: Number.isInteger(invoiceId) && invoiceId > 0,
    }),
  /** The sales the "Desde ventas" picker offers. */
  sales: (orgId: number) =>
    queryOptions({
      queryKey: invoiceKeys.sales(orgId),
      queryFn: async () => (await call(api.invoice[":org"].sales.$get({ param: { org: id(orgId) }, query: {} }))).sales,
    }),
};

/** After a write: the invoice as the server answered (none: deleted), and every money view stale. */
function invoiceWritten(orgId: number, invoice: Invoice | null, deletedId?: number) {
  if (invoice) queryClient.setQueryData(invoiceKeys.detail(orgId, invoice.id), invoice);
  else if (deletedId !== undefined) queryClient.removeQueries({ queryKey: invoiceKeys.detail(orgId, deletedId) });
  void queryClient.invalidateQueries({ queryKey: financeKeys.money(orgId) });
}

/** A new draft (/create-invoice). */
export function useCreateInvoice() {
  return useOrgMutation({
    mutationFn: async (body: InvoiceBody, orgId) =>
      (await call(api.invoice[":org"].$post({ param: { org: id(orgId) }, json: body }))).invoice,
    onSuccess: (invoice, _body, orgId) => invoiceWritten(orgId, invoice),
  });
}

/** A draft saved again (drafts only: the API answers 409 once it is issued). */
export function useUpdateDraft() {
  return useOrgMutation({
    mutationFn: async ({ invoiceId, body }: { invoiceId: number; body: InvoiceBody }, orgId) =>
      (await call(api.invoice[":org"][":id"].$put({ ...params(orgId, invoiceId), json: body }))).invoice,
    onSuccess: (invoice, _vars, orgId) => invoiceWritten(orgId, invoice),
  });
}

export function useIssueInvoice() {
  return useOrgMutation({
    mutationFn: async (invoiceId: number, orgId) =>
      (await call(api.invoice[":org"][":id"].issue.$post(params(orgId, invoiceId)))).invoice,
    onSuccess: (invoice, _id, orgId) => invoiceWritten(orgId, invoice),
  });
}

export function useMarkInvoicePaid() {
  return useOrgMutation({
    mutationFn: async (
      { invoiceId, paid_at, payment_method }: { invoiceId: number; paid_at: string; payment_method: PaymentMethod },
      orgId,
    ) =>
      (
        await call(
          api.invoice[":org"][":id"].paid.$post({ ...params(orgId, invoiceId), json: { paid_at, payment_method } }),
        )
      ).invoice,
    onSuccess: (invoice, _vars, orgId) => invoiceWritten(orgId, invoice),
  });
}

export function useVoidInvoice() {
  return useOrgMutation({
    mutationFn: async ({ invoiceId, reason }: { invoiceId: number; reason: string }, orgId) =>
      (await call(api.invoice[":org"][":id"].void.$post({ ...params(orgId, invoiceId), json: { reason } }))).invoice,
    onSuccess: (invoice, _vars, orgId) => invoiceWritten(orgId, invoice),
  });
}

export function useDeleteDraft() {
  return useOrgMutation({
    mutationFn: (invoiceId: number, orgId) => call(api.invoice[":org"][":id"].$delete(params(orgId, invoiceId))),
    onSuccess: (_body, invoiceId, orgId) => invoiceWritten(orgId, null, invoiceId),
  });
}
