// The demo ranch's money (docs/money.md), over its two years of history: every sale invoiced (one invoice per
// SELL movement, numbers 0001-00000001 on, most paid, the two newest unpaid) except the three most recent
// sales, which stay unbilled for the "from sales" picker; the purchases behind the BUY movements (hacienda)
// and the supply loads (alimento, sanidad, combustible); monthly services, fuel and taxes; one overdue unpaid
// invoice from the vet, whose PDF is the one uploaded file (its bytes go to the local R2 like the photos).
// The ranch has fiscal data (docs/arca.md) whose enabled points of sale leave out point 1, the one its invoices
// use: they keep the local numbering ("sin CAE") and a demo never asks ARCA for anything.
import { formatCuit } from "../../shared/money";
import type { SupplyKind } from "../../shared/supply-schemas";
import { addDays, type SeedMovement } from "./ranch-builder";
import { invoicePdf } from "./invoice-pdf";
import {
  cuitOf,
  insertPurchase,
  KIND_EXPENSE,
  storedLines,
  suppliers,
  type Suppliers,
  type InvoiceLinePlan,
  type PurchaseLinePlan,
} from "./ranch-money-parts";
import { seededRandom, type Random } from "./random";
import type { SeedSql } from "./sql";

export interface MoneyInput {
  organizationId: number;
  ownerId: number;
  movements: readonly SeedMovement[];
  /** YYYY-MM-DD */
  today: string;
}

/** A file for the local R2 bucket, under the key its `files` row names. */
export interface SeedFile {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/** Sales left unbilled, the newest ones. */
export const UNBILLED_SALES = 3;
/** Invoiced sales still unpaid, the newest invoiced ones. */
export const UNPAID_INVOICES = 2;

const BUYER_CUITS: Record<string, string> = {
  "Frigorífico Rioplatense": cuitOf("3050012345"),
  "Frigorífico Gorina": cuitOf("3054669811"),
  "Consignataria Ganadera del Sur": cuitOf("3071122334"),
  "Remate Ayacucho": cuitOf("3068877665"),
};

interface Ctx {
  sql: SeedSql;
  input: MoneyInput;
  rnd: Random;
  suppliers: Suppliers;
}
const earlier = (a: string, b: string) => (a < b ? a : b);
const num = (v: unknown) => (typeof v === "number" ? v : 0);
const text = (v: unknown) => (typeof v === "string" ? v : "");

/** Cattle lines of a sale or purchase: kilos (heads × mean weight) at its price per kg, IVA 10,5 %. */
function cattleLines(m: SeedMovement): InvoiceLinePlan[] {
  const weight = num(m.data.mean_weight);
  const price = num(m.data.price_per_kg);
  return m.animals.map((a) => ({
    description: `${a.type} (${a.count} cab., ${weight} kg prom.)`,
    quantity: Math.round(a.count * weight * 1000) / 1000,
    unit: "kg" as const,
    unit_price: price,
    iva_rate: 10.5,
  }));
}

function seedSalesInvoices({ sql, input, rnd }: Ctx) {
  const org = input.organizationId;
  const sales = input.movements
    .filter((m) => m.type === "SELL" && m.animals.length > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .slice(0, -UNBILLED_SALES);
  sales.forEach((sale, i) => {
    const number = i + 1;
    const buyer = text(sale.data.buyer) || "Frigorífico Rioplatense";
    const { lines, totals } = storedLines(cattleLines(sale));
    const unpaid = i >= sales.length - UNPAID_INVOICES;
    const paid = earlier(addDays(sale.date, rnd.int(10, 30)), input.today);
    const at = `${sale.date}T15:00:00.000Z`;
    const id = sql.insert("invoices", {
      organization_id: org,
      type: "A",
      point_of_sale: SEED_INVOICE_POINT,
      number,
      status: unpaid ? "emitida" : "pagada",
      date: sale.date,
      customer_name: buyer,
      customer_cuit: BUYER_CUITS[buyer] ?? cuitOf("3050012345"),
      customer_iva_condition: "responsable_inscripto",
      net_cents: totals.net_cents,
      iva_cents: totals.iva_cents,
      total_cents: totals.total_cents,
      cae_status: "sin_cae",
      issued_at: at,
      paid_at: unpaid ? null : paid,
      payment_method: unpaid ? null : rnd.pick(["transferencia", "echeq", "transferencia"] as const),
      created_by: input.ownerId,
      created_at: at,
      updated_at: at,
    });
    const units = cattleLines(sale);
    lines.forEach((l, position) =>
      sql.insert("invoice_lines", { invoice_id: id, position, unit: units[position]!.unit, ...l }),
    );
    sql.insertRaw("invoice_movements", { invoice_id: id, movement_id: sale.id });
  });
  if (sales.length) {
    sql.insertRaw("invoice_counters", {
      organization_id: org,
      type: "A",
      point_of_sale: SEED_INVOICE_POINT,
      last_number: sales.length,
    });
  }
  return sales.length;
}

interface LoadItem {
  asset_id: number;
  name: string;
  kind: SupplyKind;
  unit: string;
  quantity: number;
  unit_cost: number;
}

/** The supplier invoices behind cattle bought and supplies loaded. */
function seedMovementPurchases({ sql, input, rnd, suppliers: s }: Ctx) {
  const org = input.organizationId;
  const paid = (day: string) => earlier(addDays(day, rnd.int(5, 25)), input.today);
  for (const m of input.movements) {
    if (m.type === "BUY") {
      insertPurchase(sql, org, input.ownerId, {
        supplier: s.cattle,
        date: m.date,
        due_date: addDays(m.date, 30),
        paid_at: paid(m.date),
        lines: cattleLines(m).map(({ unit: _unit, ...l }) => ({ ...l, category: "hacienda" })),
        movement_id: m.id,
      });
    }
    if (m.type !== "ASSET" && m.type !== "ASSET_BATCH") continue;
    const items = (m.type === "ASSET" ? [m.data] : (m.data.items as unknown[])) as LoadItem[];
    const bySupplier = new Map<keyof Suppliers, PurchaseLinePlan[]>();
    for (const item of items) {
      const expense = KIND_EXPENSE[item.kind] ?? KIND_EXPENSE.otro;
      const lines = bySupplier.get(expense.supplier) ?? [];
      lines.push({
        category: expense.category,
        description: `${item.name} (${item.unit})`,
        quantity: item.quantity,
        unit_price: item.unit_cost,
        iva_rate: expense.iva,
        asset_id: item.asset_id,
      });
      bySupplier.set(expense.supplier, lines);
    }
    for (const [key, lines] of bySupplier) {
      insertPurchase(sql, org, input.ownerId, {
        supplier: s[key],
        date: m.date,
        due_date: addDays(m.date, 30),
        paid_at: paid(m.date),
        lines,
        asset_movement_id: m.id,
      });
    }
  }
}

/** Months of monthly bills: the whole history of the demo ranch. */
const MONTHS = 24;

/** Electricity, internet, vehicle fuel and the municipal road tax, every month of the history. */
function seedMonthlyExpenses({ sql, input, rnd, suppliers: s }: Ctx) {
  const org = input.organizationId;
  for (let back = MONTHS - 1; back >= 0; back--) {
    const first = new Date(`${input.today.slice(0, 7)}-01T12:00:00Z`);
    first.setUTCMonth(first.getUTCMonth() - back);
    const month = first.toISOString().slice(0, 7);
    const rise = 1.03 ** (MONTHS - 1 - back);
    const bill = (day: number, supplier: Suppliers[keyof Suppliers], line: PurchaseLinePlan) => {
      const date = `${month}-${String(day).padStart(2, "0")}`;
      if (date > input.today) return;
      const due = addDays(date, 15);
      insertPurchase(sql, org, input.ownerId, {
        supplier,
        date,
        due_date: due,
        // This month's bills not yet due stay unpaid (none overdue but the vet's).
        paid_at: due < input.today ? earlier(addDays(date, rnd.int(3, 12)), input.today) : null,
        lines: [line],
      });
    };
    const price = (base: number) => Math.round(base * rise * rnd.around(1, 0.08) * 100) / 100;
    bill(5, s.power, {
      category: "servicios",
      description: "Energía eléctrica",
      quantity: 1,
      unit_price: price(96_000),
      iva_rate: 21,
    });
    bill(8, s.phone, {
      category: "servicios",
      description: "Internet satelital",
      quantity: 1,
      unit_price: price(38_500),
      iva_rate: 21,
    });
    bill(12, s.fuel, {
      category: "combustible",
      description: "Nafta camioneta (litros)",
      quantity: rnd.int(180, 260),
      unit_price: Math.round(1150 * rise),
      iva_rate: 21,
    });
    bill(20, s.town, {
      category: "impuestos",
      description: "Tasa vial rural",
      quantity: 1,
      unit_price: price(142_000),
      iva_rate: 0,
    });
  }
}

/** The vet's invoice: unpaid and past its due date, with its PDF uploaded. */
function seedOverdueWithPdf({ sql, input, suppliers }: Ctx): SeedFile {
  const org = input.organizationId;
  const date = addDays(input.today, -40);
  const vet = suppliers.vet;
  const lines: PurchaseLinePlan[] = [
    { category: "sanidad", description: "Tacto rectal (cabezas)", quantity: 320, unit_price: 1_450, iva_rate: 21 },
    {
      category: "sanidad",
      description: "Revisación de toros (cabezas)",
      quantity: 22,
      unit_price: 9_800,
      iva_rate: 21,
    },
  ];
  const { totals } = storedLines(lines);
  const bytes = invoicePdf({
    supplier_name: vet.name,
    supplier_cuit: vet.cuit,
    date,
    invoice_type: "A",
    point_of_sale: vet.point_of_sale,
    number: vet.last + 1,
    lines: lines.map(({ description, quantity, unit_price }) => ({ description, quantity, unit_price })),
    total: totals.total_cents / 100,
  });
  const key = `files/${org}/seed-veterinaria-${vet.last + 1}.pdf`;
  const fileId = sql.insert("files", {
    organization_id: org,
    key,
    name: "factura-veterinaria-el-tero.pdf",
    content_type: "application/pdf",
    size: bytes.length,
    created_by: input.ownerId,
    created_at: `${date}T18:00:00.000Z`,
  });
  insertPurchase(sql, org, input.ownerId, {
    supplier: vet,
    date,
    due_date: addDays(date, 30),
    paid_at: null,
    lines,
    file_id: fileId,
    notes: "Reclamar con el pago de la próxima visita",
  });
  return { key, bytes, contentType: "application/pdf" };
}

/** Point of sale of the seeded invoices, and the only one enabled for electronic invoicing (another). */
export const SEED_INVOICE_POINT = 1;
export const SEED_ARCA_POINT = 2;

/** The ranch as an issuer: a responsable inscripto whose enabled point is not the seeded invoices'. */
function seedFiscal({ sql, input }: Ctx) {
  const cuit = cuitOf("3071555123");
  sql.insertRaw("organization_fiscal", {
    organization_id: input.organizationId,
    razon_social: "Estancia La Esperanza S.A.",
    cuit,
    iva_condition: "responsable_inscripto",
    address: "Ruta Provincial 65 km 12, Bolívar, Buenos Aires",
    // Buenos Aires' ARBA registers a ranch under its CUIT.
    iibb: formatCuit(cuit),
    activity_start: "2009-04-01",
    points_of_sale: JSON.stringify([SEED_ARCA_POINT]),
  });
}

/** Inserts the demo ranch's money rows; returns the uploaded file's bytes for the local R2. */
export function seedMoney(sql: SeedSql, input: MoneyInput): SeedFile[] {
  const ctx: Ctx = {
    sql,
    input,
    rnd: seededRandom(20_261_123),
    suppliers: suppliers(),
  };
  seedFiscal(ctx);
  seedSalesInvoices(ctx);
  seedMovementPurchases(ctx);
  seedMonthlyExpenses(ctx);
  return [seedOverdueWithPdf(ctx)];
}
