// An organization's storage (docs/storage.md): the default quota, the use the API reports and how sizes read,
// the same in the API's refusal and on the configuration screen.

/** 1 GB: the worker's STORAGE_QUOTA_BYTES var when it is unset or not a positive whole number. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 1024 ** 3;

/** GET /api/organization/{id}/storage. */
export interface StorageUsage {
  used_bytes: number;
  quota_bytes: number;
}

const UNITS = [
  ["MB", 1024 ** 2],
  ["GB", 1024 ** 3],
] as const;

/**
 * "0 MB", "340 KB", "12,3 MB", "1 GB" (binary units, one decimal at most; es-AR digits unless `locale`
 * says otherwise). A few bytes read as "1 KB", never "0 KB", so a use that is not zero never looks empty.
 */
export function formatBytes(bytes: number, locale = "es-AR"): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes <= 0) return `${format.format(0)} MB`;
  const kb = Math.max(1, Math.round(bytes / 1024));
  if (kb < 1024) return `${format.format(kb)} KB`;
  // The largest unit whose rounded figure stays under 1024 ("1.023,9 MB" becomes "1 GB").
  const [unit, size] = UNITS.find(([, size]) => Math.round((bytes / size) * 10) / 10 < 1024) ?? UNITS[1];
  return `${format.format(bytes / size)} ${unit}`;
}

/** The share of the quota in use, 0 to 1 (a quota lowered below the use reads as full). */
export const usedShare = ({ used_bytes, quota_bytes }: StorageUsage): number =>
  quota_bytes > 0 ? Math.min(1, Math.max(0, used_bytes / quota_bytes)) : 1;
