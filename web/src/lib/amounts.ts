// The one way the SPA writes amounts of pesos (es-AR). The exact form, "$ 37.256.919,50", is what every
// screen shows when it has room; where a card's width budget (amount-budgets.ts) cannot hold it, a
// compact form takes its place and the card shows the exact one beside it (money-stat.tsx).
//
// Compact forms, most precise first: millions with one decimal or none ("$ 149,1 M", "$ 1.234,6 M",
// "$ 999.999 M": Argentine usage writes thousands of millions as millions, "$ 1.500 millones"), then
// "billones" (10^12, "$ 1,3 billones", "$ 1 billón"). Below a million the compact form is whole pesos
// ("$ 999.999", exact to the peso and narrower than "$ 999,9 mil"); "mil" is never used.
// Every form joins its parts with no-break spaces, so an amount never breaks across lines.

import { AMOUNT_BUDGETS } from "./amount-budgets";

const NBSP = "\u00a0";

const exactFormat = new Intl.NumberFormat("es-AR", {
  style: "currency",
  currency: "ARS",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeFormat = new Intl.NumberFormat("es-AR", {
  style: "currency",
  currency: "ARS",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const scaledFormats = [0, 1].map((digits) => new Intl.NumberFormat("es-AR", { maximumFractionDigits: digits }));

/** Rounded to the cent, with no negative zero ("-$ 0,00" for -0.001 would read as a loss). */
const roundToCent = (amount: number) => {
  const cents = Math.round(amount * 100) / 100;
  return cents === 0 ? 0 : cents;
};

/** "$ 37.256.919,50": the exact amount, to the cent. */
export const formatPesos = (amount: number) => exactFormat.format(roundToCent(amount));

const BILLON = 1e12;
const SCALES = [
  { unit: 1e6, name: () => "M" },
  { unit: BILLON, name: (value: number) => (value === 1 ? "billón" : "billones") },
] as const;

/** The compact forms of `amount`, most precise first: millions under 10^12 (then billones, for the few that
 *  round to one), billones from 10^12 on ("$ 1,3 billones", never "$ 1.250.000 M"). */
function compactForms(amount: number): string[] {
  const n = roundToCent(amount);
  const size = Math.abs(n);
  if (size < 1e6) return [wholeFormat.format(n)];
  const sign = n < 0 ? "-" : "";
  const forms: string[] = [];
  for (const { unit, name } of size < BILLON ? SCALES : SCALES.filter((s) => s.unit === BILLON)) {
    for (const digits of [1, 0]) {
      const value = Math.round((size / unit) * 10 ** digits) / 10 ** digits;
      if (value >= 1) forms.push(`${sign}$${NBSP}${scaledFormats[digits]!.format(value)}${NBSP}${name(value)}`);
    }
  }
  return forms;
}

/**
 * How wide `text` is, in digit widths: a digit or "$" counts 1, narrower characters less. The widths are
 * DejaVu Sans Bold's, the widest font a phone or a test browser may fall back to (Roboto and San
 * Francisco are narrower), rounded up.
 */
export function amountWidth(text: string): number {
  let width = 0;
  for (const char of text)
    width += CHAR_WIDTHS[char] ?? (/[0-9$]/.test(char) ? 1 : /[a-zñáéíóú]/.test(char) ? 1.05 : 1.5);
  return width;
}

const CHAR_WIDTHS: Record<string, number> = {
  ".": 0.55,
  ",": 0.55,
  " ": 0.5,
  [NBSP]: 0.5,
  "-": 0.6,
  i: 0.5,
  l: 0.5,
  í: 0.5,
  m: 1.55,
  M: 1.45,
};

export interface FittedAmount {
  /** What the card shows in the place of the amount. */
  text: string;
  /** The exact amount; a card that shows a compact `text` shows this too. */
  exact: string;
  /** Whether `text` is not the exact amount. */
  compact: boolean;
}

const narrowest = (forms: string[]) => forms.reduce((a, b) => (amountWidth(b) < amountWidth(a) ? b : a));

/**
 * `amount` exact when it fits `budget` digit widths (an AMOUNT_BUDGETS entry), else its most precise compact
 * form that fits (the narrowest when none does).
 */
export function fitPesos(amount: number, budget: number): FittedAmount {
  const exact = formatPesos(amount);
  if (amountWidth(exact) <= budget) return { text: exact, exact, compact: false };
  const forms = compactForms(amount);
  return { text: forms.find((form) => amountWidth(form) <= budget) ?? narrowest(forms), exact, compact: true };
}

/** A chart's value tick: a round figure reads best short, "$ 20 M", in the axis budget. */
export function tickPesos(amount: number, budget: number): string {
  if (Math.abs(amount) < 1e6 && !Number.isInteger(roundToCent(amount))) return formatPesos(amount);
  const forms = compactForms(amount);
  return forms.find((form) => amountWidth(form) <= budget) ?? narrowest(forms);
}

/** A money chart's value tick, in the axis budget. */
export const pesosTick = (amount: number) => tickPesos(amount, AMOUNT_BUDGETS.axis);
