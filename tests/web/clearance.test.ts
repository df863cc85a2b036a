// Clearance of treatments and medicines (docs/herd.md): the shared day rule and its Spanish label.
import { activeClearance, addCalendarDays, clearanceDay } from "@shared/clearance";
import { describe, expect, it } from "vitest";
import { clearanceLabel } from "../../web/src/lib/herd/clearance";

const treatment = (date: string, data: Record<string, unknown>, type = "TREATMENT") => ({ type, date, data });

describe("clearanceDay", () => {
  it("adds the withdrawal days to the record's day", () => {
    expect(clearanceDay(treatment("2026-12-01T00:00:00.000Z", { withdrawal_days: 27 }))).toBe("2026-12-28");
    expect(clearanceDay(treatment("2026-12-20T00:00:00.000Z", { withdrawal_days: 15 }, "MEDICINE"))).toBe("2027-01-04");
  });

  it("prefers the day the API stored", () => {
    expect(
      clearanceDay(treatment("2026-12-01T00:00:00.000Z", { withdrawal_days: 27, clearance_date: "2026-12-29" })),
    ).toBe("2026-12-29");
  });

  it("is null without withdrawal, with zero days or for other types", () => {
    expect(clearanceDay(treatment("2026-12-01T00:00:00.000Z", {}))).toBeNull();
    expect(
      clearanceDay(treatment("2026-12-01T00:00:00.000Z", { withdrawal_days: 0, clearance_date: "2026-12-01" })),
    ).toBeNull();
    expect(clearanceDay(treatment("2026-12-01T00:00:00.000Z", { withdrawal_days: 5 }, "RAIN"))).toBeNull();
  });

  it("crosses months and leap days in calendar days", () => {
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-03-31T00:00:00.000Z", 1)).toBe("2026-04-01");
  });
});

describe("activeClearance", () => {
  const log = [
    { ...treatment("2026-11-01T00:00:00.000Z", { withdrawal_days: 60 }), deleted: false },
    { ...treatment("2026-11-10T00:00:00.000Z", { withdrawal_days: 10 }), deleted: false },
    { ...treatment("2026-11-15T00:00:00.000Z", { withdrawal_days: 90 }), deleted: true },
  ];

  it("is the latest clearance still running, today included", () => {
    expect(activeClearance(log, "2026-11-23")).toBe("2026-12-31");
    expect(activeClearance(log, "2026-12-31")).toBe("2026-12-31");
  });

  it("is null once every clearance has passed, ignoring deleted records", () => {
    expect(activeClearance(log, "2027-01-01")).toBeNull();
    expect(activeClearance([], "2026-11-23")).toBeNull();
  });
});

describe("clearanceLabel", () => {
  it('reads "Carencia hasta dd/mm/yyyy"', () => {
    expect(clearanceLabel("2026-12-28")).toBe("Carencia hasta 28/12/2026");
    expect(clearanceLabel("2026-12-28", "en")).toBe("Withdrawal until 28/12/2026");
    expect(clearanceLabel(null)).toBe("");
  });
});
