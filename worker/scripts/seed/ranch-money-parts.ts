// Pieces of the demo ranch's money (ranch-money.ts): valid CUITs for the seeded parties, stored lines with
// their amounts (worker/shared/money.ts, the same math as the API), and the rows of one document.
import { documentTotals, isValidCuit, lineAmounts, rateToTenths, toCents, toMilli } from "../../shared/money";
import type { ExpenseCategory, InvoiceUnit } from "../../shared/money-values";
import type { SupplyKind } from "../../shared/supply-schemas";
import type { SeedSql } from "./sql";

/** The 11 digits of a CUIT: `prefix` (10 digits) and its check digit. */
export function cuitOf(prefix: string): string {
  for (let d = 0; d <= 9; d++) if (isValidCuit(`${prefix}${d}`)) return `${prefix}${d}`;
  throw new Error(`Sin dígito verificador para ${prefix}`);
}

export interface SeedLine {
  description: string;
  quantity: number;
  unit_price: number;
  iva_rate: number;
}

export interface StoredLine {
  description: string;
  quantity_milli: number;
  unit_price_cents: number;
  iva_tenths: number;
  net_cents: number;
  iva_cents: number;
}

export function storedLines(lines: readonly SeedLine[]): {
  lines: StoredLine[];
  totals: ReturnType<typeof documentTotals>;
} {
  const rows = lines.map((l) => {
    const input = {
      quantity_milli: toMilli(l.quantity)!,
      unit_price_cents: toCents(l.unit_price)!,
      iva_tenths: rateToTenths(l.iva_rate),
    };
    return { description: l.description, ...input, ...lineAmounts(input) };
  });
  return { lines: rows, totals: documentTotals(rows) };
}

export interface PurchaseLinePlan extends SeedLine {
  category: ExpenseCategory;
  asset_id?: number;
}

export interface PurchasePlan {
  supplier: Supplier;
  date: string;
  due_date: string | null;
  paid_at: string | null;
  lines: PurchaseLinePlan[];
  movement_id?: number;
  asset_movement_id?: number;
  file_id?: number;
  notes?: string;
}

export interface Supplier {
  name: string;
  cuit: string;
  invoice_type: "A" | "B" | "C" | "X";
  point_of_sale: number;
  /** The last number printed on its invoices to the ranch (bumped per purchase). */
  last: number;
}

export const supplier = (name: string, prefix: string, point_of_sale: number, last: number): Supplier => ({
  name,
  cuit: cuitOf(prefix),
  invoice_type: "A",
  point_of_sale,
  last,
});

/** The ranch's suppliers, fresh per seed (each counts its own invoice numbers). */
export const suppliers = () => ({
  feed: supplier("Agropecuaria Don Tomás S.A.", "3070812345", 3, 18_240),
  vet: supplier("Veterinaria El Tero", "2027456789", 2, 4_410),
  fuel: supplier("Estación de Servicio Ruta 29", "3071234567", 5, 90_112),
  power: supplier("Cooperativa Eléctrica de Ayacucho", "3054660010", 1, 512_300),
  phone: supplier("Telecom Argentina S.A.", "3063945373", 8, 7_120_044),
  town: supplier("Municipalidad de Ayacucho", "3099900012", 1, 33_120),
  cattle: supplier("Remate Feria Rauch", "3069988776", 4, 2_230),
});
export type Suppliers = ReturnType<typeof suppliers>;

/** The expense category of a supply kind, and the IVA its invoices carry (feed 10,5 %, the rest 21 %). */
export const KIND_EXPENSE: Record<SupplyKind, { category: ExpenseCategory; iva: number; supplier: keyof Suppliers }> = {
  alimento: { category: "alimento", iva: 10.5, supplier: "feed" },
  medicamento: { category: "sanidad", iva: 21, supplier: "vet" },
  sanidad: { category: "sanidad", iva: 21, supplier: "vet" },
  combustible: { category: "combustible", iva: 21, supplier: "fuel" },
  otro: { category: "otros", iva: 21, supplier: "feed" },
};

/** Inserts a purchase and its lines; returns its id. */
export function insertPurchase(sql: SeedSql, org: number, by: number, p: PurchasePlan): number {
  const { lines, totals } = storedLines(p.lines);
  const s = p.supplier;
  s.last += 1;
  const at = `${p.date}T13:00:00.000Z`;
  const id = sql.insert("purchases", {
    organization_id: org,
    supplier_name: s.name,
    supplier_cuit: s.cuit,
    date: p.date,
    invoice_type: s.invoice_type,
    invoice_number: `${String(s.point_of_sale).padStart(4, "0")}-${String(s.last).padStart(8, "0")}`,
    due_date: p.due_date,
    paid: p.paid_at !== null,
    paid_at: p.paid_at,
    net_cents: totals.net_cents,
    iva_cents: totals.iva_cents,
    total_cents: totals.total_cents,
    movement_id: p.movement_id ?? null,
    asset_movement_id: p.asset_movement_id ?? null,
    file_id: p.file_id ?? null,
    notes: p.notes ?? "",
    deleted: false,
    created_by: by,
    created_at: at,
    updated_at: at,
  });
  lines.forEach((l, position) =>
    sql.insert("purchase_lines", {
      purchase_id: id,
      position,
      category: p.lines[position]!.category,
      ...l,
      asset_id: p.lines[position]!.asset_id ?? null,
    }),
  );
  return id;
}

export type InvoiceLinePlan = SeedLine & { unit: InvoiceUnit };
