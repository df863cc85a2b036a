// The sales invoice calls (/api/invoice, issue #11) and their query hooks, keyed under
// ["org", orgId, "money", "invoices", ...]; every write refetches the money views (the socket does the same
// for the other members through `money-changed`).
import type { InvoiceBody } from "@shared/invoice-schemas";
import type { Invoice } from "@shared/money-types";
import type { InvoiceStatus, PaymentMethod } from "@shared/money-values";
import { keepPreviousData } from "@tanstack/react-query";
import { api, call, id } from "../../lib/api/client";
import { useOrgId } from "../../lib/herd/use-org-id";
import { queryClient, useAppQuery } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";

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

async function fetchInvoices(orgId: number, f: InvoiceFilters) {
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
}

export function useInvoiceList(filters: InvoiceFilters, enabled = true) {
  const orgId = useOrgId();
  return useAppQuery({
    queryKey: queryKeys.invoicesList(orgId ?? 0, filters),
    queryFn: () => fetchInvoices(orgId!, filters),
    enabled: enabled && orgId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(invoiceId: number, enabled = true) {
  const orgId = useOrgId();
  return useAppQuery({
    queryKey: queryKeys.invoice(orgId ?? 0, invoiceId),
    queryFn: async () =>
      (await call(api.invoice[":org"][":id"].$get({ param: { org: id(orgId!), id: id(invoiceId) } }))).invoice,
    enabled: enabled && orgId !== null && Number.isInteger(invoiceId) && invoiceId > 0,
  });
}

export function useSalesForInvoice(enabled = true) {
  const orgId = useOrgId();
  return useAppQuery({
    queryKey: queryKeys.salesForInvoice(orgId ?? 0),
    queryFn: async () => (await call(api.invoice[":org"].sales.$get({ param: { org: id(orgId!) }, query: {} }))).sales,
    enabled: enabled && orgId !== null,
  });
}

/** After a write: the invoice as the server answered, and every money view of the organization refetched. */
function settle(orgId: number, invoice: Invoice | null, invoiceId?: number) {
  if (invoice) queryClient.setQueryData(queryKeys.invoice(orgId, invoice.id), invoice);
  else if (invoiceId) queryClient.removeQueries({ queryKey: queryKeys.invoice(orgId, invoiceId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.money(orgId) });
  return invoice;
}

export async function createInvoice(orgId: number, body: InvoiceBody) {
  const r = await call(api.invoice[":org"].$post({ param: { org: id(orgId) }, json: body }));
  return settle(orgId, r.invoice)!;
}

const params = (orgId: number, invoiceId: number) => ({ param: { org: id(orgId), id: id(invoiceId) } });

export async function issueInvoice(orgId: number, invoiceId: number) {
  return settle(orgId, (await call(api.invoice[":org"][":id"].issue.$post(params(orgId, invoiceId)))).invoice);
}

export async function markInvoicePaid(
  orgId: number,
  invoiceId: number,
  paid_at: string,
  payment_method: PaymentMethod,
) {
  const r = await call(
    api.invoice[":org"][":id"].paid.$post({ ...params(orgId, invoiceId), json: { paid_at, payment_method } }),
  );
  return settle(orgId, r.invoice);
}

export async function voidInvoice(orgId: number, invoiceId: number, reason: string) {
  const r = await call(api.invoice[":org"][":id"].void.$post({ ...params(orgId, invoiceId), json: { reason } }));
  return settle(orgId, r.invoice);
}

export async function deleteDraft(orgId: number, invoiceId: number) {
  await call(api.invoice[":org"][":id"].$delete(params(orgId, invoiceId)));
  settle(orgId, null, invoiceId);
}

export async function updateDraft(orgId: number, invoiceId: number, body: InvoiceBody) {
  const r = await call(api.invoice[":org"][":id"].$put({ ...params(orgId, invoiceId), json: body }));
  return settle(orgId, r.invoice)!;
}
