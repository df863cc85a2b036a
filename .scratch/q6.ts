import { DatabaseSync } from "node:sqlite";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { consumptionSql } from "../worker/areas/herd/supplies/supply-report-queries";
const db = new DatabaseSync(`/tmp/bdb/db-500000.sqlite`);
const dialect = new SQLiteAsyncDialect();
const today = "2026-11-26";
const q = dialect.sqlToQuery(consumptionSql(1, { from: "2025-12", to: "2026-11" }, today));
const run = (label: string, text: string) => { const ts: number[] = []; for (let i = 0; i < 21; i++) { const t = performance.now(); db.prepare(text).all(...(q.params as never[])); ts.push(performance.now() - t); } ts.sort((a, b) => a - b); console.log(label, ts[10]!.toFixed(2)); };
run("as is", q.sql);
run("materialized herd", q.sql.replace("WITH herd AS (", "WITH herd AS MATERIALIZED ("));
const parts = ["rodeos", "months", "days", "later", "feeding", "supplies", "lot_changes", "unpriced"];
for (const p of parts) {
  const re = new RegExp(`,?\\s*(--[^\\n]*\\n\\s*)?\\(SELECT json_group_array[\\s\\S]*? AS ${p}(?=,|$)`);
  const text = q.sql.replace(re, p === "rodeos" ? " (NULL) AS rodeos" : "");
  run(`without ${p}`, text);
}
