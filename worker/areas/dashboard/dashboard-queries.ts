// The dashboard read: every card's rows in ONE statement, a SELECT whose columns are scalar subqueries
// folding each existing read (rodeos, lots' hectares, last movements, rain, low supplies, withdrawals, the
// caller's tasks for today, the animals to register with SENASA and, for owners and admins, the finance rows
// and the first steps' figures) into a JSON array or object; then each read's own row → API mapping, so every figure equals what its own route answers.
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { assets, lots, movements, rodeos, tasks } from "../../db/schema";
import type { Db } from "../../env";
import type { DashboardSummary } from "../../shared/dashboard-types";
import { dashboardGain, dashboardHerd } from "../../shared/dashboard-figures";
import { presetRange, type DayRange } from "../../shared/finance-schemas";
import type { Task, TaskPlaceNames } from "../../shared/task-types";
import { TASK_LIST_LIMIT } from "../../shared/task-schemas";
import { jsonList, jsonObject, type JsonColumn } from "../herd/common/row-values";
import {
  lastConditions,
  listConditions,
  MAX_PAGE,
  MOVEMENT_LIST_COLUMNS,
  MOVEMENT_ORDER,
} from "../herd/movements/movement-list";
import { toMovement, type MovementRow } from "../herd/movements/movement-row";
import { RODEO_COLUMNS, rodeosSql, toRodeo, type RodeoRow } from "../herd/rodeos/rodeo-queries";
import {
  SUPPLY_FIELDS,
  SUPPLY_LIST_LIMIT,
  SUPPLY_ORDER,
  supplyConditions,
  toSupply,
  type SupplyRow,
} from "../herd/supplies/supply-view";
import {
  toWithdrawal,
  WITHDRAWAL_COLUMNS,
  withdrawalsSql,
  type WithdrawalRow,
} from "../herd/supplies/supply-report-queries";
import { FINANCE_COLUMNS, financeSql, toFinanceRows, type FinanceRow } from "../money/finance/finance-queries";
import { financeSummary } from "../money/finance/finance-summary";
import { assignee, TASK_ORDER, taskConditions, toTask, type TaskRow } from "../work/tasks/task-queries";
import { jsonColumn, readRows, rowsOfSelect, rowsOfSql, type JsonFields } from "./json-rows";
import { registrationQuery, toRegistration } from "./registration-sql";
import { setupSql, toSetup } from "./setup-sql";

/** The last movements card. */
export const LAST_MOVEMENTS = 10;
/** Rain records read: as many as the SPA's rain card read in its pages (4 of MAX_PAGE). */
export const MAX_RAIN_RECORDS = 4 * MAX_PAGE;
/** Lots read for their hectares: the lot list's bound. */
const LOT_LIST_LIMIT = 2000;

/** The last movements as the log's lists give them (a session's animal by animal lists left to its own read). */
const MOVEMENT_FIELDS: JsonFields = MOVEMENT_LIST_COLUMNS;
const RAIN_FIELDS: JsonFields = { date: movements.date, data: movements.data };
const TASK_COLUMNS = getTableColumns(tasks);
const TASK_FIELDS: JsonFields = {
  ...TASK_COLUMNS,
  assignee_first: assignee.first_name,
  assignee_last: assignee.last_name,
  // The card names each task's place without reading the lot and rodeo lists.
  lot_name: lots.name,
  rodeo_name: rodeos.name,
};

/** The rain card's first day: Jan 1 of last year. */
const rainSince = (today: string) => `${Number(today.slice(0, 4)) - 1}-01-01`;

export interface DashboardRead {
  orgId: number;
  callerId: number;
  /** Argentina's day (YYYY-MM-DD). */
  today: string;
  /** Whether the caller may see money (owners and admins): the finance rows are read only then. */
  money: boolean;
  /** Whether the caller manages the ranch (owners and admins): the first steps' figures are read only then. */
  manages: boolean;
}

/** The one statement: one row, one JSON array column per read. */
export function dashboardSql(db: Db, r: DashboardRead, finance: DayRange | null) {
  const { orgId, today } = r;
  // As the log's `from` filter takes a day: its midnight.
  const rainFrom = `${rainSince(today)}T00:00:00.000Z`;
  const lastMovements = db
    .select({ j: jsonColumn(MOVEMENT_FIELDS) })
    .from(movements)
    .where(lastConditions(orgId))
    .orderBy(...MOVEMENT_ORDER)
    .limit(LAST_MOVEMENTS);
  const rain = db
    .select({ j: jsonColumn(RAIN_FIELDS) })
    .from(movements)
    .where(listConditions(orgId, { type: ["RAIN"], from: rainFrom }))
    .orderBy(...MOVEMENT_ORDER)
    .limit(MAX_RAIN_RECORDS);
  const low = db
    .select({ j: jsonColumn(SUPPLY_FIELDS) })
    .from(assets)
    .where(supplyConditions({ orgId, low: true }))
    .orderBy(...SUPPLY_ORDER)
    .limit(SUPPLY_LIST_LIMIT);
  const todayTasks = db
    .select({ j: jsonColumn(TASK_FIELDS) })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assignee_id))
    // As the lot and rodeo lists would name them: a deleted one is not named.
    .leftJoin(lots, and(eq(lots.id, tasks.lot_id), eq(lots.deleted, false)))
    .leftJoin(rodeos, and(eq(rodeos.id, tasks.rodeo_id), eq(rodeos.deleted, false)))
    .where(taskConditions({ orgId, today, callerId: r.callerId, open: true, due: "today" }))
    .orderBy(...TASK_ORDER)
    .limit(TASK_LIST_LIMIT);
  // The lot list's rows (live lots, in its order and bound), only their hectares.
  const hectares = sql`(SELECT json_group_array(q.hectares) FROM (SELECT l.hectares FROM lots l
      WHERE l.organization_id = ${orgId} AND l.deleted = 0 ORDER BY l."order", l.id LIMIT ${LOT_LIST_LIMIT}) q)`;
  return sql`SELECT
      ${rowsOfSql(rodeosSql({ orgId, today }), RODEO_COLUMNS)} AS rodeos,
      ${hectares} AS hectares,
      ${rowsOfSelect(lastMovements)} AS last_movements,
      ${rowsOfSelect(rain)} AS rain,
      ${rowsOfSelect(low)} AS supplies_low,
      ${rowsOfSql(withdrawalsSql(orgId, today), WITHDRAWAL_COLUMNS)} AS withdrawals,
      ${rowsOfSelect(todayTasks)} AS tasks_today,
      ${registrationQuery(db, orgId, today)} AS registration,
      ${finance ? rowsOfSql(financeSql(orgId, finance), FINANCE_COLUMNS) : sql`NULL`} AS finance,
      ${r.manages ? setupSql(db, orgId) : sql`NULL`} AS setup`;
}

/** The dashboardSql row: each column one read's rows (or the setup object), as JSON. */
type DashboardRow = Record<
  | "rodeos"
  | "hectares"
  | "last_movements"
  | "rain"
  | "supplies_low"
  | "withdrawals"
  | "tasks_today"
  | "registration"
  | "finance"
  | "setup",
  JsonColumn
>;

/** A row of tasks_today (TASK_FIELDS): the task's columns, its assignee's names and its place's names. */
type TaskJsonRow = TaskRow["task"] & {
  assignee_first: string | null;
  assignee_last: string | null;
  lot_name: string | null;
  rodeo_name: string | null;
};

function toTaskRow({ assignee_first, assignee_last, lot_name: _l, rodeo_name: _r, ...task }: TaskJsonRow): TaskRow {
  return { task, assignee_first, assignee_last };
}

/** Every card's figures, in one statement. */
export async function readDashboard(db: Db, r: DashboardRead): Promise<DashboardSummary> {
  // The finance card's range: this year to date.
  const range = r.money ? presetRange("este-anio", r.today) : null;
  const [row] = await db.all<DashboardRow>(dashboardSql(db, r, range));
  const rodeos = readRows<RodeoRow>(row!.rodeos).map(toRodeo);
  // json_group_array of lots.hectares (a NOT NULL REAL).
  const hectares = jsonList<number>(row!.hectares);
  const rain = readRows<Pick<MovementRow, "date" | "data">>(row!.rain, RAIN_FIELDS).flatMap((m) => {
    // A movement's data is free JSON: a rain record's mm is read as whatever it holds.
    const mm = Number(jsonObject(m.data).mm);
    return Number.isFinite(mm) ? [{ date: m.date, mm }] : [];
  });
  const tasksToday: Array<Task & TaskPlaceNames> = readRows<TaskJsonRow>(row!.tasks_today, TASK_FIELDS).map((t) => ({
    ...toTask(toTaskRow(t)),
    lot_name: t.lot_id === null ? null : t.lot_name,
    rodeo_name: t.rodeo_id === null ? null : t.rodeo_name,
  }));
  return {
    today: r.today,
    herd: dashboardHerd(rodeos, hectares),
    rodeos: rodeos.map((x) => ({ id: x.id, name: x.name })),
    last_movements: readRows<MovementRow>(row!.last_movements, MOVEMENT_FIELDS).map(toMovement),
    rain: { from: rainSince(r.today), records: rain },
    gain: dashboardGain(rodeos),
    supplies_low: readRows<SupplyRow>(row!.supplies_low, SUPPLY_FIELDS).map(toSupply),
    withdrawals: readRows<WithdrawalRow>(row!.withdrawals).map(toWithdrawal),
    tasks_today: tasksToday,
    registration: toRegistration(row!.registration),
    finance: range ? financeSummary(range, toFinanceRows(readRows<FinanceRow>(row!.finance))) : null,
    setup: r.manages ? toSetup(row!.setup) : null,
  };
}
