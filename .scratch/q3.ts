import { DatabaseSync } from "node:sqlite";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { lotsSql } from "../worker/areas/herd/lots/lot-queries";
import { rodeosSql } from "../worker/areas/herd/rodeos/rodeo-queries";
const db = new DatabaseSync(`/tmp/bdb/db-${process.argv[2]}.sqlite`);
const dialect = new SQLiteAsyncDialect();
for (const [name, s] of [["lot", lotsSql({ orgId: 1, lotIds: [2] })], ["lots all", lotsSql({ orgId: 1 })], ["rodeo", rodeosSql({ orgId: 1, rodeoIds: [201] })]] as const) {
  const q = dialect.sqlToQuery(s);
  const st = db.prepare(q.sql);
  const ts: number[] = [];
  for (let i = 0; i < 11; i++) { const a = performance.now(); st.all(...(q.params as never[])); ts.push(performance.now() - a); }
  ts.sort((a, b) => a - b);
  console.log(name, ts[5]!.toFixed(2));
  if (process.argv.includes("--plan")) for (const r of db.prepare("EXPLAIN QUERY PLAN " + q.sql).all(...(q.params as never[]))) console.log("   ", (r as { detail: string }).detail);
}
