// The date module: today as Argentina's day near midnight UTC, record days, formats, day differences.
import { describe, expect, it } from "vitest";
import { dayOf, daysBetween, formatDay, formatLongDate, parseDate, todayIso } from "../../web/src/lib/dates";

describe("todayIso", () => {
  it("is still today in Buenos Aires at 22:30 there, though UTC is on tomorrow", () => {
    expect(todayIso(new Date("2025-03-06T01:30:00Z"))).toBe("2025-03-05");
  });
  it("turns to the new day at midnight in Buenos Aires (03:00 UTC)", () => {
    expect(todayIso(new Date("2025-03-06T02:59:59Z"))).toBe("2025-03-05");
    expect(todayIso(new Date("2025-03-06T03:00:00Z"))).toBe("2025-03-06");
  });
  it("pads month and day and crosses the year like the calendar", () => {
    expect(todayIso(new Date("2025-01-01T02:00:00Z"))).toBe("2024-12-31");
    expect(todayIso(new Date("2025-02-09T12:00:00Z"))).toBe("2025-02-09");
  });
  it("takes another time zone when told", () => {
    expect(todayIso(new Date("2025-03-06T01:30:00Z"), "UTC")).toBe("2025-03-06");
  });
});

describe("record days", () => {
  it("dayOf keeps the stored day of a midnight-UTC ISO string", () => {
    expect(dayOf("2024-06-01T00:00:00.000Z")).toBe("2024-06-01");
    expect(dayOf(null)).toBe("");
  });
  it("formatDay shows dd/mm/yyyy of that day, never the day before", () => {
    expect(formatDay("2024-06-01T00:00:00.000Z")).toBe("01/06/2024");
    expect(formatDay(undefined)).toBe("");
  });
  it("parseDate reads a date-only string as the local calendar day", () => {
    const d = parseDate("2024-03-05");
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2024, 2, 5, 0]);
  });
  it("formatLongDate reads in Spanish order, on Argentina's clock", () => {
    expect(formatLongDate("2025-10-12T11:05:00.000Z")).toBe("12 de octubre de 2025, 08:05");
  });
});

describe("daysBetween", () => {
  it("counts calendar days, by the records' own day", () => {
    expect(daysBetween("2024-02-27", "2024-03-01")).toBe(3);
    expect(daysBetween("2024-03-01T00:00:00.000Z", "2024-02-27T00:00:00.000Z")).toBe(-3);
    expect(daysBetween("2024-03-01", "2024-03-01")).toBe(0);
  });
});
