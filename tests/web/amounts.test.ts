// The amounts formatter: the exact form of es-AR pesos, the compact forms ("$ 149,1 M", "$ 1.234,6 M",
// "$ 1 billón") and, for every amount from 0 to 10^12 either sign, a figure never wider than the budget of
// the place that shows it on a 360 px phone.
import { describe, expect, it } from "vitest";
import { AMOUNT_BUDGETS } from "../../web/src/lib/amount-budgets";
import { amountWidth, fitPesos, formatPesos, pesosTick, tickPesos } from "../../web/src/lib/amounts";

const spaces = (s: string) => s.replace(/\u00a0/g, " ");

/** Powers of ten and their neighbours (where rounding carries into a new digit or unit), then a
 *  deterministic spread of amounts between them, with cents. */
function amountsUpTo(max: number): number[] {
  const list = [0, 0.004, 0.005, 0.01, 0.5, 1];
  for (let exp = 1; exp <= Math.log10(max); exp++) {
    const p = 10 ** exp;
    list.push(p, p - 0.01, p - 0.005, p - 1, p * 0.99995, p * 0.9995, p * 0.95, p * 1.05, p * 1.2345, p * 5.55);
  }
  let seed = 7;
  for (let i = 0; i < 4000; i++) {
    seed = (seed * 48271) % 2147483647;
    list.push(Math.round(10 ** ((seed / 2147483647) * Math.log10(max)) * 100) / 100);
  }
  return list.filter((n) => n <= max).flatMap((n) => [n, -n]);
}

const AMOUNTS = amountsUpTo(1e12);

describe("the exact form", () => {
  it("writes pesos as Argentina does, to the cent, with no-break spaces", () => {
    expect(formatPesos(37_256_919.5)).toBe("$\u00a037.256.919,50");
    expect(spaces(formatPesos(-1234.5))).toBe("-$ 1.234,50");
    expect(spaces(formatPesos(0.005))).toBe("$ 0,01");
    // A loss rounded away is no loss: no "-$ 0,00".
    expect(spaces(formatPesos(-0.001))).toBe("$ 0,00");
  });

  it("stays exact where the budget holds it", () => {
    expect(fitPesos(149_084_938.4, AMOUNT_BUDGETS.tile)).toEqual({
      text: "$\u00a0149.084.938,40",
      exact: "$\u00a0149.084.938,40",
      compact: false,
    });
  });
});

describe("the compact forms", () => {
  const compact = (n: number, budget: number = AMOUNT_BUDGETS.axis) => spaces(fitPesos(n, budget).text);

  it("writes millions as M with one decimal or none, thousands of millions as millions", () => {
    expect(compact(149_100_000)).toBe("$ 149,1 M");
    expect(compact(37_256_919.5)).toBe("$ 37,3 M");
    expect(compact(-37_256_919.5)).toBe("-$ 37,3 M");
    expect(compact(1_000_000)).toBe("$ 1 M");
    expect(compact(1_234_600_000)).toBe("$ 1.234,6 M");
    expect(compact(999_999_000_000)).toBe("$ 999.999 M");
  });

  it("writes 10^12 and over as billones, singular for one", () => {
    expect(compact(999_999_999_999.99)).toBe("$ 1 billón");
    expect(compact(1e12)).toBe("$ 1 billón");
    expect(compact(1.25e12)).toBe("$ 1,3 billones");
    expect(compact(-1e13, AMOUNT_BUDGETS.tile)).toBe("-$ 10 billones");
  });

  it("keeps amounts under a million whole: exact to the peso and narrower than thousands", () => {
    expect(spaces(fitPesos(999_999.4, 9).text)).toBe("$ 999.999");
    expect(spaces(fitPesos(999_999.6, 9).text)).toBe("$ 1.000.000");
  });

  it("says a compact figure is not the exact one and carries the exact one along", () => {
    const fitted = fitPesos(-1e13, AMOUNT_BUDGETS.tile);
    expect(fitted.compact).toBe(true);
    expect(spaces(fitted.exact)).toBe("-$ 10.000.000.000.000,00");
  });

  it("gives chart ticks the short form of round amounts, cents only under a peso's scale", () => {
    expect(spaces(pesosTick(20_000_000))).toBe("$ 20 M");
    expect(spaces(pesosTick(500_000))).toBe("$ 500.000");
    expect(spaces(pesosTick(0))).toBe("$ 0");
    expect(spaces(pesosTick(0.5))).toBe("$ 0,50");
  });
});

describe("the budgets at 360 px", () => {
  it("counts narrow characters for less than a digit", () => {
    expect(amountWidth("0")).toBe(1);
    expect(amountWidth("$\u00a01.234,5")).toBeLessThan("$\u00a01.234,5".length);
    expect(amountWidth("M")).toBeGreaterThan(1);
  });

  it.each(Object.entries(AMOUNT_BUDGETS))("never writes an amount up to 10^12 wider than %s's budget", (_, budget) => {
    for (const n of AMOUNTS) {
      const { text } = fitPesos(n, budget);
      expect(amountWidth(text), `${n} → ${text}`).toBeLessThanOrEqual(budget);
      expect(amountWidth(tickPesos(n, budget)), `${n} tick`).toBeLessThanOrEqual(budget);
    }
  });

  it("fits the exact figure in full wherever it is shown beside a compact one, and in list rows", () => {
    for (const n of AMOUNTS) {
      expect(amountWidth(formatPesos(n)), `${n}`).toBeLessThanOrEqual(AMOUNT_BUDGETS.tileExact);
      expect(amountWidth(formatPesos(n)), `${n}`).toBeLessThanOrEqual(AMOUNT_BUDGETS.row);
    }
  });

  it("shows a compact figure only when the exact one does not fit", () => {
    for (const n of AMOUNTS) {
      const fitted = fitPesos(n, AMOUNT_BUDGETS.axis);
      expect(fitted.compact, `${n}`).toBe(amountWidth(fitted.exact) > AMOUNT_BUDGETS.axis);
    }
  });
});
