// Exact money (worker/shared/money.ts): cents per line, IVA per rate, rounding half away from zero, and the
// CUIT check digit, checked against real-world CUITs.
import { describe, expect, it } from "vitest";
import {
  cuitDigits,
  documentTotals,
  formatCuit,
  formatInvoiceNumber,
  isValidCuit,
  lineAmounts,
  rateToTenths,
  toCents,
  toMilli,
  toPesos,
} from "../../worker/shared/money";
import { cuitMessage, invoiceBodySchema } from "../../worker/shared/invoice-schemas";

const line = (quantity: number, price: number, rate: number) => ({
  quantity_milli: toMilli(quantity)!,
  unit_price_cents: toCents(price)!,
  iva_tenths: rateToTenths(rate),
});

describe("money math", () => {
  it("converts pesos and quantities exactly, where floating point would not", () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(Number.NaN)).toBeNull();
    expect(toMilli(0.001)).toBe(1);
    expect(toMilli(2.0005)).toBe(2001);
    expect(toPesos(123456)).toBe(1234.56);
  });

  it("rounds each line's net and IVA half away from zero", () => {
    // 1,5 kg × $0,03 = $0,045 → $0,05 net; 10,5 % of 5 cents = 0,525 → 1 cent.
    expect(lineAmounts(line(1.5, 0.03, 10.5))).toEqual({ net_cents: 5, iva_cents: 1 });
    // 3 × $33,33 = $99,99; 21 % = 20,9979 → $21,00.
    expect(lineAmounts(line(3, 33.33, 21))).toEqual({ net_cents: 9999, iva_cents: 2100 });
    // 0,333 kg × $1 = $0,333 → 33 cents (the half-down side).
    expect(lineAmounts(line(0.333, 1, 0))).toEqual({ net_cents: 33, iva_cents: 0 });
    // 4.000 kg × $2.345,67 at 10,5 %: net 9.382.680,00, IVA 985.181,40.
    expect(lineAmounts(line(4000, 2345.67, 10.5))).toEqual({ net_cents: 938268000, iva_cents: 98518140 });
  });

  it("totals mixed rates per rate, and the total is the sum of rounded lines", () => {
    const totals = documentTotals([
      line(10, 450000.5, 10.5),
      line(2, 0.05, 21),
      line(1, 1000, 0),
      line(0.5, 0.01, 10.5),
    ]);
    expect(totals.by_rate).toEqual([
      { iva_tenths: 0, net_cents: 100000, iva_cents: 0 },
      // 10 × 450.000,50 = 4.500.005,00 (IVA 472.500,525 → ,53) and 0,5 × 0,01 = 0,005 → 1 cent (IVA 0).
      { iva_tenths: 105, net_cents: 450000501, iva_cents: 47250053 },
      // 2 × 0,05 = 0,10; 21 % = 0,021 → 2 cents.
      { iva_tenths: 210, net_cents: 10, iva_cents: 2 },
    ]);
    expect(totals.net_cents).toBe(100000 + 450000501 + 10);
    expect(totals.iva_cents).toBe(47250053 + 2);
    expect(totals.total_cents).toBe(totals.net_cents + totals.iva_cents);
  });

  it("formats invoice numbers and CUITs", () => {
    expect(formatInvoiceNumber(1, 1)).toBe("0001-00000001");
    expect(formatInvoiceNumber(12, 345)).toBe("0012-00000345");
    expect(formatCuit("20172543597")).toBe("20-17254359-7");
    expect(cuitDigits("20 17254359 7")).toBe("20172543597");
  });
});

describe("CUIT check digit", () => {
  it("accepts real CUITs (Banco Nación, ARCA itself, a person) and the computed example", () => {
    for (const cuit of ["30-50001091-2", "33-69345023-9", "20-17254359-7", "20-12345678-6", "27-12345678-0"]) {
      expect(isValidCuit(cuit), cuit).toBe(true);
    }
  });

  it("refuses a wrong check digit, a wrong length and letters, with Spanish messages", () => {
    for (const cuit of ["30-50001091-3", "20-12345678-9", "20-17254359-0"]) expect(isValidCuit(cuit), cuit).toBe(false);
    expect(isValidCuit("2012345678")).toBe(false);
    expect(isValidCuit("20-1234567A-6")).toBe(false);
    expect(cuitMessage("20-12345678-9")).toMatch(/dígito verificador/);
    expect(cuitMessage("2012")).toMatch(/11 dígitos/);
    expect(cuitMessage("20-12345678-6")).toBeNull();
  });

  it("the shared body schema stores the 11 digits and refuses bad lines", () => {
    const base = {
      type: "A",
      point_of_sale: 1,
      date: "2026-06-10",
      customer_name: "Cliente",
      customer_cuit: "30-50001091-2",
      customer_iva_condition: "exento",
      lines: [{ description: "x", quantity: 1, unit: "kg", unit_price: 1, iva_rate: 21 }],
    };
    const parsed = invoiceBodySchema.parse(base);
    expect(parsed.customer_cuit).toBe("30500010912");
    expect(parsed.date).toBe("2026-06-10");
    const bad = (l: Record<string, unknown>) =>
      invoiceBodySchema.safeParse({ ...base, lines: [{ ...base.lines[0], ...l }] }).success;
    expect(bad({ quantity: -1 })).toBe(false);
    expect(bad({ quantity: 0.0001 })).toBe(false);
    expect(bad({ unit_price: -0.01 })).toBe(false);
    expect(bad({ iva_rate: 27 })).toBe(false);
    expect(bad({ unit_price: 10_000_000_000, quantity: 10_000_000 })).toBe(false);
    expect(invoiceBodySchema.safeParse({ ...base, lines: [] }).success).toBe(false);
  });
});
