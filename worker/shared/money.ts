// Exact money (docs/money.md): amounts are integers of cents, quantities integers of thousandths, IVA rates
// integers of tenths of a percent. Every total is computed here, once, by the worker (and by the forms'
// live preview, which the server's figures then replace). Rounding: half away from zero, per line.
import type { IvaRate } from "./money-values";

/** Pesos as the API carries them (up to two decimals) → cents; null when not a finite amount. */
export function toCents(pesos: number): number | null {
  if (!Number.isFinite(pesos)) return null;
  const cents = Math.round(Math.abs(pesos) * 100 + 1e-7) * Math.sign(pesos);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents → pesos with two decimals, for the API (`net`, `iva`, `total`). */
export const toPesos = (cents: number): number => Math.round(cents) / 100;

/** A quantity (heads, kilos, units; up to three decimals) → thousandths. */
export function toMilli(quantity: number): number | null {
  if (!Number.isFinite(quantity)) return null;
  const milli = Math.round(Math.abs(quantity) * 1000 + 1e-7) * Math.sign(quantity);
  return Number.isSafeInteger(milli) ? milli : null;
}

export const fromMilli = (milli: number): number => milli / 1000;

/** 10.5 → 105 (the stored form of an IVA rate). */
export const rateToTenths = (rate: IvaRate | number): number => Math.round(rate * 10);
export const tenthsToRate = (tenths: number): number => tenths / 10;

/** Integer division rounding half away from zero (exact for safe integers). */
function divRound(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const q = Math.floor(n / d);
  const r = n - q * d;
  return sign * (2 * r >= d ? q + 1 : q);
}

export interface LineInput {
  quantity_milli: number;
  unit_price_cents: number;
  iva_tenths: number;
}

export interface LineAmounts {
  net_cents: number;
  iva_cents: number;
}

/** One line: net = quantity × unit price, IVA = net × rate, each rounded to the cent. */
export function lineAmounts(line: LineInput): LineAmounts {
  const net = divRound(line.quantity_milli * line.unit_price_cents, 1000);
  return { net_cents: net, iva_cents: divRound(net * line.iva_tenths, 1000) };
}

export interface Totals {
  net_cents: number;
  iva_cents: number;
  total_cents: number;
  /** IVA per rate (tenths of a percent → net and IVA at that rate), rates present only. */
  by_rate: { iva_tenths: number; net_cents: number; iva_cents: number }[];
}

/** The document's totals: the sum of its lines, grouped by IVA rate (ascending). */
export function documentTotals(lines: LineInput[]): Totals {
  const rates = new Map<number, { net_cents: number; iva_cents: number }>();
  let net = 0;
  let iva = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line);
    net += amounts.net_cents;
    iva += amounts.iva_cents;
    const bucket = rates.get(line.iva_tenths) ?? { net_cents: 0, iva_cents: 0 };
    bucket.net_cents += amounts.net_cents;
    bucket.iva_cents += amounts.iva_cents;
    rates.set(line.iva_tenths, bucket);
  }
  const by_rate = [...rates.entries()].sort(([a], [b]) => a - b).map(([iva_tenths, v]) => ({ iva_tenths, ...v }));
  return { net_cents: net, iva_cents: iva, total_cents: net + iva, by_rate };
}

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The 11 digits of a CUIT typed with or without dashes or spaces; null when it is not 11 digits. */
export function cuitDigits(input: string): string | null {
  const digits = input.replace(/[\s.-]/g, "");
  return /^\d{11}$/.test(digits) ? digits : null;
}

/** True when the CUIT's last digit is the mod-11 check digit of the first ten. */
export function isValidCuit(input: string): boolean {
  const digits = cuitDigits(input);
  if (!digits) return false;
  const sum = CUIT_WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const rest = 11 - (sum % 11);
  const check = rest === 11 ? 0 : rest === 10 ? 9 : rest;
  return check === Number(digits[10]);
}

/** 20123456789 → 20-12345678-9. */
export function formatCuit(input: string): string {
  const d = cuitDigits(input) ?? input;
  return d.length === 11 ? `${d.slice(0, 2)}-${d.slice(2, 10)}-${d[10]}` : input;
}

/** Point of sale and number as printed: 0001-00000001. */
export const formatInvoiceNumber = (pointOfSale: number, number: number): string =>
  `${String(pointOfSale).padStart(4, "0")}-${String(number).padStart(8, "0")}`;
