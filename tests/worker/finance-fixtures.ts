// A small money history for the finance tests, written straight into the money tables (amounts computed
// with worker/shared/money.ts), with sales and feed recorded through the API. Hand-counted figures for
// 2026-01-01..2026-03-31 are in FIGURES below.
import { eq } from "drizzle-orm";
import { assets } from "../../worker/db/schema";
import { invoiceLines, invoices, purchaseLines, purchases } from "../../worker/db/schema-money";
import { documentTotals, lineAmounts, rateToTenths, toCents, toMilli } from "../../worker/shared/money";
import type { ExpenseCategory, InvoiceStatus, InvoiceUnit } from "../../worker/shared/money-values";
import { api, db, makeTeam } from "./fixtures";
import { ok } from "./herd-helpers";
import { insertSupply, write } from "./supply-helpers";

interface Line {
  description: string;
  quantity: number;
  unit_price: number;
  iva_rate: number;
}
const stored = (l: Line) => ({
  description: l.description,
  quantity_milli: toMilli(l.quantity)!,
  unit_price_cents: toCents(l.unit_price)!,
  iva_tenths: rateToTenths(l.iva_rate),
});

let number = 0;
export async function insertInvoice(
  orgId: number,
  date: string,
  status: InvoiceStatus,
  lines: (Line & { unit: InvoiceUnit })[],
  extra: Partial<typeof invoices.$inferInsert> = {},
) {
  const rows = lines.map(stored);
  const totals = documentTotals(rows);
  const [inv] = await db()
    .insert(invoices)
    .values({
      organization_id: orgId,
      type: "A",
      point_of_sale: 1,
      number: status === "borrador" ? null : ++number,
      status,
      date,
      customer_name: "Frigorífico Test",
      customer_cuit: "30500010912",
      customer_iva_condition: "responsable_inscripto",
      net_cents: totals.net_cents,
      iva_cents: totals.iva_cents,
      total_cents: totals.total_cents,
      ...extra,
    })
    .returning();
  await db()
    .insert(invoiceLines)
    .values(rows.map((r, i) => ({ ...r, invoice_id: inv!.id, position: i, unit: lines[i]!.unit, ...lineAmounts(r) })));
  return inv!.id;
}

export async function insertPurchase(
  orgId: number,
  date: string,
  lines: (Line & { category: ExpenseCategory })[],
  extra: Partial<typeof purchases.$inferInsert> = {},
) {
  const rows = lines.map(stored);
  const totals = documentTotals(rows);
  const [p] = await db()
    .insert(purchases)
    .values({
      organization_id: orgId,
      supplier_name: "Proveedor Test",
      supplier_cuit: "20123456786",
      date,
      invoice_type: "A",
      invoice_number: `0001-${String(++number).padStart(8, "0")}`,
      net_cents: totals.net_cents,
      iva_cents: totals.iva_cents,
      total_cents: totals.total_cents,
      ...extra,
    })
    .returning();
  await db()
    .insert(purchaseLines)
    .values(
      rows.map((r, i) => ({ ...r, purchase_id: p!.id, position: i, category: lines[i]!.category, ...lineAmounts(r) })),
    );
  return p!.id;
}

const kg = (quantity: number, unit_price: number) => ({
  description: "Novillos",
  quantity,
  unit: "kg" as const,
  unit_price,
  iva_rate: 10.5,
});

/** The hand count of the history below for 2026-01-01..2026-03-31 (see each row's comment). */
export const FIGURES = {
  // Jan 1: 4000 kg × $2.500 (net $10.000.000) + 1 × $1.000,01 at 21 % (net $1.000,01). Mar 31: 2100 kg × $2.600,50.
  income: 15_462_050.01,
  months: [
    { month: "2026-01", income: 10_001_000.01, expenses: 153_333.3 },
    { month: "2026-02", income: 0, expenses: 0 },
    { month: "2026-03", income: 5_461_050, expenses: 50_000 },
  ],
  // Jan 15: 1000 kg feed × $150 + 10 × $333,33 (sanidad, 21 %); Mar 31: taxes $50.000 (0 %).
  expenses: 203_333.3,
  result: 15_258_716.71,
  heads_sold: 15,
  // 10 heads × 400 kg + 5 heads × 420 kg.
  kilos_sold: 6100,
  // ($10.000.000 + $5.461.050) ÷ 6100 kg = 2534,598...
  average_price_per_kg: 2534.6,
  expenses_by_category: [
    { category: "alimento", amount: 150_000 },
    { category: "impuestos", amount: 50_000 },
    { category: "sanidad", amount: 3333.3 },
  ],
  // 1000 kg maíz at $100 = $100.000 ÷ 80 heads now (gasoil is not feed).
  feed_cost_per_head: 1250,
  // $15.258.716,71 ÷ 15.
  margin_per_head: 1_017_247.78,
};

async function created(p: Promise<{ status: number; body: unknown }>) {
  const res = await p;
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${JSON.stringify(res.body)}`);
}

/** The history FIGURES counts, plus rows that must not count (voided, draft, deleted, out of range, other org). */
export async function financeHistory() {
  const team = await makeTeam();
  const { owner, org, otherOrg } = team;
  const t = owner.token;
  const { rodeo } = await ok<{ rodeo: { id: number } }>(
    api(`/rodeo/${org.id}`, {
      method: "POST",
      token: t,
      body: { name: "Engorde", lot_id: null, date: "2025-12-01", animals: [{ type: "Novillo", count: 100 }] },
    }),
    201,
  );
  const sell = (date: string, count: number, mean_weight: number) =>
    created(
      write(t, "sell", org.id, {
        date,
        rodeo_id: rodeo.id,
        animals: [{ type: "Novillo", count }],
        mean_weight,
        price_per_kg: 2500,
      }),
    );
  await sell("2025-12-31", 3, 380);
  await sell("2026-01-01", 10, 400);
  await sell("2026-03-31", 5, 420);
  await sell("2026-04-01", 2, 430);

  const maiz = await insertSupply(org.id, "Maíz", "alimento", "kg");
  const gasoil = await insertSupply(org.id, "Gasoil", "combustible", "litros");
  await db().update(assets).set({ unit_cost: 100 }).where(eq(assets.id, maiz));
  await db().update(assets).set({ unit_cost: 900 }).where(eq(assets.id, gasoil));
  await created(
    write(t, "load-asset", org.id, {
      date: "2025-12-15",
      items: [
        { asset_id: maiz, quantity: 10000 },
        { asset_id: gasoil, quantity: 1000 },
      ],
    }),
  );
  const consume = (date: string, asset_id: number, quantity: number) =>
    created(write(t, "asset-consumption", org.id, { date, asset_id, quantity, rodeo_id: rodeo.id }));
  await consume("2026-02-10", maiz, 1000);
  await consume("2026-02-11", gasoil, 100);
  await consume("2026-04-02", maiz, 500);

  // Income: two counted invoices on the range's borders; the rest must not count.
  await insertInvoice(org.id, "2026-01-01", "emitida", [
    kg(4000, 2500),
    { description: "Flete", quantity: 1, unit: "unidad", unit_price: 1000.01, iva_rate: 21 },
  ]);
  await insertInvoice(org.id, "2026-03-31", "pagada", [kg(2100, 2600.5)], { paid_at: "2026-04-05" });
  await insertInvoice(org.id, "2026-02-15", "anulada", [kg(9999, 9999)], { void_reason: "Error de carga" });
  await insertInvoice(org.id, "2026-02-16", "borrador", [kg(8888, 8888)]);
  await insertInvoice(org.id, "2025-12-31", "emitida", [kg(777, 777)]);
  await insertInvoice(org.id, "2026-04-01", "pagada", [kg(666, 666)]);
  await insertInvoice(otherOrg.id, "2026-02-01", "emitida", [kg(555, 555)]);

  await insertPurchase(org.id, "2026-01-15", [
    { category: "alimento", description: "Maíz", quantity: 1000, unit_price: 150, iva_rate: 10.5 },
    { category: "sanidad", description: "Vacunas", quantity: 10, unit_price: 333.33, iva_rate: 21 },
  ]);
  await insertPurchase(org.id, "2026-03-31", [
    { category: "impuestos", description: "Inmobiliario rural", quantity: 1, unit_price: 50000, iva_rate: 0 },
  ]);
  await insertPurchase(
    org.id,
    "2026-02-01",
    [{ category: "combustible", description: "Gasoil", quantity: 1, unit_price: 99999, iva_rate: 21 }],
    { deleted: true },
  );
  await insertPurchase(org.id, "2025-12-31", [
    { category: "servicios", description: "Luz", quantity: 1, unit_price: 12345, iva_rate: 21 },
  ]);
  await insertPurchase(otherOrg.id, "2026-02-01", [
    { category: "servicios", description: "Luz", quantity: 1, unit_price: 4444, iva_rate: 21 },
  ]);
  return { ...team, t, rodeo: rodeo.id };
}
