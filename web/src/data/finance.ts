// The money area's summary (docs/spa-data.md): income, expenses and the result of a date range, and
// the accountant's CSV downloads. Owners and admins only: the screens ask only when the role may see
// money. Every money entry sits under `financeKeys.money`, which `money-changed` marks stale.
import type { FinanceSummary } from "@shared/money-types";
import { queryOptions } from "@tanstack/react-query";
import { api, call, id } from "../lib/api/client";
import { fetchBlob } from "../lib/api/binary";

export const financeKeys = {
  /** Everything of the money area: invoices, purchases, files, the finance summary. */
  money: (orgId: number) => ["org", orgId, "money"] as const,
  summary: (orgId: number, from: string, to: string) => ["org", orgId, "money", "summary", from, to] as const,
};

export const financeQueries = {
  summary: (orgId: number, from: string, to: string) =>
    queryOptions({
      queryKey: financeKeys.summary(orgId, from, to),
      queryFn: async (): Promise<FinanceSummary> =>
        (await call(api.finance[":org"].summary.$get({ param: { org: id(orgId) }, query: { from, to } }))).summary,
    }),
};

export type FinanceCsv = "invoices" | "purchases";
const CSV_NAMES: Record<FinanceCsv, string> = { invoices: "facturas", purchases: "compras" };

/** Downloads the invoices or purchases of the range as the CSV the accountant opens in Excel. */
export async function downloadFinanceCsv(orgId: number, kind: FinanceCsv, from: string, to: string): Promise<void> {
  const blob = await fetchBlob(
    api.finance[":org"][`${kind}.csv`].$path({ param: { org: id(orgId) }, query: { from, to } }),
  );
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `${CSV_NAMES[kind]}-${from}-${to}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
