// Proves, in one statement, that ids named in a request body (lots, rodeos, categories, fields, cycles,
// supplies, movements) belong to the organization; another organization's ids are simply absent from the answer.
import { sql } from "drizzle-orm";
import type { Db } from "../../../env";
import { badRequest, type FieldIssue } from "../../../lib/errors";
import { idList } from "./sql";
import { jsonList, type JsonColumn } from "./row-values";

export type OwnedKind = "lots" | "rodeos" | "categories" | "fields" | "cycles" | "supplies" | "movements";

/** Live rows only (soft-deleted lots, rodeos, cycles and movements count as absent). */
const TABLES: Record<OwnedKind, { table: string; live: string }> = {
  lots: { table: "lots", live: " AND deleted = 0" },
  rodeos: { table: "rodeos", live: " AND deleted = 0" },
  categories: { table: "animal_categories", live: "" },
  fields: { table: "fields", live: "" },
  cycles: { table: "reproductive_cycles", live: " AND deleted = 0" },
  supplies: { table: "assets", live: "" },
  movements: { table: "movements", live: " AND deleted = 0" },
};

export type OwnedRefs = Partial<Record<OwnedKind, Iterable<number | null | undefined>>>;

/** The named ids found in `orgId`, per kind (one statement; kinds not asked for come back empty). */
export async function ownedIds(db: Db, orgId: number, refs: OwnedRefs): Promise<Record<OwnedKind, Set<number>>> {
  const kinds = (Object.keys(TABLES) as OwnedKind[]).filter((k) => refs[k] !== undefined);
  const found = Object.fromEntries((Object.keys(TABLES) as OwnedKind[]).map((k) => [k, new Set<number>()])) as Record<
    OwnedKind,
    Set<number>
  >;
  if (!kinds.length) return found;
  const ids = (k: OwnedKind) => [...new Set(refs[k])].filter((id): id is number => Number.isSafeInteger(id));
  const columns = kinds.map(
    (k) =>
      sql`(SELECT json_group_array(id) FROM ${sql.raw(TABLES[k].table)} WHERE organization_id = ${orgId}${sql.raw(
        TABLES[k].live,
      )} AND id IN (${idList(ids(k))})) AS ${sql.raw(k)}`,
  );
  const [row] = await db.all<Partial<Record<OwnedKind, JsonColumn>>>(sql`SELECT ${sql.join(columns, sql`, `)}`);
  for (const k of kinds) for (const id of jsonList<number>(row?.[k])) found[k].add(id);
  return found;
}

/** One id a body names, where it sits (`path`) and the message when it is not the organization's. */
export interface NamedId {
  kind: OwnedKind;
  id: number | null | undefined;
  path: string;
  message: string;
}

/** 400 VALIDATION_ERROR listing every named id that is not the organization's (one statement). */
export async function assertOwned(db: Db, orgId: number, named: readonly NamedId[]): Promise<void> {
  const asked = named.filter((n) => typeof n.id === "number");
  if (!asked.length) return;
  const refs: OwnedRefs = {};
  for (const n of asked) refs[n.kind] = [...(refs[n.kind] ?? []), n.id];
  const found = await ownedIds(db, orgId, refs);
  const issues: FieldIssue[] = asked
    .filter((n) => !found[n.kind].has(n.id!))
    .map((n) => ({ path: n.path, message: n.message }));
  if (issues.length) throw badRequest("Datos inválidos", "VALIDATION_ERROR", issues);
}
