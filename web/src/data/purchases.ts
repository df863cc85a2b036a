// The purchases and their invoice files (/api/purchase, /api/file; docs/spa-data.md): pages under
// filters, the writes, and the upload of a supplier's invoice (PDF, JPG or PNG) with its progress.
// A write marks every money view stale (the summary counts purchases); `money-changed` does the same
// for the other members.
import type { ExtractedInvoiceFields, Purchase, StoredFile } from "@shared/money-types";
import type { PurchaseInput } from "@shared/purchase-schemas";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { fetchBlob, uploadBody, type Uploaded } from "../lib/api/binary";
import { api, call, id } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { financeKeys } from "./finance";
import { useOrgMutation } from "./org-query";

export interface PurchaseFilters {
  from?: string;
  to?: string;
  q?: string;
  unpaid?: boolean;
  overdue?: boolean;
  page: number;
}

export interface PurchasePage {
  purchases: Purchase[];
  total: number;
  page: number;
  limit: number;
}

export const purchaseKeys = {
  all: (orgId: number) => ["org", orgId, "money", "purchases"] as const,
  list: (orgId: number, filters: object) => ["org", orgId, "money", "purchases", "list", filters] as const,
  detail: (orgId: number, purchaseId: number) => ["org", orgId, "money", "purchases", "detail", purchaseId] as const,
};

export const purchaseQueries = {
  list: (orgId: number, f: PurchaseFilters) =>
    queryOptions({
      queryKey: purchaseKeys.list(orgId, f),
      queryFn: async (): Promise<PurchasePage> => {
        const query = {
          from: f.from || undefined,
          to: f.to || undefined,
          q: f.q || undefined,
          unpaid: f.unpaid ? ("true" as const) : undefined,
          overdue: f.overdue ? ("true" as const) : undefined,
          page: String(f.page),
        };
        const r = await call(api.purchase[":org"].$get({ param: { org: id(orgId) }, query }));
        return { purchases: r.purchases, total: r.total, page: r.page, limit: r.limit };
      },
      placeholderData: keepPreviousData,
    }),
};

const moneyChanged = (orgId: number) => void queryClient.invalidateQueries({ queryKey: financeKeys.money(orgId) });

export function useCreatePurchase() {
  return useOrgMutation({
    mutationFn: async (body: PurchaseInput, orgId): Promise<Purchase> =>
      (await call(api.purchase[":org"].$post({ param: { org: id(orgId) }, json: body }))).purchase,
    onSuccess: (_purchase, _body, orgId) => moneyChanged(orgId),
  });
}

export function useSetPurchasePaid() {
  return useOrgMutation({
    mutationFn: async ({ purchaseId, paid }: { purchaseId: number; paid: boolean }, orgId): Promise<Purchase> =>
      (
        await call(
          api.purchase[":org"][":id"].paid.$post({ param: { org: id(orgId), id: id(purchaseId) }, json: { paid } }),
        )
      ).purchase,
    onSuccess: (_purchase, _vars, orgId) => moneyChanged(orgId),
  });
}

export function useDeletePurchase() {
  return useOrgMutation({
    mutationFn: (purchaseId: number, orgId) =>
      call(api.purchase[":org"][":id"].$delete({ param: { org: id(orgId), id: id(purchaseId) } })),
    onSuccess: (_body, _id, orgId) => moneyChanged(orgId),
  });
}

export interface UploadResult {
  file: StoredFile;
  extracted: ExtractedInvoiceFields;
}

const fileUpload = api.file[":org"];

/** POSTs the file as multipart field `file`, reporting the share sent (0..1). */
function uploadInvoiceFile(orgId: number, file: File, onProgress?: (share: number) => void): Promise<UploadResult> {
  const form = new FormData();
  form.append("file", file, file.name);
  return uploadBody<Uploaded<typeof fileUpload.$post>>(
    fileUpload.$path({ param: { org: id(orgId) } }),
    form,
    onProgress,
  );
}

/** A stored invoice file's bytes (to show or download it). */
export const fetchInvoiceFile = (orgId: number, fileId: number, signal?: AbortSignal) =>
  fetchBlob(api.file[":org"][":id"].$path({ param: { org: id(orgId), id: id(fileId) } }), signal);

/** Uploads a supplier's invoice; the purchase that points at it is saved later (useCreatePurchase). */
export function useUploadInvoiceFile() {
  return useOrgMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (share: number) => void }, orgId) =>
      uploadInvoiceFile(orgId, file, onProgress),
  });
}
