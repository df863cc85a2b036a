import { DatabaseSync } from "node:sqlite";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { consumptionSql } from "../worker/areas/herd/supplies/supply-report-queries";
const db = new DatabaseSync(`/tmp/bdb/db-500000.sqlite`);
const dialect = new SQLiteAsyncDialect();
const q = dialect.sqlToQuery(consumptionSql(1, { from: "2025-12", to: "2026-11" }, "2026-11-26"));
const head = q.sql.slice(0, q.sql.indexOf("    SELECT\n      (SELECT json_group_array"));
const cols = q.sql.slice(head.length + "    SELECT\n".length);
// split the select list on top-level "AS name," boundaries
const names = ["rodeos", "months", "days", "later", "feeding", "supplies", "lot_changes", "unpriced"];
const parts: Record<string, string> = {};
let rest = cols;
for (const n of names) { const i = rest.indexOf(`AS ${n}`); parts[n] = rest.slice(0, i).replace(/^,\s*/, "").trim(); rest = rest.slice(i + `AS ${n}`.length); }
const paramsFor = (text: string) => { const count = (text.match(/\?/g) ?? []).length; return count; };
const time = (label: string, text: string) => {
  // params are positional: re-render by replacing ? with literal values in order
  let i = 0; const lit = text.replace(/\?/g, () => { const v = q.params[i++]; return typeof v === "string" ? `'${v}'` : String(v); });
  const ts: number[] = []; for (let k = 0; k < 31; k++) { const t = performance.now(); db.prepare(lit).all(); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b); console.log(label, ts[15]!.toFixed(2));
};
time("all", q.sql);
let i = 0; const lit = q.sql.replace(/\?/g, () => { const v = q.params[i++]; return typeof v === "string" ? `'${v}'` : String(v); });
const headLit = lit.slice(0, lit.indexOf("    SELECT\n      (SELECT json_group_array"));
let restLit = lit.slice(headLit.length + "    SELECT\n".length);
const litParts: Record<string, string> = {};
for (const n of names) { const j = restLit.indexOf(`AS ${n}`); litParts[n] = restLit.slice(0, j).replace(/^,\s*/, "").trim(); restLit = restLit.slice(j + `AS ${n}`.length); }
for (const n of names) { const t = `${headLit} SELECT ${litParts[n]} AS x`; const ts: number[] = []; for (let k = 0; k < 31; k++) { const a = performance.now(); db.prepare(t).all(); ts.push(performance.now() - a); } ts.sort((a, b) => a - b); console.log(n, ts[15]!.toFixed(2)); }
