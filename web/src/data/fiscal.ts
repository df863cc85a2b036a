// The issuer's fiscal data (docs/arca.md; owners and admins read, owners save) and ARCA's delegation check.
// It sits under the money keys, so `money-changed` (kind "fiscal") marks it stale for the other members; a
// save keeps what the server answered. The check asks ARCA, so it sits outside the money keys (an invoice's
// `money-changed` must not call ARCA again): read once per visit, again on "Probar conexión".
import type { FiscalBody } from "@shared/fiscal-schemas";
import { queryOptions } from "@tanstack/react-query";
import { queryClient } from "../lib/query/query-client";
import { fetchFiscal, fetchFiscalCheck, putFiscal } from "./api/fiscal-api";
import { useOrgMutation } from "./org-query";

export const fiscalKeys = {
  data: (orgId: number) => ["org", orgId, "money", "fiscal"] as const,
  check: (orgId: number) => ["org", orgId, "fiscal-check"] as const,
};

export const fiscalQueries = {
  data: (orgId: number) => queryOptions({ queryKey: fiscalKeys.data(orgId), queryFn: () => fetchFiscal(orgId) }),
  check: (orgId: number) =>
    queryOptions({
      queryKey: fiscalKeys.check(orgId),
      queryFn: () => fetchFiscalCheck(orgId),
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: false,
    }),
};

export function useSaveFiscal() {
  return useOrgMutation({
    mutationFn: (body: FiscalBody, orgId) => putFiscal(orgId, body),
    onSuccess: (fiscal, _body, orgId) => queryClient.setQueryData(fiscalKeys.data(orgId), fiscal),
  });
}
