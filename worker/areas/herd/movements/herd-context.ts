// Loads, in one statement, what a movement write needs to validate and check itself: the organization's
// categories, the rodeos, cycles, lots and supplies it names, and the current stock of those rodeos;
// for a create, also the caller's session and role (the create's door) and the movement a repeated client id
// recorded. All but that movement is one JSON text, which a create also reads back after its writes and guards
// its next batch with (context-cache.ts, docs/aggregates.md "A create in one round trip").
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { movements, type Role } from "../../../db/schema";
import type { Db } from "../../../env";
import { categoryKey } from "../../../shared/defaults";
import type { SupplyKind } from "../../../shared/supply-schemas";
import { stockKey } from "./stock-effects";
import { idList } from "../common/sql";
import { jsonList, type JsonColumn } from "../common/row-values";
import { clearanceOn } from "../common/withdrawal-sql";
import { jsonObjectOf, readRows, type JsonFields } from "../../dashboard/json-rows";
import type { MovementRow } from "./movement-row";
import type { PendingSession } from "../../../env";
import { sessionColumn } from "../../account/require-auth";

const MOVEMENT_FIELDS: JsonFields = getTableColumns(movements);

export interface CategoryInfo {
  id: number;
  name: string;
  ev: number;
}

export interface RodeoInfo {
  id: number;
  name: string;
  lot_id: number | null;
  deleted: boolean;
  /** Its latest clearance day covering ContextRefs.withdrawalOn (YYYY-MM-DD), or null: not under withdrawal. */
  clearance: string | null;
}

export interface SupplyInfo {
  id: number;
  name: string;
  kind: SupplyKind;
  unit: string;
  /** Current quantity in thousandths of the unit (an integer read exactly, unlike a REAL through JSON). */
  milli: number;
  /** Current unit cost (a consumption stores it: the cost of the day). */
  unit_cost: number;
  /** Meat withdrawal days a treatment with it gives when the treatment states none. */
  withdrawal_days: number;
  deleted: boolean;
}

export interface HerdContext {
  orgId: number;
  /** What it was read from (contextColumn's text): a create guards its batch with it (context-cache.ts). */
  text: string;
  categories: Map<number, CategoryInfo>;
  categoriesByKey: Map<string, CategoryInfo>;
  rodeos: Map<number, RodeoInfo>;
  /** Current count per `rodeo:category` (only rows that exist). */
  stock: Map<string, number>;
  /** The rodeo_stock row id of each of those counts. */
  stockIds: Map<string, number>;
  cycles: Set<number>;
  lots: Map<number, { id: number; name: string }>;
  /** The organization's supplies named by the write (another organization's ids are simply absent). */
  supplies: Map<number, SupplyInfo>;
  /** With ContextRefs.memberId: that user's role in the organization (null: not a member). */
  role?: Role | null;
  /** With ContextRefs.clientId: the movement already recorded with it, if any. */
  recorded?: MovementRow | null;
  /** With ContextRefs.session: its sessionColumn (settleSession reads it; null: the session is gone). */
  session?: unknown;
}

export interface ContextRefs {
  rodeoIds: Iterable<number>;
  cycleIds?: Iterable<number>;
  lotIds?: Iterable<number>;
  supplyIds?: Iterable<number>;
  /** Read each rodeo's meat withdrawal on this day (a sale's date): RodeoInfo.clearance. */
  withdrawalOn?: string | null;
  /** Read this user's role in the organization (a create's door, docs/aggregates.md): HerdContext.role. */
  memberId?: number;
  /** Read the movement recorded with this client id: HerdContext.recorded. */
  clientId?: string | null;
  /** Read this token's session (a create behind pathDoor.late, require-auth.ts): HerdContext.session. */
  session?: PendingSession;
}

/** The context as loadHerdContext's statement reads it: one JSON array (contextColumn), parsed. */
type ContextParts = [
  categories: JsonColumn,
  rodeos: JsonColumn,
  stock: JsonColumn,
  cycles: JsonColumn,
  lots: JsonColumn,
  supplies: JsonColumn,
  role: Role | null,
  session: unknown,
];

const uniq = (ids: Iterable<number> | undefined) => [...new Set(ids ?? [])].filter((id) => Number.isInteger(id));

/**
 * Everything a write reads from the organization (all but the recorded client id) as ONE JSON text: the value
 * a create keeps for the next write on the same references (context-cache.ts), and the one its guard
 * compares with what the database holds when the batch runs.
 */
export function contextColumn(orgId: number, refs: ContextRefs): SQL {
  const rodeoIds = idList(uniq(refs.rodeoIds));
  const cycleIds = idList(uniq(refs.cycleIds));
  const lotIds = idList(uniq(refs.lotIds));
  const supplyIds = idList(uniq(refs.supplyIds));
  const clearance = refs.withdrawalOn ? clearanceOn(orgId, sql`rodeos.id`, refs.withdrawalOn) : sql`NULL`;
  const role = refs.memberId
    ? sql`(SELECT role FROM user_organizations WHERE user_id = ${refs.memberId} AND organization_id = ${orgId})`
    : sql`NULL`;
  return sql`json_array(
      (SELECT json_group_array(json_object('id', id, 'name', name, 'ev', ev))
        FROM animal_categories WHERE organization_id = ${orgId}),
      (SELECT json_group_array(json_object('id', id, 'name', name, 'lot_id', lot_id, 'deleted', deleted,
          'clearance', ${clearance}))
        FROM rodeos WHERE organization_id = ${orgId} AND id IN (${rodeoIds})),
      (SELECT json_group_array(json_object('id', id, 'rodeo_id', rodeo_id, 'category_id', category_id, 'count', count))
        FROM rodeo_stock WHERE organization_id = ${orgId} AND rodeo_id IN (${rodeoIds})),
      (SELECT json_group_array(id) FROM reproductive_cycles
        WHERE organization_id = ${orgId} AND deleted = 0 AND id IN (${cycleIds})),
      (SELECT json_group_array(json_object('id', id, 'name', name)) FROM lots
        WHERE organization_id = ${orgId} AND deleted = 0 AND id IN (${lotIds})),
      (SELECT json_group_array(json_object('id', id, 'name', name, 'kind', kind, 'unit', unit,
          'milli', CAST(round(quantity * 1000) AS INTEGER), 'unit_cost', unit_cost,
          'withdrawal_days', withdrawal_days, 'deleted', deleted))
        FROM assets WHERE organization_id = ${orgId} AND id IN (${supplyIds})),
      ${role}, ${refs.session ? sessionColumn(refs.session) : sql`NULL`})`;
}

export async function loadHerdContext(db: Db, orgId: number, refs: ContextRefs): Promise<HerdContext> {
  const recorded = refs.clientId
    ? sql`(SELECT ${jsonObjectOf(MOVEMENT_FIELDS)} FROM movements
        WHERE organization_id = ${orgId} AND client_id = ${refs.clientId} LIMIT 1)`
    : sql`NULL`;
  const [row] = await db.all<{ context: string; recorded: string | null }>(
    sql`SELECT ${contextColumn(orgId, refs)} AS context, ${recorded} AS recorded`,
  );
  return herdContextOf(orgId, refs, row!.context, row!.recorded);
}

/** The session's column as settleSession reads it: text (json_array may have kept it as an object). */
const sessionText = (value: unknown) => (value == null || typeof value === "string" ? value : JSON.stringify(value));

/**
 * The context of contextColumn's `text`; `recorded` is the movement a repeated client id recorded (its
 * json_object text), read only by loadHerdContext. `text` is kept on the context (HerdContext.text).
 */
export function herdContextOf(orgId: number, refs: ContextRefs, text: string, recorded?: string | null): HerdContext {
  const [categoryList, rodeoList, stockList, cycles, lots, supplyList, role, session] = JSON.parse(
    text,
  ) as ContextParts;
  const categories = jsonList<CategoryInfo>(categoryList);
  const rodeos = jsonList<Omit<RodeoInfo, "deleted"> & { deleted: number | boolean }>(rodeoList);
  const supplies = jsonList<Omit<SupplyInfo, "deleted"> & { deleted: number | boolean }>(supplyList);
  const stock = jsonList<{ id: number; rodeo_id: number; category_id: number; count: number }>(stockList);
  return {
    orgId,
    text,
    categories: new Map(categories.map((c) => [c.id, c])),
    categoriesByKey: new Map(categories.map((c) => [categoryKey(c.name), c])),
    rodeos: new Map(rodeos.map((r) => [r.id, { ...r, deleted: r.deleted === true || r.deleted === 1 }])),
    stock: new Map(stock.map((s) => [stockKey(s.rodeo_id, s.category_id), s.count])),
    stockIds: new Map(stock.map((s) => [stockKey(s.rodeo_id, s.category_id), s.id])),
    cycles: new Set(jsonList<number>(cycles)),
    lots: new Map(jsonList<{ id: number; name: string }>(lots).map((l) => [l.id, l])),
    supplies: new Map(supplies.map((a) => [a.id, { ...a, deleted: a.deleted === true || a.deleted === 1 }])),
    ...(refs.memberId ? { role: role ?? null } : {}),
    ...(refs.session ? { session: sessionText(session) ?? null } : {}),
    ...(refs.clientId
      ? { recorded: recorded ? readRows<MovementRow>(`[${recorded}]`, MOVEMENT_FIELDS)[0]! : null }
      : {}),
  };
}
