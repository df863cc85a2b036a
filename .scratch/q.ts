import { DatabaseSync } from "node:sqlite";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { SQL } from "drizzle-orm";
import { consumptionSql, withdrawalsSql } from "../worker/areas/herd/supplies/supply-report-queries";
import { financeSql } from "../worker/areas/money/finance/finance-queries";
import { rodeosSql } from "../worker/areas/herd/rodeos/rodeo-queries";
const n = process.argv[2] ?? "50000";
const db = new DatabaseSync(`/tmp/bdb/db-${n}.sqlite`);
const dialect = new SQLiteAsyncDialect();
const today = new Date().toISOString().slice(0, 10);
function run(name: string, s: SQL, plan = false) {
  const q = dialect.sqlToQuery(s);
  const st = db.prepare(q.sql);
  const times: number[] = [];
  for (let i = 0; i < 15; i++) { const t = performance.now(); st.all(...(q.params as never[])); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(name, times[7]!.toFixed(2), "ms");
  if (plan) for (const r of db.prepare("EXPLAIN QUERY PLAN " + q.sql).all(...(q.params as never[]))) console.log("   ", (r as {detail: string}).detail);
}
const month = today.slice(0, 7);
const y = Number(month.slice(0, 4)), m = Number(month.slice(5, 7));
const from = new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 7);
run("consumption", consumptionSql(1, { from, to: month }, today), process.argv.includes("--plan"));
run("withdrawals", withdrawalsSql(1, today), process.argv.includes("--plan"));
run("rodeos", rodeosSql({ orgId: 1, today }), process.argv.includes("--plan"));
run("finance", financeSql(1, { from: `${from}-01`, to: today }), process.argv.includes("--plan"));
{
  const q = dialect.sqlToQuery(consumptionSql(1, { from, to: month }, today));
  const [row] = db.prepare(q.sql).all(...(q.params as never[])) as Array<Record<string, string>>;
  for (const [k, v] of Object.entries(row!)) console.log(k, String(v).length, JSON.parse(String(v)).length);
}
