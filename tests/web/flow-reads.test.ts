// The reads of the animals' flows (web/src/features/animals/flow-reads.ts): numbers checked as the API does,
// newest on top, a repeat said and not added (a second weight replaces the first), weighed pairs as typed.
import { describe, expect, it } from "vitest";
import { addReads, meanKg, readsStatus, typedWeights, type TagRead } from "../../web/src/features/animals/flow-reads";

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
});
