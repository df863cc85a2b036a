// Display helpers: relative last access at each threshold (docs/client-rules.md), title case, both date formats.
import { describe, expect, it } from "vitest";
import { formatDate, formatLongDate, relativeLastAccess } from "../../web/src/lib/dates";
import { fullName, initials, titleCase } from "../../web/src/lib/text";

const NOW = new Date(2025, 2, 20, 15, 0, 0);
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("relative last access (thresholds 1 h, 24 h, 168 h)", () => {
  it.each([
    [0, "Hace unos minutos"],
    [59 * MIN, "Hace unos minutos"],
    [HOUR, "Hace 1h"],
    [23 * HOUR + 59 * MIN, "Hace 23h"],
    [24 * HOUR, "Hace 1d"],
    [167 * HOUR, "Hace 6d"],
  ])("%i ms ago → %s", (ms, text) => {
    expect(relativeLastAccess(ago(ms), NOW)).toBe(text);
  });
  it("shows the date from 7 days on", () => {
    expect(relativeLastAccess(ago(168 * HOUR), NOW)).toBe("13/03/2025");
  });
  it("says so when the user never logged in", () => {
    expect(relativeLastAccess(null, NOW)).toBe("Nunca");
  });
  it("has an English form", () => {
    expect(relativeLastAccess(ago(2 * HOUR), NOW, "en")).toBe("2h ago");
  });
});

describe("dates", () => {
  it("formats dd/mm/yyyy: a day as written, an instant on Argentina's clock", () => {
    expect(formatDate(new Date("2024-01-06T02:30:00Z"))).toBe("05/01/2024");
    expect(formatDate("2024-12-31")).toBe("31/12/2024");
  });
  it("formats the long form in Spanish and English", () => {
    const d = new Date("2024-01-05T17:07:00Z");
    expect(formatLongDate(d, "es")).toBe("5 de enero de 2024, 14:07");
    expect(formatLongDate(d, "en")).toBe("January 5, 2024, 14:07");
  });
  it("returns an empty string for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("title case", () => {
  it.each([
    ["juan pérez", "Juan Pérez"],
    ["MARÍA JOSÉ GÓMEZ", "María José Gómez"],
    ["  ana   de la fuente ", "Ana de la Fuente"],
    ["jean-luc o'neill", "Jean-Luc O'Neill"],
    ["", ""],
  ])("%s → %s", (input, output) => {
    expect(titleCase(input)).toBe(output);
  });
  it("builds full names and initials", () => {
    expect(fullName({ first_name: "lucía", last_name: "FERNÁNDEZ" })).toBe("Lucía Fernández");
    expect(initials("Lucía Fernández")).toBe("LF");
    expect(initials("")).toBe("?");
  });
});
