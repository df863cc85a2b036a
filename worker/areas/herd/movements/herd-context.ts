// Loads, in one statement, what a movement write needs to validate and check itself: the organization's
// categories, the rodeos, cycles, lots and supplies it names, and the current stock of those rodeos;
// for a create, also the caller's session and role (the create's door) and the movement a repeated client id
// recorded.
import { getTableColumns, sql } from "drizzle-orm";
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

/** The row of loadHerdContext's read: JSON lists, and the columns asked for (NULL when not). */
interface ContextRow {
  categories: JsonColumn;
  rodeos: JsonColumn;
  stock: JsonColumn;
  cycles: JsonColumn;
  lots: JsonColumn;
  supplies: JsonColumn;
  role: Role | null;
  /** The recorded movement's json_object text. */
  recorded: string | null;
  /** sessionColumn's json_object text (settleSession reads it). */
  session: string | null;
}

const uniq = (ids: Iterable<number> | undefined) => [...new Set(ids ?? [])].filter((id) => Number.isInteger(id));

export async function loadHerdContext(db: Db, orgId: number, refs: ContextRefs): Promise<HerdContext> {
  const rodeoIds = idList(uniq(refs.rodeoIds));
  const cycleIds = idList(uniq(refs.cycleIds));
  const lotIds = idList(uniq(refs.lotIds));
  const supplyIds = idList(uniq(refs.supplyIds));
  const clearance = refs.withdrawalOn ? clearanceOn(orgId, sql`rodeos.id`, refs.withdrawalOn) : sql`NULL`;
  const role = refs.memberId
    ? sql`(SELECT role FROM user_organizations WHERE user_id = ${refs.memberId} AND organization_id = ${orgId})`
    : sql`NULL`;
  const recorded = refs.clientId
    ? sql`(SELECT ${jsonObjectOf(MOVEMENT_FIELDS)} FROM movements
        WHERE organization_id = ${orgId} AND client_id = ${refs.clientId} LIMIT 1)`
    : sql`NULL`;
  const [row] = await db.all<ContextRow>(sql`SELECT
      (SELECT json_group_array(json_object('id', id, 'name', name, 'ev', ev))
        FROM animal_categories WHERE organization_id = ${orgId}) AS categories,
      (SELECT json_group_array(json_object('id', id, 'name', name, 'lot_id', lot_id, 'deleted', deleted,
          'clearance', ${clearance}))
        FROM rodeos WHERE organization_id = ${orgId} AND id IN (${rodeoIds})) AS rodeos,
      (SELECT json_group_array(json_object('id', id, 'rodeo_id', rodeo_id, 'category_id', category_id, 'count', count))
        FROM rodeo_stock WHERE organization_id = ${orgId} AND rodeo_id IN (${rodeoIds})) AS stock,
      (SELECT json_group_array(id) FROM reproductive_cycles
        WHERE organization_id = ${orgId} AND deleted = 0 AND id IN (${cycleIds})) AS cycles,
      (SELECT json_group_array(json_object('id', id, 'name', name)) FROM lots
        WHERE organization_id = ${orgId} AND deleted = 0 AND id IN (${lotIds})) AS lots,
      (SELECT json_group_array(json_object('id', id, 'name', name, 'kind', kind, 'unit', unit,
          'milli', CAST(round(quantity * 1000) AS INTEGER), 'unit_cost', unit_cost,
          'withdrawal_days', withdrawal_days, 'deleted', deleted))
        FROM assets WHERE organization_id = ${orgId} AND id IN (${supplyIds})) AS supplies,
      ${role} AS role, ${recorded} AS recorded, ${refs.session ? sessionColumn(refs.session) : sql`NULL`} AS session`);
  const categories = jsonList<CategoryInfo>(row?.categories);
  const rodeos = jsonList<Omit<RodeoInfo, "deleted"> & { deleted: number | boolean }>(row?.rodeos);
  const supplies = jsonList<Omit<SupplyInfo, "deleted"> & { deleted: number | boolean }>(row?.supplies);
  const stock = jsonList<{ id: number; rodeo_id: number; category_id: number; count: number }>(row?.stock);
  return {
    orgId,
    categories: new Map(categories.map((c) => [c.id, c])),
    categoriesByKey: new Map(categories.map((c) => [categoryKey(c.name), c])),
    rodeos: new Map(rodeos.map((r) => [r.id, { ...r, deleted: r.deleted === true || r.deleted === 1 }])),
    stock: new Map(stock.map((s) => [stockKey(s.rodeo_id, s.category_id), s.count])),
    stockIds: new Map(stock.map((s) => [stockKey(s.rodeo_id, s.category_id), s.id])),
    cycles: new Set(jsonList<number>(row?.cycles)),
    lots: new Map(jsonList<{ id: number; name: string }>(row?.lots).map((l) => [l.id, l])),
    supplies: new Map(supplies.map((a) => [a.id, { ...a, deleted: a.deleted === true || a.deleted === 1 }])),
    ...(refs.memberId ? { role: row?.role ?? null } : {}),
    ...(refs.session ? { session: row?.session ?? null } : {}),
    ...(refs.clientId
      ? {
          recorded: row?.recorded ? readRows<MovementRow>(`[${row.recorded}]`, MOVEMENT_FIELDS)[0]! : null,
        }
      : {}),
  };
}
