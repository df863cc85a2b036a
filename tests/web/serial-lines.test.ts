// What readers send over a serial port, cut into lines and tags, and repeats dropped (docs/animals-reading.md).
import { describe, expect, it } from "vitest";
import { createReadDeduper } from "../../web/src/features/animals/reading/read-dedupe";
import { createLineSplitter, extractTagFromLine } from "../../web/src/features/animals/reading/serial-lines";

describe("extractTagFromLine", () => {
  it.each([
    ["LA 982 000123456789", "982000123456789"],
    ["982 000123456789\r\n", "982000123456789"],
    ["982000123456789", "982000123456789"],
    ["A0000000982000123456789", "982000123456789"],
    ["032.000.123.456.789", "032000123456789"],
    ["982 000123456789 12/03/2024 10:22:31", "982000123456789"],
    ["R 1 032 000111222333", "032000111222333"],
  ])("%j → %s", (line, tag) => {
    expect(extractTagFromLine(line)).toBe(tag);
  });

  it.each(["", "OK", "982 00012345678", "12/03/2024 10:22:31", "NO TAG"])("%j has no tag", (line) => {
    expect(extractTagFromLine(line)).toBeNull();
  });
});

describe("createLineSplitter", () => {
  it("joins chunks cut mid-line and ends lines at \\r\\n, \\n or \\r", () => {
    const lines = createLineSplitter();
    expect(lines.push("LA 982 0001")).toEqual([]);
    expect(lines.push("23456789\r\n982 00012345")).toEqual(["LA 982 000123456789"]);
    expect(lines.push("6790\r\r\n032000111222333\r")).toEqual(["982 000123456790", "032000111222333"]);
    expect(lines.push("982000000000001")).toEqual([]);
    expect(lines.flush()).toEqual(["982000000000001"]);
    expect(lines.flush()).toEqual([]);
  });
});

describe("createReadDeduper", () => {
  it("a tag read again within the window is one read; the window follows the repeats", () => {
    let clock = 0;
    const isNew = createReadDeduper(2000, () => clock);
    expect(isNew("982000123456789")).toBe(true);
    clock = 1500;
    expect(isNew("982000123456789")).toBe(false);
    expect(isNew("982000123456790")).toBe(true);
    clock = 3400;
    expect(isNew("982000123456789")).toBe(false);
    clock = 5400;
    expect(isNew("982000123456789")).toBe(true);
  });
});
