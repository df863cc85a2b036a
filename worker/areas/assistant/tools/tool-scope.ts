// What every assistant tool receives: the organization the caller was admitted to (bound by closure, never
// an input), and the organization's names, read once per answer for the loose name matching.
import { sql } from "drizzle-orm";
import type { Role } from "../../../db/schema";
import { rawBatch } from "../../../db/raw-batch";
import type { Db } from "../../../env";
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { listNames, matchName, type Named } from "../name-match";

export interface ToolScope {
  db: Db;
  orgId: number;
  userId: number;
  role: Role;
  /** Today in Argentina (YYYY-MM-DD): "hoy", "este mes" and due tasks count from it. */
  today: string;
}

export interface OrgNames {
  fields: Named[];
  lots: Array<Named & { field_id: number | null; hectares: number }>;
  rodeos: Array<Named & { lot_id: number | null }>;
  /** With the plural the organization wrote for each (null: derived), for "2 terneros". */
  categories: Array<Named & { plural_name: string | null }>;
  cycles: Array<Named & { rodeo_id: number }>;
}

/** The organization's live names in one round trip (bounded: a ranch has tens, not thousands). */
export async function loadNames(db: Db, orgId: number): Promise<OrgNames> {
  // Each statement selects its list's fields, one for one.
  type Rows = [
    OrgNames["fields"][number],
    OrgNames["lots"][number],
    OrgNames["rodeos"][number],
    OrgNames["categories"][number],
    OrgNames["cycles"][number],
  ];
  const [fields, lots, rodeos, categories, cycles] = await rawBatch<Rows>(db, [
    sql`SELECT id, name FROM fields WHERE organization_id = ${orgId} ORDER BY id LIMIT 500`,
    sql`SELECT id, name, field_id, hectares FROM lots WHERE organization_id = ${orgId} AND deleted = 0 ORDER BY "order", id LIMIT 2000`,
    sql`SELECT id, name, lot_id FROM rodeos WHERE organization_id = ${orgId} AND deleted = 0 ORDER BY id LIMIT 2000`,
    sql`SELECT id, name, plural_name FROM animal_categories WHERE organization_id = ${orgId} ORDER BY id LIMIT 500`,
    sql`SELECT id, name, rodeo_id FROM reproductive_cycles WHERE organization_id = ${orgId} AND deleted = 0 ORDER BY service_start DESC, id DESC LIMIT 500`,
  ]);
  return {
    fields,
    lots,
    rodeos,
    // An empty plural is no plural (derived from the name).
    categories: categories.map((r) => ({ ...r, plural_name: r.plural_name || null })),
    cycles,
  };
}

/** Spanish names of what a tool looks up, for its questions. */
const WHAT = {
  field: "campo",
  lot: "lote",
  rodeo: "rodeo",
  category: "categoría",
  cycle: "ciclo",
  supply: "insumo",
  member: "miembro",
} as const;

export type Resolved<T> = { item: T; question?: undefined } | { item?: undefined; question: string };

/** The one item `query` names, or the question to ask (several matched, or none). */
export function resolve<T extends Named>(what: keyof typeof WHAT, query: string, items: readonly T[]): Resolved<T> {
  const match = matchName(query, items);
  if (match.kind === "one") return { item: match.item };
  const noun = WHAT[what];
  if (match.kind === "many") {
    return { question: `¿Qué ${noun} querés decir: ${listNames(match.items)}?` };
  }
  const known = items.length ? ` Los que tengo son: ${listNames(items)}.` : "";
  return { question: `No encontré ningún ${noun} llamado "${query.slice(0, 60)}".${known}` };
}

/** The result of a tool that has to ask instead of answering. */
export const ask = (question: string): AssistantToolResult => ({ summary: question, question, figures: [], links: [] });

const intFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat("es-AR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToThree = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 3 });

export const fmtInt = (n: number) => intFormat.format(n);
export const fmt1 = (n: number) => oneDecimal.format(n);
export const fmt2 = (n: number) => twoDecimals.format(n);
/** Daily gains (kg/día) and supply quantities: up to three decimals. */
export const fmt3 = (n: number) => upToThree.format(n);
