// Reads of the supply reports: rodeos under withdrawal and the rows of the consumption report, each in one
// statement. The report reads the aggregates the triggers keep (docs/aggregates.md), never the log itself:
// months of rodeos and supplies, the days of lot feeding, and a rodeo's days only for the few months the
// report must replay day by day.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../env";
import type { Role } from "../../../db/schema";
import { lateDoorSql, type LateReader } from "../../organization/late-door-sql";
import { addCalendarDays } from "../../../shared/clearance";
import { daysInMonth, type MonthRange } from "../../../shared/report-months";
import type { RodeoUnderWithdrawal } from "../../../shared/supply-types";
import { jsonList, str, type JsonColumn } from "../common/row-values";
import { clearanceOn } from "../common/withdrawal-sql";
import type { ReportRows } from "./consumption-report";

/** Live rodeos whose latest clearance day is today or later, soonest first. Columns: WITHDRAWAL_COLUMNS. */
export function withdrawalsSql(orgId: number, today: string): SQL {
  return sql`SELECT rodeo_id, rodeo, withdrawal_until FROM (
      SELECT r.id AS rodeo_id, r.name AS rodeo, ${clearanceOn(orgId, sql`r.id`, today)} AS withdrawal_until
      FROM rodeos r WHERE r.organization_id = ${orgId} AND r.deleted = 0)
    WHERE withdrawal_until IS NOT NULL
    ORDER BY withdrawal_until, rodeo COLLATE NOCASE, rodeo_id`;
}

export const WITHDRAWAL_COLUMNS = [
  "rodeo_id",
  "rodeo",
  "withdrawal_until",
] as const satisfies readonly (keyof WithdrawalRow)[];

/** A row of withdrawalsSql (withdrawal_until is never NULL there). */
export interface WithdrawalRow {
  rodeo_id: number;
  rodeo: string;
  withdrawal_until: string;
}

export const toWithdrawal = (r: WithdrawalRow): RodeoUnderWithdrawal => ({
  rodeo_id: r.rodeo_id,
  rodeo: r.rodeo,
  withdrawal_until: r.withdrawal_until,
});

export async function rodeosUnderWithdrawal(db: Db, orgId: number, today: string): Promise<RodeoUnderWithdrawal[]> {
  return (await db.all<WithdrawalRow>(withdrawalsSql(orgId, today))).map(toWithdrawal);
}

/** Who reads the report: the caller and, when still to be read, their session (a late door, door.ts). */
export type ReportReader = LateReader;

/**
 * The consumption report's rows, in one statement (JSON columns; see ReportRows for each one), with the
 * reader's session and role: the report's columns are read only when both let them (a CASE branch not taken
 * runs none of its subqueries, so a refused reader costs two index lookups). `today` is Argentina's day:
 * the head counted in a month stops there.
 */
export function consumptionSql(orgId: number, range: MonthRange, today: string, reader: ReportReader): SQL {
  const start = `${range.from}-01`;
  const end = `${range.to}-${String(daysInMonth(range.to)).padStart(2, "0")}`;
  const after = addCalendarDays(end, 1);
  const current = today.slice(0, 7);
  const door = lateDoorSql(orgId, reader);
  const allowed = door.allowed;
  // A rodeo's head at the start of a month is today's with every later change undone: `total` is its head at
  // the range's end (today's without the months after the range), the window undoes the range's months.
  return sql`WITH herd AS MATERIALIZED (
      SELECT r.id, r.name, r.lot_id,
        coalesce((SELECT sum(s.count) FROM rodeo_stock s WHERE s.rodeo_id = r.id), 0)
          - coalesce((SELECT sum(x.net) FROM rodeo_months x
              WHERE x.organization_id = ${orgId} AND x.rodeo_id = r.id AND x.month > ${range.to}), 0) AS total
      FROM rodeos r WHERE r.organization_id = ${orgId}),
    since AS MATERIALIZED (
      SELECT m.rodeo_id, m.month, m.net, m.weighted, m.low, m.uses, m.cost,
        r.total - sum(m.net) OVER (PARTITION BY m.rodeo_id ORDER BY m.month DESC
          ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS opening
      FROM herd r CROSS JOIN rodeo_months m ON m.organization_id = ${orgId} AND m.rodeo_id = r.id
        AND m.month >= ${range.from} AND m.month <= ${range.to}),
    feeding AS (
      SELECT f.day, f.lot_id, f.cost FROM lot_days f
      WHERE f.organization_id = ${orgId} AND f.day >= ${start} AND f.day < ${after} AND f.uses > 0),
    -- Months replayed day by day: where a head may go below zero (counted as none, not as negative), and
    -- where lot feeding is shared by the day's heads.
    replayed AS (
      SELECT m.rodeo_id, m.month FROM since m WHERE m.opening + m.low < 0
      UNION SELECT r.id, substr(f.day, 1, 7) FROM feeding f, herd r),
    ${door.cte}
    SELECT door.session, door.role,
      CASE WHEN ${allowed} THEN (SELECT json_group_array(json_array(id, name, lot_id, total)) FROM herd) END AS rodeos,
      CASE WHEN ${allowed} THEN (SELECT json_group_array(json_array(rodeo_id, month, net, weighted, uses, cost)) FROM since) END AS months,
      CASE WHEN ${allowed} THEN (SELECT json_group_array(json_array(d.rodeo_id, d.day, d.net)) FROM replayed w CROSS JOIN rodeo_days d
        ON d.organization_id = ${orgId} AND d.rodeo_id = w.rodeo_id
          AND d.day >= w.month || '-01' AND d.day <= w.month || '-31') END AS days,
      -- This month's records dated after today: its head counts up to today only.
      CASE WHEN ${allowed} THEN (SELECT json_group_array(json_array(d.rodeo_id, d.day, d.net)) FROM herd r CROSS JOIN rodeo_days d
        ON d.organization_id = ${orgId} AND d.rodeo_id = r.id AND d.day > ${today} AND d.day <= ${`${current}-31`}) END AS later,
      CASE WHEN ${allowed} THEN (SELECT json_group_array(json_array(day, lot_id, cost)) FROM feeding) END AS feeding,
      CASE WHEN ${allowed} THEN (SELECT json_group_array(json_array(s.month, s.asset_id, s.milli, s.cost)) FROM supply_months s
        WHERE s.organization_id = ${orgId} AND s.month >= ${range.from} AND s.month <= ${range.to} AND s.uses > 0) END AS supplies,
      CASE WHEN ${allowed} THEN (SELECT json_group_array(json_array(a.id, a.name, a.unit)) FROM assets a
        WHERE a.organization_id = ${orgId} AND a.id IN (SELECT s.asset_id FROM supply_months s
          WHERE s.organization_id = ${orgId} AND s.month >= ${range.from} AND s.month <= ${range.to})) END AS named_supplies,
      CASE WHEN ${allowed} THEN (SELECT json_group_array(json_array(m.id, substr(m.date, 1, 10), m.rodeo_id,
          json_extract(m.data, '$.from_lot_id'), json_extract(m.data, '$.to_lot_id')))
        FROM movements m WHERE m.organization_id = ${orgId} AND m.type = 'TRANSFER' AND m.date >= ${start}
          AND m.deleted = 0 AND json_type(m.data, '$.lot_change') = 'true') END AS lot_changes,
      -- Older uses stored without their unit cost: valued at the supply's cost now (movements_unpriced_use_idx).
      CASE WHEN ${allowed} THEN (SELECT json_group_array(json_array(substr(m.date, 1, 10), m.rodeo_id, m.lot_id, a.id,
          CASE WHEN m.type = 'ASSET_CONSUMPTION' THEN json_extract(m.data, '$.quantity')
            ELSE json_extract(m.data, '$.asset_quantity') END * a.unit_cost))
        FROM movements m INDEXED BY movements_unpriced_use_idx
        JOIN assets a ON a.id = json_extract(m.data, '$.asset_id') AND a.organization_id = m.organization_id
        WHERE m.organization_id = ${orgId} AND m.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')
          AND m.deleted = 0 AND json_extract(m.data, '$.asset_id') IS NOT NULL
          AND json_extract(m.data, '$.unit_cost') IS NULL AND m.date >= ${start} AND m.date < ${after}) END AS unpriced
    FROM door`;
}

/**
 * The row of consumptionSql: the reader's session column and role, and the report's JSON columns (NULL when
 * the door refuses). Each holds json_array tuples, positional and untyped: consumptionRows reads each
 * element with Number/str.
 */
interface ConsumptionRow {
  session: unknown;
  role: Role | null;
  named_supplies: JsonColumn;
  rodeos: JsonColumn;
  months: JsonColumn;
  days: JsonColumn;
  later: JsonColumn;
  feeding: JsonColumn;
  supplies: JsonColumn;
  lot_changes: JsonColumn;
  unpriced: JsonColumn;
}

const list = (v: JsonColumn | undefined) => jsonList<unknown[]>(v);

/** The report's rows, with what the reader's door needs (the session and role read with them). */
export async function consumptionRows(
  db: Db,
  orgId: number,
  range: MonthRange,
  today: string,
  reader: ReportReader,
): Promise<ReportRows & { session: unknown; role: Role | null }> {
  const [row] = await db.all<ConsumptionRow>(consumptionSql(orgId, range, today, reader));
  const names = new Map(
    list(row?.named_supplies).map(([id, name, unit]) => [Number(id), { name: str(name), unit: str(unit) }]),
  );
  return {
    session: row?.session ?? null,
    role: row?.role ?? null,
    rodeos: list(row?.rodeos).map(([id, name, lot, total]) => ({
      id: Number(id),
      name: str(name),
      lot_id: lot == null ? null : Number(lot),
      total: Number(total),
    })),
    months: list(row?.months).map(([rodeo, month, net, weighted, uses, cost]) => ({
      rodeo_id: Number(rodeo),
      month: str(month),
      net: Number(net),
      weighted: Number(weighted),
      uses: Number(uses),
      cost: Number(cost),
    })),
    days: list(row?.days).map(([rodeo, day, net]) => ({ rodeo_id: Number(rodeo), day: str(day), net: Number(net) })),
    later: list(row?.later).map(([rodeo, day, net]) => ({ rodeo_id: Number(rodeo), day: str(day), net: Number(net) })),
    feeding: list(row?.feeding).map(([day, lot, cost]) => ({ day: str(day), lot_id: Number(lot), cost: Number(cost) })),
    supplies: list(row?.supplies).flatMap(([month, supply, milli, cost]) => {
      const named = names.get(Number(supply));
      return named
        ? [{ month: str(month), asset_id: Number(supply), ...named, milli: Number(milli), cost: Number(cost) }]
        : [];
    }),
    lotChanges: list(row?.lot_changes).map(([id, day, rodeo, from, to]) => ({
      id: Number(id),
      day: str(day),
      rodeo_id: Number(rodeo),
      from: typeof from === "number" ? from : null,
      to: typeof to === "number" ? to : null,
    })),
    unpriced: list(row?.unpriced).map(([day, rodeo, lot, supply, cost]) => ({
      day: str(day),
      rodeo_id: rodeo == null ? null : Number(rodeo),
      lot_id: lot == null ? null : Number(lot),
      asset_id: Number(supply),
      cost: cost == null ? 0 : Number(cost),
    })),
  };
}
