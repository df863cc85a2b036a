// The purchases and invoice-file calls (issue #11). Lists and details are TanStack queries under
// queryKeys.purchases(orgId); the money-changed socket message invalidates them for everyone else.
import type { ExtractedInvoiceFields, Purchase, StoredFile } from "@shared/money-types";
import type { PurchaseInput } from "@shared/purchase-schemas";
import { BOOKMARK_HEADER } from "@shared/d1-bookmark";
import { api, ApiError, call, freshToken, id } from "../../lib/api/client";
import { bookmarkStore } from "../../lib/api/bookmark";
import { queryClient } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";

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

export async function fetchPurchases(orgId: number, f: PurchaseFilters): Promise<PurchasePage> {
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
}

const changed = (orgId: number) => queryClient.invalidateQueries({ queryKey: queryKeys.purchases(orgId) });

export async function createPurchase(orgId: number, body: PurchaseInput): Promise<Purchase> {
  const { purchase } = await call(api.purchase[":org"].$post({ param: { org: id(orgId) }, json: body }));
  void changed(orgId);
  return purchase;
}

export async function setPurchasePaid(orgId: number, purchaseId: number, paid: boolean): Promise<Purchase> {
  const { purchase } = await call(
    api.purchase[":org"][":id"].paid.$post({ param: { org: id(orgId), id: id(purchaseId) }, json: { paid } }),
  );
  void changed(orgId);
  return purchase;
}

export async function deletePurchase(orgId: number, purchaseId: number): Promise<void> {
  await call(api.purchase[":org"][":id"].$delete({ param: { org: id(orgId), id: id(purchaseId) } }));
  void changed(orgId);
}

export interface UploadResult {
  file: StoredFile;
  extracted: ExtractedInvoiceFields;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text || null;
  }
};

/** POSTs the file as multipart field `file`, reporting the share sent (0..1). */
export async function uploadInvoiceFile(
  orgId: number,
  file: File,
  onProgress?: (share: number) => void,
): Promise<UploadResult> {
  const token = await freshToken();
  const form = new FormData();
  form.append("file", file, file.name);
  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/file/${orgId}`);
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    const bookmark = bookmarkStore.latest();
    if (bookmark) xhr.setRequestHeader(BOOKMARK_HEADER, bookmark);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      bookmarkStore.advance(xhr.getResponseHeader(BOOKMARK_HEADER));
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as UploadResult);
      } else reject(new ApiError(xhr.status as never, data as never));
    };
    xhr.onerror = () => reject(new ApiError("FETCH_ERROR", null));
    xhr.ontimeout = () => reject(new ApiError("TIMEOUT_ERROR", null));
    xhr.timeout = 120_000;
    xhr.send(form);
  });
}
