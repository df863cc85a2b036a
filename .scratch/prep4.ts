import { DatabaseSync } from "node:sqlite";
const db = new DatabaseSync("/tmp/bdb/exp.sqlite");
const sql = `INSERT INTO movements (organization_id, type, date, rodeo_id, lot_id, animals, data, metadata, created_by, created_at, updated_at) VALUES (1, 'BUY', '2026-11-26T00:00:00.000Z', 201, 1, '[{"type":"Novillo","category_id":5,"count":1}]', '{}', '{}', 1, '2026-11-26T10:00:00.000Z', '2026-11-26T10:00:00.000Z') RETURNING id`;
const prep = (label: string) => { let t = performance.now(); for (let i = 0; i < 300; i++) db.prepare(sql); console.log(label, ((performance.now() - t) / 300).toFixed(3)); };
for (const t of db.prepare("SELECT name FROM sqlite_master WHERE type='trigger' AND tbl_name='movements' AND name LIKE '%insert'").all() as Array<{name: string}>) db.exec(`DROP TRIGGER ${t.name}`);
prep("none");
const isId = (v: string) => `(typeof(${v}) IN ('integer', 'real') AND ${v} > 0 AND ${v} = CAST(${v} AS INTEGER))`;
const lines = (x: string) => `(SELECT coalesce(sum(a.value ->> '$.count'), 0) FROM json_each(${x}.animals) a WHERE a.value ->> '$.count' > 0 AND ${isId("(a.value ->> '$.category_id')")})`;
// variant A: simple flat own statement
db.exec(`CREATE TRIGGER t1 AFTER INSERT ON movements WHEN NEW.deleted = 0 BEGIN
INSERT INTO rodeo_days (organization_id, rodeo_id, day, net, low) SELECT NEW.organization_id, NEW.rodeo_id, substr(NEW.date, 1, 10), e.d, min(e.d, 0)
 FROM (SELECT CASE WHEN NEW.type IN ('BUY','BIRTH') THEN ${lines("NEW")} WHEN NEW.type IN ('SELL') THEN -${lines("NEW")} ELSE 0 END AS d) e WHERE NEW.rodeo_id > 0 AND e.d <> 0
 ON CONFLICT (organization_id, rodeo_id, day) DO UPDATE SET net = net + excluded.net, low = low + excluded.low;
END`);
prep("flat own");
db.exec("DROP TRIGGER t1");
db.exec(`CREATE TRIGGER t1 AFTER INSERT ON movements WHEN NEW.deleted = 0 BEGIN
INSERT INTO rodeo_days (organization_id, rodeo_id, day, net, low) SELECT NEW.organization_id, NEW.rodeo_id, substr(NEW.date, 1, 10), ${lines("NEW")}, 0 WHERE NEW.rodeo_id > 0
 ON CONFLICT (organization_id, rodeo_id, day) DO UPDATE SET net = net + excluded.net, low = low + excluded.low;
END`);
prep("no subquery");
db.exec("DROP TRIGGER t1");
db.exec(`CREATE TRIGGER t1 AFTER INSERT ON movements WHEN NEW.deleted = 0 BEGIN
INSERT INTO rodeo_days (organization_id, rodeo_id, day, net, low) SELECT NEW.organization_id, NEW.rodeo_id, substr(NEW.date, 1, 10), 1, 0 WHERE NEW.rodeo_id > 0
 ON CONFLICT (organization_id, rodeo_id, day) DO UPDATE SET net = net + excluded.net, low = low + excluded.low;
END`);
prep("trivial upsert");
db.exec("DROP TRIGGER t1");
