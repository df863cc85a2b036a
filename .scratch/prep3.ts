import { DatabaseSync } from "node:sqlite";
import { AGGREGATE_TRIGGERS } from "../worker/areas/aggregates/aggregate-sql";
const db = new DatabaseSync("/tmp/bdb/exp.sqlite");
const sql = `INSERT INTO movements (organization_id, type, date, rodeo_id, lot_id, animals, data, metadata, created_by, created_at, updated_at) VALUES (1, 'BUY', '2026-11-26T00:00:00.000Z', 201, 1, '[{"type":"Novillo","category_id":5,"count":1}]', '{}', '{}', 1, '2026-11-26T10:00:00.000Z', '2026-11-26T10:00:00.000Z') RETURNING id`;
const prep = (label: string) => { let t = performance.now(); for (let i = 0; i < 200; i++) db.prepare(sql); console.log(label, ((performance.now() - t) / 200).toFixed(3)); };
prep("all");
const ins = AGGREGATE_TRIGGERS.find((t) => t.startsWith("CREATE TRIGGER movements_aggregates_insert"))!;
const [head, ...rest] = ins.split("\nBEGIN\n");
const body = rest.join("\nBEGIN\n").replace(/\nEND$/, "");
const stmts = body.split(";\n").map((s) => s.trim()).filter(Boolean);
db.exec("DROP TRIGGER movements_aggregates_insert");
for (const keep of [[0], [0, 3], [0, 3, 7], [3], [7]]) {
  db.exec(`CREATE TRIGGER t_exp AFTER INSERT ON movements BEGIN ${keep.map((i) => stmts[i]!.replace(/;$/, "") + ";").join("\n")} END`);
  prep(`keep ${keep}`);
  db.exec("DROP TRIGGER t_exp");
}
db.exec(`CREATE TRIGGER t_exp AFTER INSERT ON movements WHEN 0 BEGIN ${stmts.join(";\n")}; END`);
prep("all statements, WHEN 0");
