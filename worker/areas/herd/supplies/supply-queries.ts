// Supply reads: the list (one statement), and a supply's detail — its movements newest first, a page at a
// time, and its quantity at the end of each day with a movement, replayed from its live movements.
import { and, desc, eq, lt, or, asc, sql, type SQL } from "drizzle-orm";
import { assets, movements } from "../../../db/schema";
import type { Db } from "../../../env";
import type { AssetDetail, AssetQuantityPoint } from "../../../shared/supply-types";
import { decodeCursor, toPage } from "../movements/movement-list";
import { fromMilli, supplyEffects, SUPPLY_TYPES } from "./supply-effects";
import { assetsQuery, namesAssetSql, toAsset, type AssetFilter } from "./supply-view";
import { callerRole } from "../../organization/member-role";

/** Movements per page of a supply's history. */
export const ASSET_PAGE = 20;

export async function listAssets(db: Db, filter: AssetFilter) {
  return (await assetsQuery(db, filter)).map(toAsset);
}

/** The supply's organization, whether it is deleted, and the caller's role there: the detail's door. */
export async function assetDoorRow(db: Db, userId: number, assetId: number) {
  const [row] = await db
    .select({
      organization_id: assets.organization_id,
      deleted: assets.deleted,
      role: sql<string | null>`${callerRole(userId, sql`${assets.organization_id}`)}`,
    })
    .from(assets)
    .where(eq(assets.id, assetId))
    .limit(1);
  return row;
}

/** The live movements of `orgId` naming supply `assetId`. */
function assetMovements(orgId: number, assetId: number): SQL {
  return and(
    eq(movements.organization_id, orgId),
    sql`${movements.type} IN (${sql.raw(SUPPLY_TYPES.map((t) => `'${t}'`).join(", "))})`,
    eq(movements.deleted, false),
    namesAssetSql("movements", sql`${assetId}`),
  )!;
}

/** The quantity at the end of each day with a movement, from the replay of the supply's movements in order. */
export function quantitySeries(
  assetId: number,
  rows: ReadonlyArray<{ type: string; date: string; data: unknown }>,
): AssetQuantityPoint[] {
  const points: AssetQuantityPoint[] = [];
  let milli = 0;
  for (const row of rows) {
    const effects = supplyEffects({ type: row.type, data: (row.data ?? {}) as Record<string, unknown> });
    for (const d of effects) if (d.asset_id === assetId) milli += d.milli;
    const day = row.date.slice(0, 10);
    const last = points.at(-1);
    if (last?.date === day) last.quantity = fromMilli(milli);
    else points.push({ date: day, quantity: fromMilli(milli) });
  }
  return points;
}

/** One round trip after the door: the supply, a page of its movements and the rows of its curve. */
export async function assetDetail(
  db: Db,
  orgId: number,
  assetId: number,
  cursor?: string,
): Promise<AssetDetail | null> {
  const where = [assetMovements(orgId, assetId)];
  if (cursor) {
    const c = decodeCursor(cursor);
    where.push(or(lt(movements.date, c.date), and(eq(movements.date, c.date), lt(movements.id, c.id)))!);
  }
  const [assetRows, pageRows, curveRows] = await db.batch([
    assetsQuery(db, { orgId, ids: [assetId] }),
    db
      .select()
      .from(movements)
      .where(and(...where))
      .orderBy(desc(movements.date), desc(movements.id))
      .limit(ASSET_PAGE + 1),
    db
      .select({ type: movements.type, date: movements.date, data: movements.data })
      .from(movements)
      .where(assetMovements(orgId, assetId))
      .orderBy(asc(movements.date), asc(movements.id)),
  ]);
  if (!assetRows[0]) return null;
  const page = toPage(pageRows, ASSET_PAGE);
  return {
    asset: toAsset(assetRows[0]),
    movements: page.movements,
    next_cursor: page.next_cursor,
    series: quantitySeries(assetId, curveRows),
  };
}
