// The start of the organization's year that lot reads count deaths from (worker/areas/herd/common/sql.ts).
import { describe, expect, it } from "vitest";
import { yearStart } from "../../worker/areas/herd/common/sql";

describe("yearStart", () => {
  it("turns with the organization's new year, not UTC's, however often it is asked", () => {
    // 22:00 on 31 December in Buenos Aires is already 1 January in UTC.
    const eve = new Date("2027-01-01T01:00:00Z");
    expect(yearStart(eve)).toBe("2026-01-01");
    expect(yearStart(eve, "UTC")).toBe("2027-01-01");
    expect(yearStart(eve)).toBe("2026-01-01");
    expect(yearStart(new Date("2027-01-01T02:59:59Z"))).toBe("2026-01-01");
    expect(yearStart(new Date("2027-01-01T03:00:00Z"))).toBe("2027-01-01");
    // The same minute asked again after a later one.
    expect(yearStart(eve)).toBe("2026-01-01");
  });
});
