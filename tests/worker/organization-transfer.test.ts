// The owner's data (docs/export-and-backup.md): the export holds every record (CSV per kind and a JSON file), an import into
// a new, empty organization gives back the same stock, log, supplies, cycles, notes, tasks and money, and
// everyone but the owner, and every file that does not add up, is refused with nothing written.
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";
import { TRANSFER_TABLES } from "../../worker/areas/organization/transfer/transfer-tables";
import { IMPORT_MAX_BYTES } from "../../worker/areas/organization/transfer/import-schema";
import type { Lot, Rodeo } from "../../worker/shared/herd-types";
import { addMember, api, db, makeOrg, makeTeam, makeUser, type TestUser } from "./fixtures";
import { expectStockMatchesLog, ok } from "./herd-helpers";
import { createNote } from "./note-helpers";
import { loadDemoRanch } from "./ranch-loader";
import { BOW_TIE } from "./boundary-fixtures";
import { expectSuppliesMatchLog, storedSupplies } from "./supply-helpers";
import { expectAggregatesMatchLog } from "./aggregate-model";
import { newTask } from "./task-helpers";
import { canonical, exportFiles, exportJson, exportResponse, importInto, type ExportJson } from "./transfer-helpers";

/** Tables with an organization's rows that an export leaves out on purpose, and why. */
const NOT_EXPORTED: Record<string, string> = {
  organizations: "the organization itself: its name goes in the JSON's header",
  user_organizations: "members: listed in miembros.csv; an import never adds anyone",
  invitations: "pending invitations are tokens for the old organization",
  task_reminders: "which reminders the cron already sent",
  organization_reminders: "the platform's inactivity reminders, not the ranch's data",
  analytics_events: "the platform's page views, not the ranch's data",
  conversations: "the platform's WhatsApp inbox (by phone number), not the ranch's data",
  conversation_messages: "the platform's WhatsApp messages, not the ranch's data",
  whatsapp_templates: "the platform's WhatsApp templates, not the ranch's data",
  assistant_threads: "each user's private conversations with the assistant",
  assistant_messages: "the turns of those private conversations",
  assistant_usage: "each user's daily count of questions to the assistant",
  // Sums of the log and the money tables (docs/aggregates.md): the import rebuilds them from the rows it loads.
  rodeo_days: "an aggregate of the log, rebuilt on import",
  rodeo_months: "an aggregate of the log, rebuilt on import",
  supply_months: "an aggregate of the log, rebuilt on import",
  supply_days: "an aggregate of the log, rebuilt on import",
  lot_days: "an aggregate of the log, rebuilt on import",
  finance_days: "an aggregate of the log and the money tables, rebuilt on import",
  finance_categories: "an aggregate of the purchases, rebuilt on import",
  activity_days: "an aggregate of the log, rebuilt on import",
  // Electronic invoicing (docs/arca.md): a CUIT and its ARCA delegation belong to one taxpayer, not to a copy.
  organization_fiscal: "the issuer's fiscal identity: the new organization's owner enters it (and delegates) again",
  arca_locks: "a short claim while ARCA is asked, not the ranch's data",
};

type Team = Awaited<ReturnType<typeof makeTeam>>;
let team: Team;
let source: ExportJson;

async function countRows(orgId: number) {
  const row = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM lots WHERE organization_id = ?1) + (SELECT count(*) FROM movements WHERE organization_id = ?1)
      + (SELECT count(*) FROM rodeos WHERE organization_id = ?1) + (SELECT count(*) FROM notes WHERE organization_id = ?1) AS n`,
  )
    .bind(orgId)
    .first<{ n: number }>();
  return row!.n;
}

async function moneyRows(orgId: number, ownerId: number) {
  const [movement] = await db()
    .select({ id: schema.movements.id })
    .from(schema.movements)
    .where(sql`organization_id = ${orgId} AND type = 'SELL' AND deleted = 0`)
    .limit(1);
  const [invoice] = await db()
    .insert(schema.invoices)
    .values({
      organization_id: orgId,
      type: "A",
      point_of_sale: 1,
      number: 1,
      status: "emitida",
      date: "2026-10-01",
      customer_name: "Frigorífico Sur",
      customer_cuit: "30500010912",
      customer_iva_condition: "responsable_inscripto",
      net_cents: 100_000_00,
      iva_cents: 10_500_00,
      total_cents: 110_500_00,
      created_by: ownerId,
    })
    .returning();
  await db().insert(schema.invoiceLines).values({
    invoice_id: invoice!.id,
    position: 1,
    description: "Novillos",
    quantity_milli: 10_000,
    unit: "cabezas",
    unit_price_cents: 10_000_00,
    iva_tenths: 105,
    net_cents: 100_000_00,
    iva_cents: 10_500_00,
  });
  await db().insert(schema.invoiceMovements).values({ invoice_id: invoice!.id, movement_id: movement!.id });
  await db()
    .insert(schema.invoiceCounters)
    .values({ organization_id: orgId, type: "A", point_of_sale: 1, last_number: 1 });
  const [supply] = [...(await storedSupplies(orgId)).values()];
  const [purchase] = await db()
    .insert(schema.purchases)
    .values({
      organization_id: orgId,
      supplier_name: '=HYPERLINK("http://x")',
      supplier_cuit: "20172543597",
      date: "2026-09-10",
      invoice_type: "A",
      invoice_number: "0003-00012345",
      net_cents: 50_000_00,
      iva_cents: 10_500_00,
      total_cents: 60_500_00,
    })
    .returning();
  await db().insert(schema.purchaseLines).values({
    purchase_id: purchase!.id,
    position: 1,
    category: "alimento",
    description: "Rollos",
    quantity_milli: 40_000,
    unit_price_cents: 1_250_00,
    iva_tenths: 210,
    net_cents: 50_000_00,
    iva_cents: 10_500_00,
    asset_id: supply!.id,
  });
}

beforeAll(async () => {
  team = await makeTeam();
  await loadDemoRanch(team.org.id, team.owner);
  const lots = await ok<{ lots: Lot[] }>(api(`/lot/info/${team.org.id}`, { token: team.owner.token }));
  await createNote(team.owner.token, team.org.id, {
    title: "=1+1",
    body: 'Revisar, "urgente"',
    lot_id: lots.lots[0]!.id,
  });
  await newTask(team.owner.token, team.org.id, { title: "Vacunar", lot_id: lots.lots[0]!.id });
  await moneyRows(team.org.id, team.owner.id);
  source = await exportJson(team.org.id, team.owner.token);
});

describe("export", () => {
  it("covers every table holding an organization's rows", () => {
    const exported = new Set(TRANSFER_TABLES.map((t) => getTableConfig(t.table).name));
    const tables = Object.values(schema).flatMap((value) => {
      try {
        return [getTableConfig(value as SQLiteTable)];
      } catch {
        return [];
      }
    });
    for (const t of tables) {
      const owned = t.columns.some((c) => c.name === "organization_id");
      const child = t.foreignKeys.some((fk) => exported.has(getTableConfig(fk.reference().foreignTable).name));
      if (!owned && !child) continue;
      expect(
        exported.has(t.name) || t.name in NOT_EXPORTED,
        `${t.name} is neither exported nor left out on purpose`,
      ).toBe(true);
    }
  });

  it("streams a ZIP with one CSV per kind, Spanish headers, formulas neutralised, and the JSON", async () => {
    const res = await exportResponse(team.org.id, team.owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="tropero-estancia-de-prueba-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    // Excel reads the accents right only with the UTF-8 byte order mark (text decoders drop it).
    const raw = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect([...raw["movimientos.csv"]!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const files = await exportFiles(team.org.id, team.owner.token);
    expect(Object.keys(files).sort()).toEqual(
      [...TRANSFER_TABLES.map((t) => t.csv), "miembros.csv", "tropero-export.json"].sort(),
    );
    const movements = files["movimientos.csv"]!.split("\r\n");
    expect(movements[0]).toBe(
      "ID;ID organización;Tipo;Fecha;ID rodeo;ID lote;ID ciclo;Detalle;Referencia;Animales;Datos;Metadatos;Eliminado;ID creado por;Versión;ID del dispositivo;Creado;Actualizado",
    );
    expect(movements.length - 2).toBe(source.tables.movements.length);
    expect(files["notas.csv"]).toContain("'=1+1");
    expect(files["notas.csv"]).toContain('"Revisar, ""urgente"""');
    expect(files["compras.csv"]).toContain(`"'=HYPERLINK(""http://x"")"`);
    // Cents shown as pesos in the CSV, kept as cents in the JSON.
    expect(files["facturas.csv"]!.split("\r\n")[0]).toContain("Total ($)");
    expect(files["facturas.csv"]).toContain(";110500;");
    expect(source.tables.invoices[0]!.total_cents).toBe(110_500_00);
    expect(files["miembros.csv"]).toContain(team.owner.email);
    expect(files["miembros.csv"]).not.toMatch(/pbkdf2|password/i);
    expect(source.tables.movements.length).toBeGreaterThan(500);
    // A year of the demo ranch is far inside the import's limit (docs/export-and-backup.md: about 0.3 MB).
    expect(files["tropero-export.json"]!.length).toBeLessThan(IMPORT_MAX_BYTES / 10);
  });

  it("is the owner's alone: admins, plain users, outsiders and anonymous callers are refused", async () => {
    for (const who of [team.admin, team.user, team.outsider]) {
      const res = await exportResponse(team.org.id, who.token);
      expect(res.status, who.email).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/rol|acceso/i);
    }
    expect((await exportResponse(team.org.id)).status).toBe(401);
    expect((await exportResponse(999_999, team.owner.token)).status).toBe(403);
    expect((await exportResponse(team.otherOrg.id, team.owner.token)).status).toBe(403);
  });
});

describe("import", () => {
  it("round-trips into a new organization: same stock, log, supplies, cycles, notes, tasks and money", async () => {
    const target = await makeOrg(team.owner, "Estancia mudada");
    const res = await importInto(target.id, team.owner.token, source);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.imported.movements).toBe(source.tables.movements.length);
    expect(res.body.imported.note_photos).toBeUndefined();

    await expectStockMatchesLog(target.id);
    await expectSuppliesMatchLog(target.id);
    await expectAggregatesMatchLog(target.id, "after the import");
    const copy = await exportJson(target.id, team.owner.token);
    const original = {
      ...source,
      tables: { ...source.tables, purchases: source.tables.purchases.map((p) => ({ ...p, file_id: null })) },
    };
    expect(canonical(copy, ["files", "note_photos"])).toEqual(canonical(original, ["files", "note_photos"]));

    // What the screens read is the same, by name.
    const byName = async (orgId: number) => {
      const rodeos = await ok<{ rodeos: Rodeo[] }>(api(`/rodeo/${orgId}`, { token: team.owner.token }));
      return Object.fromEntries(rodeos.rodeos.map((r) => [r.name, { total: r.total, daily_gain: r.daily_gain }]));
    };
    expect(await byName(target.id)).toEqual(await byName(team.org.id));
    const cycles = async (orgId: number) =>
      (
        await ok<{ cycles: { name: string }[] }>(api(`/reproductive-cycle/${orgId}`, { token: team.owner.token }))
      ).cycles
        .map((c) => c.name)
        .sort();
    expect(await cycles(target.id)).toEqual(await cycles(team.org.id));
    // A second import into the now full organization is refused.
    const again = await importInto(target.id, team.owner.token, source);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/nueva y vacía/);
  });

  it("refuses anyone but the target's owner", async () => {
    const target = await makeOrg(team.owner, "Destino");
    await addMember(target.id, team.admin, "admin");
    for (const who of [team.admin, team.user, team.outsider]) {
      expect((await importInto(target.id, who.token, source)).status, who.email).toBe(403);
    }
    expect(await countRows(target.id)).toBe(0);
  });

  it("refuses files that are not an export or do not add up, with nothing written", async () => {
    const target = await makeOrg(team.owner, "Destino vacío");
    const tampered = (change: (json: ExportJson) => void) => {
      const copy = structuredClone(source);
      change(copy);
      return copy;
    };
    const cases: [string, unknown, RegExp][] = [
      ["not an export", { hello: "world" }, /exportación de Tropero/],
      ["another version", { ...source, version: 99 }, /exportación de Tropero/],
      [
        "stock that is not the log's",
        tampered((j) => void (j.tables.rodeo_stock[0]!.count = 99_999)),
        /stock del archivo/,
      ],
      [
        "a supply quantity that is not the log's",
        tampered((j) => void (j.tables.assets[0]!.quantity = 123_456)),
        /insumo/,
      ],
      ["a lot in a missing field", tampered((j) => void (j.tables.lots[0]!.field_id = 987_654)), /Referencia inválida/],
      ["a kind not in the list", tampered((j) => void (j.tables.assets[0]!.kind = "veneno")), /datos inválidos/],
      ["a text where a number goes", tampered((j) => void (j.tables.rodeos[0]!.lot_id = "uno")), /datos inválidos/],
      ["a repeated id", tampered((j) => j.tables.lots.push({ ...j.tables.lots[0]! })), /se repite/],
      [
        "a boundary that crosses itself",
        tampered((j) => void (j.tables.lots[0]!.boundary = BOW_TIE)),
        /datos inválidos/,
      ],
      ["an unknown table", tampered((j) => void ((j.tables as Record<string, unknown>).users = [])), /datos inválidos/],
    ];
    for (const [name, body, message] of cases) {
      const res = await importInto(target.id, team.owner.token, body);
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toMatch(message);
    }
    const broken = await api(`/organization/${target.id}/import`, {
      method: "POST",
      token: team.owner.token,
      body: "{ no es json",
    });
    expect(broken.status).toBe(400);
    expect(await countRows(target.id)).toBe(0);
  });

  it("never carries another organization's files or users into the target", async () => {
    const stranger: TestUser = await makeUser();
    const target = await makeOrg(stranger, "Estancia ajena");
    const withPhoto = structuredClone(source);
    withPhoto.tables.note_photos.push({
      id: 1,
      organization_id: team.org.id,
      note_id: source.tables.notes[0]!.id,
      key: `org/${team.org.id}/secret.png`,
      content_type: "image/png",
      size: 10,
      width: 1,
      height: 1,
      created_by: team.owner.id,
      created_at: "2026-01-01T00:00:00.000Z",
    });
    const res = await importInto(target.id, stranger.token, withPhoto);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const photos = await db().select().from(schema.notePhotos).where(eq(schema.notePhotos.organization_id, target.id));
    expect(photos).toHaveLength(0);
    // The source's owner is no member of the stranger's organization: their records name nobody.
    const authors = await env.DB.prepare("SELECT DISTINCT created_by FROM movements WHERE organization_id = ?1")
      .bind(target.id)
      .all<{ created_by: number | null }>();
    expect(authors.results).toEqual([{ created_by: null }]);
  });

  it("two imports into the same empty organization at once load it once", async () => {
    const target = await makeOrg(team.owner, "Carrera");
    const small = structuredClone(source);
    small.tables.movements = [];
    small.tables.rodeo_stock = [];
    small.tables.notes = [];
    small.tables.tasks = [];
    small.tables.invoice_movements = [];
    small.tables.purchases = [];
    small.tables.purchase_lines = [];
    // Tagged animals hang off their movements (docs/animals.md).
    small.tables.animals = [];
    small.tables.animal_events = [];
    small.tables.tags = [];
    for (const a of small.tables.assets) a.quantity = 0;
    const results = await Promise.all([
      importInto(target.id, team.owner.token, small),
      importInto(target.id, team.owner.token, small),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lots = await db().select().from(schema.lots).where(eq(schema.lots.organization_id, target.id));
    expect(lots).toHaveLength(small.tables.lots.length);
  });
});
