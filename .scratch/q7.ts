import { DatabaseSync } from "node:sqlite";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { consumptionSql } from "../worker/areas/herd/supplies/supply-report-queries";
import { consumptionReport } from "../worker/areas/herd/supplies/consumption-report";
import { jsonList } from "../worker/areas/herd/common/row-values";
const db = new DatabaseSync(`/tmp/bdb/db-500000.sqlite`);
const dialect = new SQLiteAsyncDialect();
const today = "2026-11-26";
const range = { from: "2025-12", to: "2026-11" };
const q = dialect.sqlToQuery(consumptionSql(1, range, today));
const list = (v: unknown) => jsonList<unknown[]>(v);
let row: Record<string, unknown> = {};
let ts: number[] = [];
for (let i = 0; i < 21; i++) { const t = performance.now(); row = db.prepare(q.sql).all(...(q.params as never[]))[0] as Record<string, unknown>; ts.push(performance.now() - t); }
ts.sort((a, b) => a - b); console.log("sql", ts[10]!.toFixed(2));
const rows = {
  rodeos: list(row.rodeos).map(([id, name, lot, total]) => ({ id: Number(id), name: String(name), lot_id: lot == null ? null : Number(lot), total: Number(total) })),
  months: list(row.months).map(([rodeo, month, net, weighted, uses, cost]) => ({ rodeo_id: Number(rodeo), month: String(month), net: Number(net), weighted: Number(weighted), uses: Number(uses), cost: Number(cost) })),
  days: list(row.days).map(([r, d, n]) => ({ rodeo_id: Number(r), day: String(d), net: Number(n) })),
  later: list(row.later).map(([r, d, n]) => ({ rodeo_id: Number(r), day: String(d), net: Number(n) })),
  feeding: [], supplies: list(row.supplies).map(([month, asset, name, unit, milli, cost]) => ({ month: String(month), asset_id: Number(asset), name: String(name), unit: String(unit), milli: Number(milli), cost: Number(cost) })),
  lotChanges: [], unpriced: [],
};
ts = [];
for (let i = 0; i < 21; i++) { const t = performance.now(); JSON.stringify(consumptionReport({ ...range, today, ...rows })); ts.push(performance.now() - t); }
ts.sort((a, b) => a - b); console.log("js", ts[10]!.toFixed(2));
ts = [];
let rep: unknown;
for (let i = 0; i < 41; i++) { const t = performance.now(); rep = consumptionReport({ ...range, today, ...rows }); ts.push(performance.now() - t); }
ts.sort((a, b) => a - b); console.log("report only", ts[20]!.toFixed(2));
ts = [];
for (let i = 0; i < 41; i++) { const t = performance.now(); JSON.stringify(rep); ts.push(performance.now() - t); }
ts.sort((a, b) => a - b); console.log("stringify", ts[20]!.toFixed(2));
