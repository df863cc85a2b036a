// A large organization's export: every table read in keyset pages (the log over several, a page boundary
// inside one day), each row written by the raw-value formatter exactly as the mapped row used to be, and
// the ZIP's JSON imported back into a new organization with the same records.
import { env } from "cloudflare:test";
import { getTableColumns, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { rowFormat } from "../../worker/areas/organization/transfer/export-rows";
import { EXPORT_PAGE, tableValues } from "../../worker/areas/organization/transfer/transfer-read";
import { TRANSFER_TABLES, transferTable } from "../../worker/areas/organization/transfer/transfer-tables";
import { csvLine } from "../../worker/lib/csv";
import { csvColumn } from "../../worker/areas/organization/transfer/transfer-headers";
import { BENCH_TABLES, benchData } from "../bench/herd-data";
import { db, makeOrg, makeUser, type TestUser } from "./fixtures";
import { expectStockMatchesLog } from "./herd-helpers";
import { createNote } from "./note-helpers";
import { expectSuppliesMatchLog } from "./supply-helpers";
import { canonical, exportFiles, importInto, type ExportJson } from "./transfer-helpers";

const MOVEMENTS = 5_000;
const SAME_DAY = "2024-03-15T00:00:00.000Z";
let owner: TestUser;
let orgId: number;

beforeAll(async () => {
  owner = await makeUser();
  const maxIds: Record<string, number> = {};
  for (const t of BENCH_TABLES) {
    maxIds[t] = (await env.DB.prepare(`SELECT coalesce(max(id), 0) AS m FROM "${t}"`).first<{ m: number }>())!.m;
  }
  const data = benchData({ maxIds, ownerId: owner.id, lots: 20, rodeos: 8, movements: MOVEMENTS });
  await env.DB.batch(data.statements.map((s) => env.DB.prepare(s)));
  orgId = data.orgId;
  // More than a page of the log on one day: a page ends inside that day, where the (date, id) keyset must
  // neither skip nor repeat a row. Stock is a sum over the log, whatever the dates; movements naming a
  // supply keep theirs (a supply's last_movement_at is its log's latest date).
  await env.DB.prepare(
    `UPDATE movements SET date = ?1 WHERE organization_id = ?2
       AND type NOT IN ('ASSET', 'ASSET_BATCH', 'ASSET_CONSUMPTION', 'AUDIT_RECORD', 'TREATMENT', 'MEDICINE')`,
  )
    .bind(SAME_DAY, orgId)
    .run();
  await createNote(owner.token, orgId, { title: "=SUM(A1)", body: 'Línea 1\r\n"citada"; con punto y coma' });
}, 60_000);

const logIds = async (id: number) =>
  (
    await env.DB.prepare("SELECT id FROM movements WHERE organization_id = ?1 ORDER BY id")
      .bind(id)
      .all<{ id: number }>()
  ).results.map((r) => r.id);

describe("a large organization's export", () => {
  it("pages each keyset table along an index (organization_id, column, id) on a NOT NULL column", async () => {
    for (const t of TRANSFER_TABLES.filter((t) => t.keyset)) {
      const name = getTableConfig(t.table).name;
      expect(getTableColumns(t.table)[t.keyset!]?.notNull, t.key).toBe(true);
      const indexes = await env.DB.prepare(`SELECT name FROM pragma_index_list(?1)`).bind(name).all<{ name: string }>();
      const shapes = await Promise.all(
        indexes.results.map(async (i) =>
          (
            await env.DB.prepare(`SELECT name FROM pragma_index_info(?1) ORDER BY seqno`)
              .bind(i.name)
              .all<{ name: string }>()
          ).results
            .map((c) => c.name)
            .join(","),
        ),
      );
      expect(shapes, t.key).toContain(`organization_id,${t.keyset},id`);
    }
  });

  it("pages the log along its (date, id) index: every movement once, in date order", async () => {
    expect(MOVEMENTS).toBeGreaterThan(2 * EXPORT_PAGE);
    const sameDay = await env.DB.prepare("SELECT count(*) AS n FROM movements WHERE organization_id = ?1 AND date = ?2")
      .bind(orgId, SAME_DAY)
      .first<{ n: number }>();
    expect(sameDay!.n).toBeGreaterThan(EXPORT_PAGE);
    const t = transferTable("movements");
    const format = rowFormat(t, orgId);
    const at = { id: format.names.indexOf("id"), date: format.names.indexOf("date") };
    const pages: unknown[][][] = [];
    for await (const page of tableValues(db(), orgId, t, format.names)) pages.push(page);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const rows = pages.flat();
    const ids = rows.map((r) => r[at.id] as number);
    expect(ids.toSorted((a, b) => a - b)).toEqual(await logIds(orgId));
    const keys = rows.map((r) => `${r[at.date] as string}|${String(r[at.id]).padStart(12, "0")}`);
    expect(keys).toEqual(keys.toSorted());
  });

  it("writes each row's CSV line and JSON object as the mapped row gave them", async () => {
    for (const t of TRANSFER_TABLES) {
      const format = rowFormat(t, orgId);
      const columns = Object.values(getTableColumns(t.table)).map((c) => csvColumn(c.name));
      const values: unknown[][] = [];
      for await (const page of tableValues(db(), orgId, t, format.names)) values.push(...page);
      // invoice_movements and invoice_counters (no id) are checked by organization-transfer.test.ts.
      if (!("id" in getTableColumns(t.table))) continue;
      const id = format.names.indexOf("id");
      const ids = JSON.stringify(values.map((v) => v[id]));
      const mapped = (await db()
        .select()
        .from(t.table)
        .where(sql`rowid IN (SELECT value FROM json_each(${ids}))`)) as Record<string, unknown>[];
      expect(mapped.length, t.key).toBe(values.length);
      const mappedById = new Map(mapped.map((row) => [row.id, row]));
      for (const v of values) {
        const row = mappedById.get(v[id])!;
        expect(JSON.parse(format.json(v)), t.key).toEqual(JSON.parse(JSON.stringify(row)));
        const before = csvLine(columns.map((c) => c.show(row[c.column])));
        // A JSON column's cell is its stored text (JSON.stringify's for what drizzle wrote).
        expect(format.csv(v), t.key).toBe(before);
      }
    }
  });

  it("imports back into a new organization with the same records", async () => {
    const files = await exportFiles(orgId, owner.token);
    const source = JSON.parse(files["tropero-export.json"]!) as ExportJson;
    expect(source.tables.movements.map((m) => m.id as number).toSorted((a, b) => a - b)).toEqual(await logIds(orgId));
    expect(files["movimientos.csv"]!.split("\r\n").length - 2).toBe(MOVEMENTS);
    expect(files["notas.csv"]).toContain(";'=SUM(A1);");
    expect(files["notas.csv"]).toContain('"Línea 1\r\n""citada""; con punto y coma"');

    const target = await makeOrg(owner, "Estancia grande mudada");
    const res = await importInto(target.id, owner.token, source);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.imported.movements).toBe(MOVEMENTS);
    await expectStockMatchesLog(target.id);
    await expectSuppliesMatchLog(target.id);
    const copy = JSON.parse((await exportFiles(target.id, owner.token))["tropero-export.json"]!) as ExportJson;
    expect(canonical(copy)).toEqual(canonical(source));
  });

  it("streams two exports at once, each whole", async () => {
    const [a, b] = await Promise.all([exportFiles(orgId, owner.token), exportFiles(orgId, owner.token)]);
    const tables = (files: Record<string, string>) => (JSON.parse(files["tropero-export.json"]!) as ExportJson).tables;
    expect(tables(a).movements).toHaveLength(MOVEMENTS);
    expect(tables(a)).toEqual(tables(b));
    expect(a["movimientos.csv"]).toBe(b["movimientos.csv"]);
  });
});
