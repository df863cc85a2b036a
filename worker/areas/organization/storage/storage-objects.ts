// R2 objects of an organization that no row names any more. Rows go first (in their batch, with the
// storage count): a failed object delete then leaves an unreachable object, never a row without its bytes.
import type { Env } from "../../../env";

/** Where an organization's uploads live in FILES (invoice files, note photos). */
export const organizationPrefixes = (orgId: number) => [`files/${orgId}/`, `notes/${orgId}/`];

/** Deletes the objects at `keys` (R2 takes up to 1000 keys per call). */
export async function deleteObjects(bucket: Env["FILES"], keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}

/** Every object of deleted organizations (their ids are never reused: AUTOINCREMENT). */
export async function deleteOrganizationObjects(bucket: Env["FILES"], orgIds: readonly number[]): Promise<void> {
  for (const prefix of orgIds.flatMap(organizationPrefixes)) {
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix, cursor, limit: 1000 });
      await deleteObjects(
        bucket,
        page.objects.map((o) => o.key),
      );
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
}
