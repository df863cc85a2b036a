// A boundary's outline as an SVG path (docs/map.md): fitted and centred in its square, north up, longitude
// scaled by the cosine of the latitude, one subpath per ring (holes and the parts of a MultiPolygon).
import type { Boundary } from "@shared/boundary";
import { describe, expect, it } from "vitest";
import { outlinePath } from "../../web/src/lib/herd/outline-path";

const square = (west: number, south: number, side: number): [number, number][] => [
  [west, south],
  [west + side, south],
  [west + side, south + side],
  [west, south + side],
  [west, south],
];

describe("outlinePath", () => {
  it("fills the square with a square near the equator, north up", () => {
    const d = outlinePath({ type: "Polygon", coordinates: [square(-60, 0, 0.01)] }, 64, 2);
    expect(d).toBe("M2 62 L62 62 L62 2 L2 2 L2 62 Z");
  });

  it("narrows a degree of longitude by the cosine of the latitude, centred", () => {
    // At 60° a degree of longitude is half a degree of latitude: 30 units wide, 60 high, centred.
    const d = outlinePath({ type: "Polygon", coordinates: [square(10, 59.5, 1)] }, 64, 2);
    const xs = d!.match(/[ML](\S+) /g)!.map((m) => Number(m.slice(1)));
    expect(Math.min(...xs)).toBeCloseTo(17.1, 0);
    expect(Math.max(...xs)).toBeCloseTo(46.9, 0);
    expect(d).toContain(" 62 ");
    expect(d).toContain(" 2 ");
  });

  it("draws each ring and each polygon as its own subpath", () => {
    const withHole: Boundary = {
      type: "MultiPolygon",
      coordinates: [[square(0, 0, 2), square(0.5, 0.5, 1)], [square(3, 0, 1)]],
    };
    const d = outlinePath(withHole, 100, 0)!;
    expect(d.match(/M/g)).toHaveLength(3);
    expect(d.match(/Z/g)).toHaveLength(3);
    // Four degrees wide, two high: the shape sits in the middle band of the square.
    expect(d.startsWith("M0 75 ")).toBe(true);
    expect(d).toContain("M12.5 62.5 L37.5 62.5");
    expect(d).toContain("M75 75 L100 75 L100 50");
  });

  it("draws nothing without points", () => {
    expect(outlinePath({ type: "MultiPolygon", coordinates: [] })).toBeNull();
  });
});
