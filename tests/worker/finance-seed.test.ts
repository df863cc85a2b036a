// The demo ranch's money (worker/scripts/seed/ranch-money.ts) loaded into D1 on top of its herd: invoices
// match the sales they bill and leave the newest unbilled, numbers have no gap, purchases follow the BUY
// movements and supply loads, one overdue purchase carries the uploaded PDF, and the summary reads it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { buildRanch } from "../../worker/scripts/seed/ranch";
import { seedMoney, UNBILLED_SALES, UNPAID_INVOICES } from "../../worker/scripts/seed/ranch-money";
import { SeedSql } from "../../worker/scripts/seed/sql";
import { isValidCuit } from "../../worker/shared/money";
import type { FinanceSummary } from "../../worker/shared/money-types";
import { today as todayIso } from "../../worker/areas/herd/movements/herd-log";
import { api, makeTeam } from "./fixtures";
import { categoryIds, ok } from "./herd-helpers";

const TABLES = ["fields", "lots", "rodeos", "rodeo_stock", "movements", "reproductive_cycles", "assets"];
const MONEY = ["files", "invoices", "invoice_lines", "purchases", "purchase_lines"];
type Rows = Array<Record<string, unknown>>;
const all = async (query: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...binds)
      .all()
  ).results as Rows;

describe("demo ranch money", () => {
  it("bills the year's sales but the newest, buys what the log bought, and the summary reads it", async () => {
    const { owner, org } = await makeTeam();
    const maxIds: Record<string, number> = {};
    for (const t of [...TABLES, ...MONEY]) {
      const row = await env.DB.prepare(`SELECT coalesce(max(id), 0) AS m FROM "${t}"`).first<{ m: number }>();
      maxIds[t] = row!.m;
    }
    const sql = new SeedSql(maxIds);
    const categories = new Map(Object.entries(await categoryIds(org.id, owner.token)));
    const today = todayIso().slice(0, 10);
    const ranch = buildRanch(
      (table, row) => sql.insert(table, row),
      {
        organizationId: org.id,
        ownerId: owner.id,
        userId: owner.id,
        categories,
        today: new Date(`${today}T12:00:00Z`),
      },
      (table, id, set) => sql.update(table, id, set),
    );
    const files = seedMoney(sql, { organizationId: org.id, ownerId: owner.id, movements: ranch.movements, today });
    await env.DB.batch(sql.statements.map((s) => env.DB.prepare(s)));

    const invoices = await all(
      `SELECT i.*, im.movement_id, (SELECT sum(net_cents) FROM invoice_lines l WHERE l.invoice_id = i.id) AS lines_net
       FROM invoices i JOIN invoice_movements im ON im.invoice_id = i.id WHERE i.organization_id = ? ORDER BY i.number`,
      org.id,
    );
    expect(invoices.length).toBeGreaterThanOrEqual(4);
    expect(invoices.map((i) => i.number)).toEqual(invoices.map((_, n) => n + 1));
    const [counter] = await all(`SELECT last_number FROM invoice_counters WHERE organization_id = ?`, org.id);
    expect(counter!.last_number).toBe(invoices.length);
    // Fiscal data whose enabled points leave out the invoices' point: the demo never asks ARCA (docs/arca.md).
    const [fiscal] = await all(`SELECT * FROM organization_fiscal WHERE organization_id = ?`, org.id);
    expect(fiscal).toMatchObject({ iva_condition: "responsable_inscripto" });
    expect(isValidCuit(String(fiscal!.cuit))).toBe(true);
    const enabled = JSON.parse(String(fiscal!.points_of_sale)) as number[];
    expect(enabled.length).toBeGreaterThan(0);
    for (const i of invoices) {
      expect(enabled).not.toContain(i.point_of_sale);
      expect(i.lines_net).toBe(i.net_cents);
      expect(i.total_cents).toBe(Number(i.net_cents) + Number(i.iva_cents));
      expect(isValidCuit(String(i.customer_cuit))).toBe(true);
    }
    expect(invoices.filter((i) => i.status === "emitida")).toHaveLength(UNPAID_INVOICES);
    expect(invoices.filter((i) => i.status === "pagada")).toHaveLength(invoices.length - UNPAID_INVOICES);
    // The newest sales are not billed; every billed one is a SELL of this organization.
    const sells = ranch.movements
      .filter((m) => m.type === "SELL")
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    const billed = new Set(invoices.map((i) => i.movement_id));
    expect(sells.slice(-UNBILLED_SALES).some((s) => billed.has(s.id))).toBe(false);
    expect([...billed].every((id) => sells.some((s) => s.id === id))).toBe(true);

    const purchases = await all(`SELECT * FROM purchases WHERE organization_id = ? AND deleted = 0`, org.id);
    const buys = ranch.movements.filter(
      (m) => m.type === "BUY" && m.date > purchases.map((p) => String(p.date)).sort()[0]!,
    );
    for (const b of buys) expect(purchases.some((p) => p.movement_id === b.id)).toBe(true);
    expect(purchases.filter((p) => p.asset_movement_id !== null).length).toBeGreaterThan(3);
    const overdue = purchases.filter((p) => !p.paid && p.due_date !== null && String(p.due_date) < today);
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.file_id).not.toBeNull();
    const [file] = await all(`SELECT * FROM files WHERE id = ?`, overdue[0]!.file_id);
    expect(file!.key).toBe(files[0]!.key);
    expect(file!.size).toBe(files[0]!.bytes.length);
    expect(new TextDecoder().decode(files[0]!.bytes.slice(0, 5))).toBe("%PDF-");
    const categories_ = new Set(
      (
        await all(
          `SELECT DISTINCT l.category FROM purchase_lines l JOIN purchases p ON p.id = l.purchase_id WHERE p.organization_id = ?`,
          org.id,
        )
      ).map((r) => r.category),
    );
    for (const c of ["hacienda", "alimento", "sanidad", "combustible", "servicios", "impuestos"])
      expect(categories_).toContain(c);

    const { summary } = await ok<{ summary: FinanceSummary }>(
      api(`/finance/${org.id}/summary`, { token: owner.token }),
    );
    expect(summary.income).toBeGreaterThan(0);
    expect(summary.expenses).toBeGreaterThan(0);
    expect(summary.heads_sold).toBeGreaterThan(0);
    expect(summary.margin_per_head).not.toBeNull();
    expect(summary.feed_cost_per_head).toBeGreaterThan(0);
    expect(summary.average_price_per_kg).toBeGreaterThan(0);
  });
});
