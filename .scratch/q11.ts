import { DatabaseSync } from "node:sqlite";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { consumptionSql } from "../worker/areas/herd/supplies/supply-report-queries";
import { consumptionReport } from "../worker/areas/herd/supplies/consumption-report";
import { jsonList } from "../worker/areas/herd/common/row-values";
const db = new DatabaseSync(`/tmp/bdb/pk.sqlite`);
for (const t of db.prepare("SELECT name FROM sqlite_master WHERE type='trigger'").all() as Array<{ name: string }>) db.exec(`DROP TRIGGER ${t.name}`); db.exec("DROP TABLE IF EXISTS rodeo_months; ALTER TABLE rm2 RENAME TO rodeo_months;");
const dialect = new SQLiteAsyncDialect();
const today = "2026-11-26";
const range = { from: "2025-12", to: "2026-11" };
const q = dialect.sqlToQuery(consumptionSql(1, range, today));
const med = (f: () => void, n = 101) => { const ts: number[] = []; for (let i = 0; i < n; i++) { const t = performance.now(); f(); ts.push(performance.now() - t); } ts.sort((a, b) => a - b); return ts[n >> 1]!.toFixed(3); };
let row: Record<string, unknown> = {};
console.log("sql", med(() => { row = db.prepare(q.sql).all(...(q.params as never[]))[0] as Record<string, unknown>; }));
console.log("sizes", Object.entries(row).map(([k, v]) => `${k}:${String(v).length}`).join(" "));
const list = (v: unknown) => jsonList<unknown[]>(v);
let rows: any;
console.log("parse", med(() => { rows = {
  rodeos: list(row.rodeos).map(([id, name, lot, total]) => ({ id: Number(id), name: String(name), lot_id: lot == null ? null : Number(lot), total: Number(total) })),
  months: list(row.months).map(([rodeo, month, net, weighted, uses, cost]) => ({ rodeo_id: Number(rodeo), month: String(month), net: Number(net), weighted: Number(weighted), uses: Number(uses), cost: Number(cost) })),
  days: list(row.days).map(([r, d, n]) => ({ rodeo_id: Number(r), day: String(d), net: Number(n) })),
  later: list(row.later).map(([r, d, n]) => ({ rodeo_id: Number(r), day: String(d), net: Number(n) })),
  feeding: [], supplies: list(row.supplies).map(([month, asset, name, unit, milli, cost]) => ({ month: String(month), asset_id: Number(asset), name: String(name), unit: String(unit), milli: Number(milli), cost: Number(cost) })),
  lotChanges: [], unpriced: [],
}; }));
let rep: unknown;
console.log("report", med(() => { rep = consumptionReport({ ...range, today, ...rows }); }));
console.log("stringify", med(() => JSON.stringify(rep)), JSON.stringify(rep).length);
