// What a search by a tag's last digits found (docs/animals-reading.md, "Finding an animal by its last digits"):
// the API's hits that merely contain the digits (its fallback) are no match.
import { describe, expect, it } from "vitest";
import { tailResult } from "../../web/src/data/animal-tails";
import { animal } from "./animal-fixtures";

const page = (tags: string[], total = tags.length) => ({
  animals: tags.map((tag, i) => animal(i + 1, { tag })),
  total,
  page: 1,
  limit: 50,
});

describe("tailResult", () => {
  it("one animal ending so is the one; several keep the API's total", () => {
    expect(tailResult("0123", page(["032000000100123"]))).toMatchObject({
      kind: "one",
      animal: { tag: "032000000100123" },
    });
    const many = tailResult("0123", page(["032000000100123", "032000000200123"], 70));
    expect(many).toMatchObject({ kind: "many", total: 70 });
    expect(many.kind === "many" && many.animals.map((a) => a.tag)).toEqual(["032000000100123", "032000000200123"]);
  });

  it("the digits inside a tag, or none at all, find nothing", () => {
    expect(tailResult("0123", page(["032000012300000"]))).toEqual({ kind: "none", digits: "0123" });
    expect(tailResult("0123", page([]))).toEqual({ kind: "none", digits: "0123" });
  });
});
