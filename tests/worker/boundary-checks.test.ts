// A boundary's checks and area (docs/map.md): a polygon or multipolygon is taken rounded and closed; a crossing,
// fewer than 3 distinct points, a coordinate out of range or more than 5,000 vertices is a Spanish reason; the
// geodesic area subtracts holes; a lot's vertices on its field's fence count as inside.
import { describe, expect, it } from "vitest";
import {
  boundaryHectares,
  boundaryWithin,
  checkBoundary,
  MAX_BOUNDARY_VERTICES,
  type Boundary,
  type Position,
} from "../../worker/shared/boundary";
import { boundaryBody } from "../../worker/shared/boundary-schemas";
import { rectangle } from "../../worker/scripts/seed/ranch-boundaries";
import { BOW_TIE } from "./boundary-fixtures";

const AYACUCHO: Position = [-58.42, -37.17];
/** A square of `hectares` with its south-west corner at `corner`. */
const square = (hectares: number, corner = AYACUCHO) => {
  const side = Math.sqrt(hectares * 10_000);
  return rectangle(corner, side, side);
};
/** Within 1 % of `expected` (the area is spherical; the test's rectangles are drawn on a flat approximation). */
const expectNear = (value: number, expected: number) =>
  expect(Math.abs(value - expected) / expected).toBeLessThan(0.01);
const ringOf = (b: Boundary) => (b.type === "Polygon" ? b.coordinates[0]! : b.coordinates[0]![0]!);
const messageOf = (geometry: unknown) => {
  const parsed = boundaryBody.safeParse({ geometry });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("checkBoundary", () => {
  it("takes a polygon, closing its ring, dropping altitudes and repeated points, rounding to 6 decimals", () => {
    const parsed = boundaryBody.parse({
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [-58.1234567, -37.1, 12],
            [-58.1234567, -37.1, 12],
            [-58.11, -37.1],
            [-58.11, -37.09],
          ],
        ],
      },
    });
    expect(parsed.geometry).toEqual({
      type: "Polygon",
      coordinates: [
        [
          [-58.123457, -37.1],
          [-58.11, -37.1],
          [-58.11, -37.09],
          [-58.123457, -37.1],
        ],
      ],
    });
    expect(boundaryBody.parse({ geometry: null }).geometry).toBeNull();
  });

  it("computes the geodesic area: a 100 ha square is 100 ha, a hole is subtracted, a multipolygon adds up", () => {
    expectNear(boundaryHectares(square(100)), 100);
    const outer = ringOf(square(400));
    const hole = ringOf(square(100, [AYACUCHO[0] + 0.005, AYACUCHO[1] + 0.005]))
      .slice()
      .reverse();
    expectNear(boundaryHectares({ type: "Polygon", coordinates: [outer, hole] }), 300);
    const far = ringOf(square(50, [-59.2, -36.73]));
    expectNear(boundaryHectares({ type: "MultiPolygon", coordinates: [[ringOf(square(100))], [far]] }), 150);
  });

  it("refuses a ring that crosses itself, naming where", () => {
    expect(messageOf(BOW_TIE)).toMatch(/^El polígono se corta a sí mismo cerca de -37\.005\d*, -57\.995/);
    // Two polygons of one multipolygon that overlap cross each other too.
    const a = ringOf(square(100));
    const b = ringOf(square(100, [AYACUCHO[0] + 0.003, AYACUCHO[1] + 0.003]));
    expect(messageOf({ type: "MultiPolygon", coordinates: [[a], [b]] })).toMatch(/se corta a sí mismo/);
  });

  it("refuses fewer than 3 distinct points, coordinates out of range, too many vertices, and what is not a polygon", () => {
    const flat = [
      [-58, -37],
      [-58.01, -37],
      [-58, -37],
      [-58.01, -37],
    ];
    expect(messageOf({ type: "Polygon", coordinates: [flat] })).toBe(
      "Cada polígono necesita al menos 3 puntos distintos",
    );
    expect(
      messageOf({
        type: "Polygon",
        coordinates: [
          [
            [-58, -37],
            [-58, -95],
            [-57, -37],
          ],
        ],
      }),
    ).toMatch(/^Coordenada fuera de rango \(-95, -58\)/);
    expect(
      messageOf({
        type: "Polygon",
        coordinates: [
          [
            [181, -37],
            [-58, -36],
            [-57, -37],
          ],
        ],
      }),
    ).toMatch(/fuera de rango/);
    const circle = Array.from({ length: MAX_BOUNDARY_VERTICES + 1 }, (_, i): Position => {
      const a = (2 * Math.PI * i) / (MAX_BOUNDARY_VERTICES + 1);
      return [-58 + 0.01 * Math.cos(a), -37 + 0.01 * Math.sin(a)];
    });
    expect(messageOf({ type: "Polygon", coordinates: [circle] })).toMatch(/como máximo 5000/i);
    expect(messageOf({ type: "Point", coordinates: [-58, -37] })).toBe(
      "El límite debe ser un polígono de GeoJSON (Polygon o MultiPolygon)",
    );
    expect(messageOf({ type: "Polygon", coordinates: [[["a", "b"]]] })).toBe("Cada coordenada es un número");
    expect(messageOf({ type: "Polygon", coordinates: [] })).toBe("Un polígono del límite no tiene puntos");
    expect(messageOf({ type: "MultiPolygon", coordinates: [] })).toBe("El límite no tiene ningún polígono");
  });

  it("checks 5,000 vertices quickly (a drawn ranch is far smaller)", () => {
    const circle = Array.from({ length: MAX_BOUNDARY_VERTICES - 1 }, (_, i): Position => {
      const a = (2 * Math.PI * i) / (MAX_BOUNDARY_VERTICES - 1);
      return [-58 + 0.01 * Math.cos(a), -37 + 0.01 * Math.sin(a)];
    });
    const started = performance.now();
    const checked = checkBoundary({ type: "Polygon", coordinates: [circle] });
    const ms = performance.now() - started;
    expect(checked.ok).toBe(true);
    expect(ms).toBeLessThan(2000);
  });
});

describe("boundaryWithin", () => {
  it("a lot sharing its field's fence is inside; one past it is not", () => {
    const field = rectangle(AYACUCHO, 4000, 2000);
    expect(boundaryWithin(rectangle(AYACUCHO, 1000, 2000), field)).toBe(true);
    expect(boundaryWithin(rectangle([AYACUCHO[0] - 0.001, AYACUCHO[1]], 1000, 2000), field)).toBe(false);
  });
});
