// Export and import through the API, the ZIP read back, and an export in a form where two organizations'
// copies of the same data compare equal (ids replaced by their order in the file).
import { exports } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { api, ORIGIN } from "./fixtures";
import {
  NESTED_ID_SUFFIXES,
  TRANSFER_TABLES,
  type TransferKey,
} from "../../worker/areas/organization/transfer/transfer-tables";

export type ExportJson = {
  format: string;
  version: number;
  organization: { id: number; name: string };
  members: { user_id: number; email: string }[];
  tables: Record<TransferKey, Record<string, unknown>[]>;
};

export async function exportResponse(orgId: number, token?: string) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return exports.default.fetch(new Request(`${ORIGIN}/api/organization/${orgId}/export`, { headers }));
}

/** The ZIP's files as text, by name. */
export async function exportFiles(orgId: number, token: string): Promise<Record<string, string>> {
  const res = await exportResponse(orgId, token);
  if (res.status !== 200) throw new Error(`export ${res.status}: ${await res.text()}`);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

export async function exportJson(orgId: number, token: string): Promise<ExportJson> {
  return JSON.parse((await exportFiles(orgId, token))["tropero-export.json"]!) as ExportJson;
}

export const importInto = (orgId: number, token: string, body: unknown) =>
  api<{ imported: Record<string, number> }>(`/organization/${orgId}/import`, { method: "POST", token, body });

/**
 * The export with every id replaced by `#n` (its place among its table's rows by id) and the organization
 * dropped: two organizations holding the same records give the same value.
 */
export function canonical(json: ExportJson, skip: TransferKey[] = []) {
  const ranks = new Map<string, Map<number, number>>();
  for (const t of TRANSFER_TABLES) {
    const ids = (json.tables[t.key] ?? []).map((r) => r.id as number).sort((a, b) => a - b);
    ranks.set(t.key, new Map(ids.map((id, i) => [id, i + 1])));
  }
  const rank = (key: string, id: unknown) => (typeof id === "number" ? `#${ranks.get(key)?.get(id) ?? `?${id}`}` : id);
  const nested = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(nested);
    if (!value || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        const target = NESTED_ID_SUFFIXES.find(([suffix]) => k === suffix || k.endsWith(`_${suffix}`))?.[1];
        return [k, target ? rank(target, v) : nested(v)];
      }),
    );
  };
  const out: Record<string, unknown[]> = {};
  for (const t of TRANSFER_TABLES) {
    if (skip.includes(t.key)) continue;
    out[t.key] = (json.tables[t.key] ?? [])
      .map((row) => {
        const next: Record<string, unknown> = {};
        for (const [column, value] of Object.entries(row)) {
          if (column === "organization_id") continue;
          const target = column === "id" ? t.key : t.refs[column];
          next[column] =
            target && target !== "users"
              ? rank(target, value)
              : (t.json ?? []).includes(column)
                ? nested(value)
                : value;
        }
        return next;
      })
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}
