import { DatabaseSync } from "node:sqlite";
import { AGGREGATE_TRIGGERS } from "../worker/areas/aggregates/aggregate-sql";
import { copyFileSync } from "node:fs";
copyFileSync("/tmp/bdb/db-50000.sqlite", "/tmp/bdb/exp.sqlite");
const db = new DatabaseSync("/tmp/bdb/exp.sqlite");
for (const t of db.prepare("SELECT name FROM sqlite_master WHERE type='trigger'").all() as Array<{ name: string }>) db.exec(`DROP TRIGGER ${t.name}`);
for (const t of AGGREGATE_TRIGGERS) db.exec(t);
const sql = `INSERT INTO movements (organization_id, type, date, rodeo_id, lot_id, animals, data, metadata, created_by, created_at, updated_at) VALUES (1, 'BUY', '2026-11-26T00:00:00.000Z', 201, 1, '[{"type":"Novillo","category_id":5,"count":1}]', '{}', '{}', 1, '2026-11-26T10:00:00.000Z', '2026-11-26T10:00:00.000Z') RETURNING id`;
const upd = `UPDATE movements SET date = '2026-11-20T00:00:00.000Z', animals = '[]', data = '{}', deleted = 1, version = version + 1 WHERE id = 5 RETURNING id`;
for (const [label, q] of [["insert", sql], ["update", upd]]) {
  let t = performance.now(); for (let i = 0; i < 200; i++) db.prepare(q!); console.log(label, "prepare", ((performance.now() - t) / 200).toFixed(3));
}
const st = db.prepare(sql);
let t = performance.now(); db.exec("BEGIN"); for (let i = 0; i < 200; i++) st.all(); db.exec("ROLLBACK"); console.log("insert run", ((performance.now() - t) / 200).toFixed(3));
