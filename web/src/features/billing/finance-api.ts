// The finance summary and the accountant's CSV downloads (GET /api/finance/{org}/...). The CSVs travel
// with the session's token (fetchBlob), then the browser saves them.
import type { FinanceSummary } from "@shared/money-types";
import { api, call, id } from "../../lib/api/client";
import { fetchBlob } from "../../lib/api/binary";

export async function fetchFinanceSummary(orgId: number, from: string, to: string): Promise<FinanceSummary> {
  const r = await call(api.finance[":org"].summary.$get({ param: { org: id(orgId) }, query: { from, to } }));
  return r.summary;
}

export type FinanceCsv = "invoices" | "purchases";
const CSV_NAMES: Record<FinanceCsv, string> = { invoices: "facturas", purchases: "compras" };

/** Downloads the invoices or purchases of the range as the CSV the accountant opens in Excel. */
export async function downloadFinanceCsv(orgId: number, kind: FinanceCsv, from: string, to: string): Promise<void> {
  const query = new URLSearchParams({ from, to });
  const blob = await fetchBlob(`/api/finance/${orgId}/${kind}.csv?${query.toString()}`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `${CSV_NAMES[kind]}-${from}-${to}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
