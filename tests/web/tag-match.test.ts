// Finding a known tag from what was typed (docs/animals-reading.md).
import { describe, expect, it } from "vitest";
import { matchTag } from "../../web/src/features/animals/reading/tag-match";

const known = ["032000123456789", "032000111116789", "982000999996789", "032000123450001"];

describe("matchTag", () => {
  it("a whole number in the list, however it is spaced", () => {
    expect(matchTag("032 000123456789", known)).toEqual({ kind: "exact", tag: "032000123456789" });
  });

  it("a whole number not in the list is a new tag", () => {
    expect(matchTag("032000555555555", known)).toEqual({ kind: "unknown", tag: "032000555555555" });
  });

  it("4 to 6 final digits list the tags that end so, in order", () => {
    expect(matchTag("6789", known)).toEqual({
      kind: "tail",
      digits: "6789",
      candidates: ["032000123456789", "032000111116789", "982000999996789"],
      total: 3,
    });
    expect(matchTag("96789", known)).toMatchObject({ candidates: ["982000999996789"], total: 1 });
    expect(matchTag("456 789", known)).toMatchObject({ digits: "456789", candidates: ["032000123456789"] });
    expect(matchTag("0002", known)).toMatchObject({ kind: "tail", candidates: [], total: 0 });
  });

  it("caps the list but counts every candidate", () => {
    const many = Array.from({ length: 30 }, (_, i) => `032000${String(i).padStart(5, "0")}0789`);
    const match = matchTag("789", [...many, "032000000000789"]);
    expect(match).toEqual({ kind: "none" });
    const tail = matchTag("0789", many, 5);
    expect(tail).toMatchObject({ kind: "tail", total: 30 });
    expect(tail.kind === "tail" && tail.candidates).toEqual(many.slice(0, 5));
  });

  it("fewer than four digits, or letters, match nothing", () => {
    expect(matchTag("89", known)).toEqual({ kind: "none" });
    expect(matchTag("abcd", known)).toEqual({ kind: "none" });
    expect(matchTag("", known)).toEqual({ kind: "none" });
  });
});
