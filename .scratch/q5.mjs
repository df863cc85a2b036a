import { DatabaseSync } from "node:sqlite";
const db = new DatabaseSync("/tmp/bdb/db-500000.sqlite");
console.log(db.prepare("SELECT month, count(*) n FROM rodeo_months WHERE organization_id = 1 AND month >= '2025-11' GROUP BY month").all());
