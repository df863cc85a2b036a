// An organization's storage quota (docs/storage.md): organizations.storage_bytes is the sum of the sizes of
// its invoice files and note photos, changed in the same D1 batch as the rows themselves. An upload's
// insert carries the quota as its own guard, so two uploads at once cannot both pass it.
import { sql, type SQL } from "drizzle-orm";
import { organizations } from "../../../db/schema";
import type { Db, Env } from "../../../env";
import { ApiError } from "../../../lib/errors";
import { DEFAULT_STORAGE_QUOTA_BYTES, formatBytes } from "../../../shared/storage-values";
import { memberOrganization } from "../organizations";

/** The quota of every organization: wrangler.toml's STORAGE_QUOTA_BYTES, else 1 GB. */
export function storageQuota(env: Pick<Env, "STORAGE_QUOTA_BYTES">): number {
  const quota = Number(env.STORAGE_QUOTA_BYTES);
  return Number.isSafeInteger(quota) && quota > 0 ? quota : DEFAULT_STORAGE_QUOTA_BYTES;
}

/** The organization's bytes in use with the caller's role there (a door row), one statement. */
export const storageUse = (db: Db, userId: number, orgId: number) =>
  memberOrganization(db, userId, orgId, { used: organizations.storage_bytes });

/** The guard of an insert that adds `size` bytes: the organization's use stays within `quota`. */
export const fitsQuota = (orgId: number, size: number, quota: number): SQL =>
  sql`(SELECT storage_bytes FROM organizations WHERE id = ${orgId}) + ${size} <= ${quota}`;

/** Counts `size` bytes once the row `written` selects exists (the insert before it in the batch passed). */
export const addStorage = (orgId: number, size: number, written: SQL): SQL =>
  sql`UPDATE organizations SET storage_bytes = storage_bytes + ${size} WHERE id = ${orgId} AND EXISTS (${written})`;

/**
 * Frees the bytes of the rows `sizes` selects (a `SELECT size ...` with the very WHERE of the delete that
 * follows it in the same batch, so exactly the rows deleted are taken off).
 */
export const releaseStorage = (orgId: number, sizes: SQL): SQL =>
  sql`UPDATE organizations SET storage_bytes = storage_bytes - (SELECT coalesce(sum(size), 0) FROM (${sizes}))
    WHERE id = ${orgId}`;

/** The organization's use, read in the upload's batch (the refusal says how much is used). */
/** A row of usedStorage. */
export interface UsedStorageRow {
  used: number;
}

export const usedStorage = (orgId: number): SQL =>
  sql`SELECT storage_bytes AS used FROM organizations WHERE id = ${orgId}`;

/** 413: the upload does not fit; says the organization's use, its quota and the upload's size. */
export function storageFull(what: "el archivo" | "la foto", size: number, used: number, quota: number): ApiError {
  return new ApiError(
    413,
    "STORAGE_FULL",
    `Se alcanzó el espacio de la organización: ${formatBytes(used)} de ${formatBytes(quota)} usados, y ${what} ocupa ` +
      `${formatBytes(size)}. Para subir más, eliminá fotos o archivos que ya no necesiten.`,
  );
}
