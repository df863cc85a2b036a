// Supply reads: the list (one statement), and a supply's detail — its movements newest first, a page at a
// time, and its quantity at the end of each day with a movement, replayed from its live movements.
import { and, desc, eq, lt, or, asc, sql, type SQL } from "drizzle-orm";
import { assets, movements } from "../../../db/schema";
import type { Db } from "../../../env";
import type { SupplyDetail, SupplyQuantityPoint } from "../../../shared/supply-types";
import { decodeCursor, toPage } from "../movements/movement-list";
import { fromMilli, supplyEffects, SUPPLY_TYPES } from "./supply-effects";
import { suppliesQuery, namesSupplySql, toSupply, type SupplyFilter } from "./supply-view";
import { callerRole } from "../../organization/member-role";

/** Movements per page of a supply's history. */
export const SUPPLY_PAGE = 20;

export async function listSupplies(db: Db, filter: SupplyFilter) {
  return (await suppliesQuery(db, filter)).map(toSupply);
}

/** The supply's organization, whether it is deleted, and the caller's role there: the detail's door. */
export async function supplyDoorRow(db: Db, userId: number, supplyId: number) {
  const [row] = await db
    .select({
      organization_id: assets.organization_id,
      deleted: assets.deleted,
      role: sql<string | null>`${callerRole(userId, sql`${assets.organization_id}`)}`,
    })
    .from(assets)
    .where(eq(assets.id, supplyId))
    .limit(1);
  return row;
}

/** The live movements of `orgId` naming supply `supplyId`. */
function supplyMovements(orgId: number, supplyId: number): SQL {
  return and(
    eq(movements.organization_id, orgId),
    sql`${movements.type} IN (${sql.raw(SUPPLY_TYPES.map((t) => `'${t}'`).join(", "))})`,
    eq(movements.deleted, false),
    namesSupplySql("movements", sql`${supplyId}`),
  )!;
}

/** The quantity at the end of each day with a movement, from the replay of the supply's movements in order. */
export function quantitySeries(
  supplyId: number,
  rows: ReadonlyArray<{ type: string; date: string; data: unknown }>,
): SupplyQuantityPoint[] {
  const points: SupplyQuantityPoint[] = [];
  let milli = 0;
  for (const row of rows) {
    const effects = supplyEffects({ type: row.type, data: (row.data ?? {}) as Record<string, unknown> });
    for (const d of effects) if (d.asset_id === supplyId) milli += d.milli;
    const day = row.date.slice(0, 10);
    const last = points.at(-1);
    if (last?.date === day) last.quantity = fromMilli(milli);
    else points.push({ date: day, quantity: fromMilli(milli) });
  }
  return points;
}

/** One round trip after the door: the supply, a page of its movements and the rows of its curve. */
export async function supplyDetail(
  db: Db,
  orgId: number,
  supplyId: number,
  cursor?: string,
): Promise<SupplyDetail | null> {
  const where = [supplyMovements(orgId, supplyId)];
  if (cursor) {
    const c = decodeCursor(cursor);
    where.push(or(lt(movements.date, c.date), and(eq(movements.date, c.date), lt(movements.id, c.id)))!);
  }
  const [supplyRows, pageRows, curveRows] = await db.batch([
    suppliesQuery(db, { orgId, ids: [supplyId] }),
    db
      .select()
      .from(movements)
      .where(and(...where))
      .orderBy(desc(movements.date), desc(movements.id))
      .limit(SUPPLY_PAGE + 1),
    db
      .select({ type: movements.type, date: movements.date, data: movements.data })
      .from(movements)
      .where(supplyMovements(orgId, supplyId))
      .orderBy(asc(movements.date), asc(movements.id)),
  ]);
  if (!supplyRows[0]) return null;
  const page = toPage(pageRows, SUPPLY_PAGE);
  return {
    asset: toSupply(supplyRows[0]),
    movements: page.movements,
    next_cursor: page.next_cursor,
    series: quantitySeries(supplyId, curveRows),
  };
}
