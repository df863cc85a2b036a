// Reproductive cycles: one-statement reads (list; detail with its movements) and the KPIs of a detail.
import { sql } from "drizzle-orm";
import type { Db } from "../../../env";
import { cycleKpis } from "../../../shared/cycle-kpis";
import type { Cycle, CycleDetail } from "../../../shared/herd-types";
import { jsonList, type JsonColumn } from "../common/row-values";
import { toMovement, type MovementRow } from "../movements/movement-row";

/** Movements listed in a cycle's detail (a season has tens; this only bounds the answer). */
const MAX_CYCLE_MOVEMENTS = 1000;

const MOVEMENT_JSON = sql`json_object('id', m.id, 'organization_id', m.organization_id, 'type', m.type,
  'date', m.date, 'rodeo_id', m.rodeo_id, 'lot_id', m.lot_id, 'cycle_id', m.cycle_id, 'detail', m.detail,
  'reference', m.reference, 'animals', json(m.animals), 'data', json(m.data), 'metadata', json(m.metadata),
  'deleted', m.deleted, 'created_by', m.created_by, 'created_at', m.created_at, 'updated_at', m.updated_at)`;

export function cyclesSql(orgId: number, cycleId?: number) {
  const detail = cycleId
    ? sql`, (SELECT json_group_array(${MOVEMENT_JSON}) FROM (SELECT * FROM movements
        WHERE organization_id = rc.organization_id AND cycle_id = rc.id AND deleted = 0
        ORDER BY date DESC, id DESC LIMIT ${MAX_CYCLE_MOVEMENTS}) m) AS movements`
    : sql``;
  const one = cycleId ? sql` AND rc.id = ${cycleId}` : sql``;
  return sql`SELECT rc.id, rc.rodeo_id, r.name AS rodeo_name, rc.name, rc.service_start, rc.service_end,
      rc.method, rc.females_exposed, rc.bulls, rc.created_at, rc.updated_at${detail}
    FROM reproductive_cycles rc JOIN rodeos r ON r.id = rc.rodeo_id
    WHERE rc.organization_id = ${orgId} AND rc.deleted = 0${one}
    ORDER BY rc.service_start DESC, rc.id DESC
    LIMIT 500`;
}

/** A row of cyclesSql: the columns of a Cycle, as SQLite returns them. */
export type CycleRow = Cycle;

/** A row of cyclesSql with a cycle id: its movements too. */
export type CycleDetailRow = CycleRow & { movements: JsonColumn };

export function toCycle(row: CycleRow): Cycle {
  return {
    id: row.id,
    rodeo_id: row.rodeo_id,
    rodeo_name: row.rodeo_name,
    name: row.name,
    service_start: row.service_start,
    service_end: row.service_end,
    method: row.method,
    females_exposed: row.females_exposed,
    bulls: row.bulls,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toCycleDetail(row: CycleDetailRow): CycleDetail {
  const cycle = toCycle(row);
  const movements = jsonList<MovementRow>(row.movements)
    .map(toMovement)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
  return { ...cycle, movements, kpis: cycleKpis(cycle.females_exposed, movements) };
}

export async function loadCycles(db: Db, orgId: number) {
  const rows = await db.all<CycleRow>(cyclesSql(orgId));
  return rows.map(toCycle);
}

export async function loadCycleDetail(db: Db, orgId: number, id: number) {
  const [row] = await db.all<CycleDetailRow>(cyclesSql(orgId, id));
  return row ? toCycleDetail(row) : null;
}
