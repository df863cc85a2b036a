// Argentina's business days (worker/shared/business-days.ts): weekends, holidays, días no laborables, days given
// as timestamps, years outside the table, and a reminder that fails when the table is about to run out.
import { describe, expect, it } from "vitest";
import { addBusinessDays, HOLIDAY_YEARS, holidaysKnown, isBusinessDay, registrationDue } from "@shared/business-days";
import { REGISTRATION_BUSINESS_DAYS } from "@shared/animal-values";
import { addDays, argentinaDay } from "@shared/task-dates";

describe("addBusinessDays", () => {
  it.each([
    // A plain week: Monday + 1 is Tuesday, + 4 is Friday, + 5 the next Monday.
    ["2026-11-02", 1, "2026-11-03"],
    ["2026-11-02", 4, "2026-11-06"],
    ["2026-11-02", 5, "2026-11-09"],
    // From a weekend the first business day is the Monday.
    ["2026-11-07", 1, "2026-11-09"],
    ["2026-11-08", 1, "2026-11-09"],
    // Carnaval (Monday and Tuesday).
    ["2026-02-13", 1, "2026-02-18"],
    // The turístico Monday 23/3 and the 24th.
    ["2026-03-20", 1, "2026-03-25"],
    // Malvinas with Jueves Santo, then Viernes Santo.
    ["2026-04-01", 1, "2026-04-06"],
    // Güemes moved to Monday 15/6 (the 17th, a Wednesday, is a business day).
    ["2026-06-12", 1, "2026-06-16"],
    ["2026-06-16", 1, "2026-06-17"],
    // 9/7 and the turístico Friday 10/7.
    ["2026-07-08", 1, "2026-07-13"],
    // Soberanía moved to Monday 23/11 (the 20th, a Friday, is a business day).
    ["2026-11-19", 1, "2026-11-20"],
    ["2026-11-20", 1, "2026-11-24"],
    // The turístico Monday 7/12 and the 8th.
    ["2026-12-04", 1, "2026-12-09"],
    // Christmas and New Year's Day, across the year.
    ["2026-12-24", 3, "2026-12-30"],
    ["2026-12-24", 5, "2027-01-04"],
    // 2027: Carnaval on 8 and 9 February (Easter on 28 March), then Holy Week with the 24th.
    ["2027-02-05", 1, "2027-02-10"],
    ["2027-03-23", 1, "2027-03-29"],
    ["2027-04-01", 1, "2027-04-05"],
    // 2027's trasladables on their Mondays: Güemes 21/6, San Martín 16/8, Diversidad Cultural 11/10.
    ["2027-06-18", 1, "2027-06-22"],
    ["2027-08-13", 1, "2027-08-17"],
    ["2027-10-08", 1, "2027-10-12"],
    ["2027-12-07", 1, "2027-12-09"],
  ])("%s + %i → %s", (day, n, expected) => {
    expect(addBusinessDays(day, n)).toBe(expected);
  });

  it("takes a record's timestamp as its day, and 0 days as the day itself", () => {
    expect(addBusinessDays("2026-03-20T00:00:00.000Z", 1)).toBe("2026-03-25");
    expect(addBusinessDays("2026-03-21", 0)).toBe("2026-03-21");
  });

  it("refuses what is not a day or a whole number of days", () => {
    expect(() => addBusinessDays("2026-02-30", 1)).toThrow("Not a day: 2026-02-30");
    expect(() => addBusinessDays("ayer", 1)).toThrow("Not a day");
    expect(() => addBusinessDays("2026-03-20", -1)).toThrow("whole number");
    expect(() => addBusinessDays("2026-03-20", 1.5)).toThrow("whole number");
  });

  it("counts 2026 as 243 business days: 261 weekdays less 18 non-working ones", () => {
    let days = 0;
    for (let d = "2026-01-01"; d <= "2026-12-31"; d = addDays(d, 1)) if (isBusinessDay(d)) days++;
    expect(days).toBe(243);
  });

  it("lands on a business day with exactly n − 1 business days between, for every day of the table", () => {
    for (let d = "2025-12-20"; d <= "2027-12-31"; d = addDays(d, 1)) {
      for (const n of [1, 2, 5, 10]) {
        const end = addBusinessDays(d, n);
        expect(isBusinessDay(end), `${d} + ${n}`).toBe(true);
        let between = 0;
        for (let x = addDays(d, 1); x < end; x = addDays(x, 1)) if (isBusinessDay(x)) between++;
        expect(between, `${d} + ${n}`).toBe(n - 1);
      }
    }
  });
});

describe("outside the table", () => {
  it("skips only weekends, and says so", () => {
    expect(holidaysKnown("2027-06-01")).toBe(true);
    expect(holidaysKnown("2028-01-03")).toBe(false);
    // 1 January 2028 is a Saturday; Monday the 3rd is counted as a business day.
    expect(addBusinessDays("2028-01-01", 1)).toBe("2028-01-03");
    // From 2025 into the table: New Year's Day 2026 is skipped.
    expect(addBusinessDays("2025-12-31", 1)).toBe("2026-01-02");
  });
});

describe("registrationDue", () => {
  it("is 10 business days after the tagging", () => {
    expect(REGISTRATION_BUSINESS_DAYS).toBe(10);
    // 25, 26, 27, 30, 31 March, 1 April, (2 and 3 April off), 6, 7, 8, 9 April.
    expect(registrationDue("2026-03-20")).toBe("2026-04-09");
    expect(registrationDue("2026-11-02T00:00:00.000Z")).toBe("2026-11-16");
    // (7 and 8 December off) 9, 10, 11, 14, 15, 16, 17, 18, 21, 22 December.
    expect(registrationDue("2026-12-04")).toBe("2026-12-22");
  });
});

describe("the holiday table", () => {
  it("is extended with next year's official calendar before December of its last year", () => {
    const last = Math.max(...HOLIDAY_YEARS);
    expect(
      argentinaDay() < `${last}-12-01`,
      `Add ${last + 1}'s holidays and días no laborables to worker/shared/business-days.ts (docs/animals.md)`,
    ).toBe(true);
  });
});
