// The invoice query hooks of the money screens, each idle until an organization is selected and
// when `enabled` is false (plain users may not see money: the API would answer 403).
import { fiscalQueries } from "../../data/fiscal";
import { invoiceQueries, type InvoiceFilters } from "../../data/invoices";
import { useOrgQuery } from "../../data/org-query";

export const useInvoiceList = (filters: InvoiceFilters, enabled = true) =>
  useOrgQuery((orgId) => invoiceQueries.list(orgId, filters), enabled);

export const useInvoice = (invoiceId: number, enabled = true) =>
  useOrgQuery((orgId) => invoiceQueries.detail(orgId, invoiceId), enabled);

export const useSalesForInvoice = (enabled = true) => useOrgQuery(invoiceQueries.sales, enabled);

/** The issuer's fiscal data (null while the owner has not entered it): the form's letter, the printed header. */
export const useIssuer = (enabled = true) => useOrgQuery(fiscalQueries.data, enabled);
