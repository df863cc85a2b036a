import { DatabaseSync } from "node:sqlite";
const db = new DatabaseSync(`/tmp/bdb/pk.sqlite`);
db.exec(`CREATE TABLE IF NOT EXISTS rm2 (organization_id INT NOT NULL, month TEXT NOT NULL, rodeo_id INT NOT NULL, net INT, weighted INT, low INT, uses INT, cost REAL, PRIMARY KEY (organization_id, rodeo_id, month)); DELETE FROM rm2; INSERT INTO rm2 SELECT organization_id, month, rodeo_id, net, weighted, low, uses, cost FROM rodeo_months;`);
const t = (name, q) => { const ts = []; for (let k = 0; k < 31; k++) { const a = performance.now(); db.prepare(q).all(); ts.push(performance.now() - a); } ts.sort((a, b) => a - b); console.log(name, ts[15].toFixed(2)); };
const q = (tbl) => `WITH herd AS MATERIALIZED (
      SELECT r.id, r.name, r.lot_id,
        coalesce((SELECT sum(s.count) FROM rodeo_stock s WHERE s.rodeo_id = r.id), 0)
          - coalesce((SELECT sum(x.net) FROM ${tbl} x WHERE x.organization_id = 1 AND x.rodeo_id = r.id AND x.month > '2026-11'), 0) AS total
      FROM rodeos r WHERE r.organization_id = 1),
    since AS MATERIALIZED (
      SELECT m.rodeo_id, m.month, m.net, m.weighted, m.low, m.uses, m.cost,
        r.total - sum(m.net) OVER (PARTITION BY m.rodeo_id ORDER BY m.month DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS opening
      FROM herd r CROSS JOIN ${tbl} m ON m.organization_id = 1 AND m.rodeo_id = r.id AND m.month >= '2025-12' AND m.month <= '2026-11')
    SELECT (SELECT json_group_array(json_array(id, name, lot_id, total)) FROM herd), (SELECT json_group_array(json_array(rodeo_id, month, net, weighted, uses, cost)) FROM since), (SELECT json_group_array(json_array(rodeo_id, month)) FROM since WHERE opening + low < 0)`;
t("new pk", q("rm2"));
t("old pk", q("rodeo_months"));
for (const r of db.prepare("EXPLAIN QUERY PLAN " + q("rm2")).all()) console.log(r.detail);
