// Pure herd screen logic: rain totals, lot order steps, head per category, the weight series.
import { describe, expect, it } from "vitest";
import { rainFigures } from "../../web/src/features/dashboard/rain-figures";
import { withOrder } from "../../web/src/data/lots-list";
import { moveStep } from "../../web/src/features/lots/reorder-lots";
import { weightSeries } from "../../web/src/data/rodeos";
import { evPerHa, headByCategory } from "../../web/src/lib/herd/figures";
import { dailyWeightGain } from "@shared/daily-gain";
import type { StoreLot } from "../../web/src/lib/store";

describe("rainFigures", () => {
  const records = [
    { date: "2026-03-05T00:00:00.000Z", mm: 20 },
    { date: "2026-03-20T00:00:00.000Z", mm: 12.5 },
    { date: "2026-01-10T00:00:00.000Z", mm: 40 },
    { date: "2026-04-01T00:00:00.000Z", mm: 99 }, // after today: not counted yet
    { date: "2025-03-02T00:00:00.000Z", mm: 30 },
    { date: "2025-03-25T00:00:00.000Z", mm: 5 }, // after today's day of year
    { date: "2025-12-01T00:00:00.000Z", mm: 70 },
    { date: "2024-03-01T00:00:00.000Z", mm: 500 }, // two years back: ignored
  ];

  it("sums this month, the year to date and last year's same period and total", () => {
    const f = rainFigures(records, "2026-03-21");
    expect(f.year).toBe(2026);
    expect(f.thisMonth).toBe(32.5);
    expect(f.sameMonthLastYear).toBe(35);
    expect(f.yearToDate).toBe(72.5);
    expect(f.lastYearToDate).toBe(30);
    expect(f.lastYearTotal).toBe(105);
    expect(f.thisYear[0]).toBe(40);
    expect(f.thisYear[3]).toBe(0);
    expect(f.lastYear[11]).toBe(70);
  });

  it("ignores negative or invalid values", () => {
    const f = rainFigures(
      [
        { date: "2026-03-01", mm: -5 },
        { date: "2026-03-01", mm: Number.NaN },
      ],
      "2026-03-21",
    );
    expect(f.thisMonth).toBe(0);
  });
});

describe("lot order", () => {
  it("moves one step and stays put at the ends", () => {
    expect(moveStep([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveStep([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveStep([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveStep([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it("applies a new order and keeps optimistic lots last", () => {
    const lot = (id: number, order: number) => ({ id, order, name: `L${id}` }) as StoreLot;
    const next = withOrder([lot(1, 1), lot(2, 2), lot(3, 3), { ...lot(-1, 4), isOptimistic: true }], [3, 1, 2]);
    expect(next.map((l) => l.id)).toEqual([3, 1, 2, -1]);
  });
});

describe("head and EV", () => {
  it("adds up rows of the same category and drops empty ones", () => {
    const rows = [
      { category: "Vaca", category_id: 1, count: 10, ev: 1 },
      { category: "Ternero", category_id: 3, count: 0, ev: 0.5 },
      { category: "Vaca", category_id: 1, count: 5, ev: 1 },
    ];
    expect(headByCategory(rows)).toEqual([{ category: "Vaca", categoryId: 1, count: 15, ev: 15 }]);
  });

  it("never divides by zero hectares", () => {
    expect(evPerHa(10, 0)).toBeNull();
    expect(evPerHa(10, 4)).toBe(2.5);
  });
});

describe("weightSeries", () => {
  it("sorts weighings, gives the gain between each pair, and the shared daily gain", () => {
    const rodeo = { id: 7, name: "Recría" };
    const raw = [
      { date: "2026-02-01T00:00:00.000Z", mean_weight: 230 },
      { date: "2026-01-01T00:00:00.000Z", mean_weight: 200 },
      { date: "2026-03-03T00:00:00.000Z", mean_weight: 248 },
    ];
    const s = weightSeries(rodeo, raw);
    expect(s.weighings.map((w) => w.date)).toEqual(["2026-01-01", "2026-02-01", "2026-03-03"]);
    expect(s.gains).toEqual([null, 0.968, 0.6]);
    expect(s.gain).toEqual(dailyWeightGain(rodeo, raw));
    expect(s.gain.daily_weight_gain).toBe(0.6);
  });

  it("has no gain with a single weighing", () => {
    const s = weightSeries({ id: 1, name: "A" }, [{ date: "2026-01-01", mean_weight: 200 }]);
    expect(s.gains).toEqual([null]);
    expect(s.gain.daily_weight_gain).toBeNull();
  });
});
