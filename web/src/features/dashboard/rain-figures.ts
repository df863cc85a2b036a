// Rain totals from RAIN movements: per month of this year and last year, this month and the year
// to date against the same period of last year. Days are the records' own (first 10 characters).
import type { RainRecord } from "../../data/api/movements-api";

export interface RainFigures {
  year: number;
  /** mm per month (index 0 = January). */
  thisYear: number[];
  lastYear: number[];
  thisMonth: number;
  sameMonthLastYear: number;
  yearToDate: number;
  lastYearToDate: number;
  lastYearTotal: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** `today` is YYYY-MM-DD as `todayIso()` gives it (Argentina's day). */
export function rainFigures(records: ReadonlyArray<RainRecord>, today: string): RainFigures {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const dayOfYear = today.slice(5, 10);
  const thisYear = Array.from({ length: 12 }, () => 0);
  const lastYear = Array.from({ length: 12 }, () => 0);
  let lastYearToDate = 0;
  for (const r of records) {
    if (!Number.isFinite(r.mm) || r.mm < 0) continue;
    const y = Number(r.date.slice(0, 4));
    const m = Number(r.date.slice(5, 7)) - 1;
    if (m < 0 || m > 11) continue;
    if (y === year && r.date.slice(0, 10) <= today) thisYear[m]! += r.mm;
    if (y === year - 1) {
      lastYear[m]! += r.mm;
      if (r.date.slice(5, 10) <= dayOfYear) lastYearToDate += r.mm;
    }
  }
  const sum = (list: number[], upTo = 12) => round1(list.slice(0, upTo).reduce((s, n) => s + n, 0));
  return {
    year,
    thisYear: thisYear.map(round1),
    lastYear: lastYear.map(round1),
    thisMonth: round1(thisYear[month]!),
    sameMonthLastYear: round1(lastYear[month]!),
    yearToDate: sum(thisYear),
    lastYearToDate: round1(lastYearToDate),
    lastYearTotal: sum(lastYear),
  };
}
