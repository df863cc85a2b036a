// The map labels' decluttering (docs/map.md, "Labels"): a label covering one shown before it is hidden, one
// no longer covering shows again, and every box is read before any label is hidden (no layout per label).
import { describe, expect, it } from "vitest";
import { declutter } from "../../web/src/features/map/map-declutter";

/** A label at (x, y), 40x20 px, that logs when its box is read and when its visibility is written. */
function label(x: number, y: number, log: string[], name: string): HTMLElement {
  const el = document.createElement("button");
  el.getBoundingClientRect = () => {
    log.push(`read ${name}`);
    return new DOMRect(x, y, 40, 20);
  };
  const style = el.style;
  let visibility = "";
  Object.defineProperty(style, "visibility", {
    get: () => visibility,
    set: (v: string) => {
      log.push(`write ${name}`);
      visibility = v;
    },
  });
  return el;
}

describe("declutter", () => {
  it("hides a label covering one shown before it and keeps the others", () => {
    const log: string[] = [];
    const labels = [label(0, 0, log, "a"), label(30, 10, log, "b"), label(100, 0, log, "c"), label(41, 0, log, "d")];
    declutter(labels);
    expect(labels.map((l) => l.style.visibility)).toEqual(["", "hidden", "", ""]);
  });

  it("shows again a label that no longer covers another", () => {
    const log: string[] = [];
    const hidden = label(200, 200, log, "b");
    hidden.style.visibility = "hidden";
    declutter([label(0, 0, log, "a"), hidden]);
    expect(hidden.style.visibility).toBe("");
  });

  it("reads every box before it writes any visibility", () => {
    const log: string[] = [];
    declutter([label(0, 0, log, "a"), label(10, 5, log, "b"), label(300, 0, log, "c")]);
    expect(log).toEqual(["read a", "read b", "read c", "write a", "write b", "write c"]);
  });
});
