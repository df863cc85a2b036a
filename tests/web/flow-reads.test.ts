// The reads of the animals' flows (web/src/features/animals/flow-reads.ts): numbers checked as the API does,
// newest on top, a repeat said and not added (a second weight replaces the first), weighed pairs as typed.
import { describe, expect, it } from "vitest";
import {
  addReads,
  boxReads,
  meanKg,
  readsStatus,
  tailDigits,
  typedWeights,
  type TagRead,
} from "../../web/src/features/animals/flow-reads";

const texts = {
  added: (tag: string) => `added ${tag}`,
  addedMany: (n: number) => `added ${n}`,
  repeated: (tag: string) => `repeated ${tag}`,
  invalid: (m: string) => `invalid ${m}`,
};
const row = (tag: string, read: TagRead) => ({ tag, kg: read.kg });

describe("flow reads", () => {
  it("adds checked numbers on top, says repeats and bad ones, and takes a second weight", () => {
    const first = addReads([], [{ tag: "032 000000000001", kg: 300 }, { tag: "032000000000002" }], row);
    expect(first.rows.map((r) => r.tag)).toEqual(["032000000000002", "032000000000001"]);
    expect(first.rows[1]!.kg).toBe(300);
    expect(readsStatus(texts, first)).toBe("added 2");

    const again = addReads(
      first.rows,
      [{ tag: "032.000.000.000.001", kg: 310 }, { tag: "982000000000003" }],
      row,
      (r, kg) => ({
        ...r,
        kg,
      }),
    );
    expect(again.added).toEqual([]);
    expect(again.repeated).toEqual(["032000000000001"]);
    expect(again.rows.find((r) => r.tag === "032000000000001")!.kg).toBe(310);
    expect(readsStatus(texts, again)).toMatch(/^invalid .*no es una caravana argentina/);
    expect(readsStatus(texts, addReads(again.rows, [{ tag: "032000000000002" }], row))).toBe("repeated 000002");
  });

  it("reads weighed pairs after a tab, a semicolon or a space, and keeps a line without weight", () => {
    expect(
      typedWeights("032000000000001;345,5\n032 000000000002\t400\n032000000000003 380\n032000000000004\n"),
    ).toEqual([
      { tag: "032000000000001", kg: 345.5 },
      { tag: "032 000000000002", kg: 400 },
      { tag: "032000000000003", kg: 380 },
      { tag: "032000000000004" },
    ]);
    expect(meanKg([345.5, 400, 380])).toBe(375.2);
    expect(meanKg([])).toBeNull();
  });

  it("with tails, splits the weight from the last digits of a tag too; without, a short number keeps it", () => {
    expect(typedWeights("0123;345\n100123 401,5\n456 789\n0123", { tails: true })).toEqual([
      { tag: "0123", kg: 345 },
      { tag: "100123", kg: 401.5 },
      // Three digits before the space are no tag's end: one number written in groups.
      { tag: "456 789" },
      { tag: "0123" },
    ]);
    expect(typedWeights("0123;345")).toEqual([{ tag: "0123;345" }]);
    expect(tailDigits("0123")).toBe("0123");
    expect(tailDigits("10 0123")).toBe("100123");
    // A whole number is no tail, nor are three digits.
    expect(tailDigits("982000000000123")).toBeNull();
    expect(tailDigits("123")).toBeNull();
  });

  it("the box's text: without a weight, the last digits are read apart and the other lines keep their number", () => {
    const text = "032000000000001\n0123\n032X\n032 000000000002";
    expect(boxReads(text, false, true)).toEqual({
      reads: [{ tag: "032000000000001" }, { tag: "0123" }, { tag: "032000000000002" }],
      problems: ['Línea 3: "032X" tiene caracteres que no son números'],
    });
    // Without tails (Caravanear) a short number is a wrong tag.
    expect(boxReads("0123", false, false)).toEqual({
      reads: [],
      problems: ['"0123" tiene 4 dígitos: una caravana tiene 15'],
    });
  });
});
