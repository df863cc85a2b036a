// The map screen's pure parts (docs/map.md): the colour scales and their steps, the box the map fits, where
// a label sits and which lot or field holds a position (¿Dónde estoy?).
import type { Boundary, Position } from "@shared/boundary";
import { describe, expect, it } from "vitest";
import { square } from "./map-fixtures";
import { boundsOf, containing, labelPoint, whereIs } from "../../web/src/features/map/map-geometry";
import {
  colorOf,
  DEFAULT_EV_TARGET,
  evHaScale,
  evTargets,
  grazedDaysScale,
  headScale,
  lotValue,
  MAP_FIGURES,
  NO_VALUE_COLOR,
  rainScale,
  readsLog,
  scaleFor,
} from "../../web/src/features/map/map-scale";
import { daysSince, type MapFigures } from "@shared/lot-figures";

describe("the EV/ha scale", () => {
  const scale = evHaScale(DEFAULT_EV_TARGET);
  const stepOf = (v: number) => scale.steps.findIndex((s) => s.color === colorOf(scale, v));

  it("cuts at half, 90 %, 110 % and 150 % of the target, the middle step being the target's", () => {
    expect(scale.evTarget).toBe(1);
    expect(scale.steps.map((s) => [s.min, s.max])).toEqual([
      [0, 0.5],
      [0.5, 0.9],
      [0.9, 1.1],
      [1.1, 1.5],
      [1.5, null],
    ]);
    expect(scale.steps.filter((s) => s.target).map((s) => s.min)).toEqual([0.9]);
    expect([0, 0.49, 0.5, 0.95, 1, 1.1, 1.49, 1.5, 7].map(stepOf)).toEqual([0, 0, 1, 2, 2, 3, 3, 4, 4]);
    expect(new Set(scale.steps.map((s) => s.color)).size).toBe(5);
  });

  it("compares each lot with its own target: the value is its EV/ha as a fraction of it", () => {
    const at = (ev_per_ha: number | null, target: number) =>
      stepOf(lotValue({ id: 1, total: 0, ev_per_ha }, "evHa", undefined, target)!);
    // 0.5 EV/ha is on a 0.5 target, over half of a 1 target, under half of a 2 target.
    expect([at(0.5, 0.5), at(0.5, 1), at(0.5, 2), at(2, 0.8)]).toEqual([2, 1, 0, 4]);
    // The edges hold despite the binary error (0.18 / 0.2 is 0.8999…9 in floating point): 90 % of 0.2 is on
    // the target, 110 % of 0.2 over it, 150 % of 0.28 the top step.
    expect([at(0.18, 0.2), at(0.22, 0.2), at(0.42, 0.28), at(0.4, 0.8)]).toEqual([2, 3, 4, 1]);
    expect(lotValue({ id: 1, total: 0, ev_per_ha: null }, "evHa", undefined, 0.5)).toBeNull();
    // The scale's steps are fractions of the target; only the legend's reading names the target.
    expect(evHaScale(2).steps).toEqual(scale.steps);
    expect([evHaScale(2).evTarget, evHaScale(null).evTarget]).toEqual([2, null]);
  });

  it("a lot's target is its field's, else 1 EV/ha; shared only when every drawn lot has the same", () => {
    const drawn = square(-59, -37, 0.01);
    const fields = [
      { id: 1, ev_target: 0.5 },
      { id: 2, ev_target: null },
      { id: 3, ev_target: 1 },
    ];
    const lots = [
      { field_id: 1, boundary: drawn },
      { field_id: 2, boundary: drawn },
      { field_id: null, boundary: drawn },
      { field_id: 99, boundary: null },
    ];
    const targets = evTargets(lots, fields);
    expect(lots.map(targets.of)).toEqual([0.5, DEFAULT_EV_TARGET, DEFAULT_EV_TARGET, DEFAULT_EV_TARGET]);
    expect(targets.shared).toBeNull();
    // A field without a target and a field of 1 EV/ha are the same target; undrawn lots are not on the map.
    expect(
      evTargets([...lots.slice(1), { field_id: 3, boundary: drawn }, { field_id: 1, boundary: null }], fields).shared,
    ).toBe(1);
    expect(evTargets([{ field_id: 1, boundary: drawn }], fields).shared).toBe(0.5);
    expect(evTargets([], fields).shared).toBe(DEFAULT_EV_TARGET);
  });

  it("a lot without hectares (no EV/ha) is grey", () => {
    expect(colorOf(scale, null)).toBe(NO_VALUE_COLOR);
    expect(colorOf(scale, Number.NaN)).toBe(NO_VALUE_COLOR);
    expect(scale.steps.map((s) => s.color)).not.toContain(NO_VALUE_COLOR);
  });
});

describe("the head scale", () => {
  it("an empty lot apart, then four equal steps up to the fullest lot", () => {
    const scale = headScale(100);
    expect(scale.steps.map((s) => [s.min, s.max])).toEqual([
      [0, 1],
      [1, 26],
      [26, 51],
      [51, 76],
      [76, null],
    ]);
    expect([0, 1, 25, 26, 100, 500].map((v) => scale.steps.findIndex((s) => s.color === colorOf(scale, v)))).toEqual([
      0, 1, 1, 2, 4, 4,
    ]);
  });

  it("few head: as many steps as there are counts; no head at all: one step", () => {
    expect(headScale(2).steps.map((s) => [s.min, s.max])).toEqual([
      [0, 1],
      [1, 2],
      [2, null],
    ]);
    expect(headScale(0).steps).toHaveLength(1);
  });

  it("scaleFor takes the fullest lot; lotValue reads each figure", () => {
    const lots = [
      { id: 1, total: 40, ev_per_ha: 0.8 },
      { id: 2, total: 8, ev_per_ha: null },
    ];
    expect(scaleFor("head", lots).steps.at(-1)).toMatchObject({ min: 31, max: null });
    expect(scaleFor("evHa", lots)).toEqual(evHaScale());
    expect(scaleFor("evHa", lots, null)).toEqual(evHaScale(null));
    expect(lots.map((l) => [lotValue(l, "evHa"), lotValue(l, "head")])).toEqual([
      [0.8, 40],
      [null, 8],
    ]);
  });
});

describe("the figures read from the log", () => {
  const stepOf = (scale: ReturnType<typeof rainScale>, v: number | null) =>
    scale.steps.findIndex((s) => s.color === colorOf(scale, v));

  it("days since grazed: 0–7 (a rodeo there today is 0), 8–21, 22–40, 41–60, more; never grazed grey", () => {
    const scale = grazedDaysScale();
    expect(scale.steps.map((s) => [s.min, s.max])).toEqual([
      [0, 8],
      [8, 22],
      [22, 41],
      [41, 61],
      [61, null],
    ]);
    expect([0, 7, 8, 21, 22, 40, 41, 60, 61, 400].map((v) => stepOf(scale, v))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(colorOf(scale, null)).toBe(NO_VALUE_COLOR);
    // The long rested are grey too, but not the grey of "never grazed": the legend tells them apart anyway.
    expect(scale.steps.map((s) => s.color)).not.toContain(NO_VALUE_COLOR);
    expect(new Set(scale.steps.map((s) => s.color)).size).toBe(5);
  });

  it("rain: under 1 mm, 1–10, 10–30, 30–60, 60 or more, each a bluer step", () => {
    const scale = rainScale();
    expect(scale.steps.map((s) => [s.min, s.max])).toEqual([
      [0, 1],
      [1, 10],
      [10, 30],
      [30, 60],
      [60, null],
    ]);
    expect([0, 0.9, 1, 9.9, 10, 29.5, 30, 59.9, 60, 250].map((v) => stepOf(scale, v))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
    expect(new Set(scale.steps.map((s) => s.color)).size).toBe(5);
  });

  it("days are whole calendar days between the answer's days", () => {
    expect(daysSince("2026-11-27", "2026-11-27")).toBe(0);
    expect(daysSince("2026-10-28T00:00:00.000Z", "2026-11-27")).toBe(30);
    expect(daysSince("2025-12-31", "2026-03-01")).toBe(60);
    expect(daysSince(null, "2026-11-27")).toBeNull();
  });

  it("only the log's figures ask the server; lotValue reads them by lot, none without an answer", () => {
    expect(MAP_FIGURES.filter(readsLog)).toEqual(["grazedDays", "rain30d"]);
    const figures: MapFigures = {
      today: "2026-11-27",
      rain_from: "2026-10-29",
      unplaced_rain_mm_30d: 0,
      lots: [
        { lot_id: 1, last_grazed: "2026-11-27", grazing_now: true, rain_mm_30d: 62.5 },
        { lot_id: 2, last_grazed: "2026-09-28", grazing_now: false, rain_mm_30d: 0 },
        { lot_id: 3, last_grazed: null, grazing_now: false, rain_mm_30d: 4 },
      ],
    };
    const lots = [1, 2, 3, 4].map((id) => ({ id, total: 10, ev_per_ha: 1 }));
    expect(lots.map((l) => lotValue(l, "grazedDays", figures))).toEqual([0, 60, null, null]);
    expect(lots.map((l) => lotValue(l, "rain30d", figures))).toEqual([62.5, 0, 4, null]);
    expect(lotValue(lots[0]!, "rain30d")).toBeNull();
    expect(scaleFor("grazedDays", lots)).toEqual(grazedDaysScale());
    expect(scaleFor("rain30d", lots)).toEqual(rainScale());
  });
});

describe("boundaries on the map", () => {
  const north = { name: "Norte", boundary: square(-59, -37, 0.01) };
  const south = { name: "Sur", boundary: square(-59, -37.01, 0.01) };
  const undrawn = { name: "Sin límite", boundary: null };
  const field = { name: "La Esperanza", boundary: square(-59.01, -37.02, 0.05) };

  it("fits the box around every boundary, none without any", () => {
    expect(boundsOf([north.boundary, null, south.boundary])).toEqual([
      [-59, -37.01],
      [-58.99, -36.99],
    ]);
    expect(boundsOf([null])).toBeNull();
  });

  it("finds the lot that holds a point, then the field, else outside", () => {
    const inNorth: Position = [-58.995, -36.995];
    const inFieldOnly: Position = [-58.97, -37.0];
    const far: Position = [-60, -35];
    expect(containing(inNorth, [undrawn, south, north])).toBe(north);
    expect(whereIs(inNorth, [undrawn, south, north], [field])).toEqual({ kind: "lot", lot: north });
    expect(whereIs(inFieldOnly, [south, north], [field])).toEqual({ kind: "field", field });
    expect(whereIs(far, [south, north], [field])).toEqual({ kind: "outside" });
  });

  it("a point in a lot's hole is not in the lot", () => {
    const ring = square(-59, -37, 0.01).coordinates[0]!;
    const hole = square(-58.996, -36.996, 0.002).coordinates[0]!;
    const withHole = { name: "Con laguna", boundary: { type: "Polygon", coordinates: [ring, hole] } as Boundary };
    expect(containing([-58.995, -36.995], [withHole])).toBeNull();
    expect(containing([-58.999, -36.999], [withHole])).toBe(withHole);
  });

  it("puts a label inside its lot, also an L-shaped one whose box centre is outside", () => {
    const [lon, lat] = labelPoint(north.boundary);
    expect(lon).toBeCloseTo(-58.995, 9);
    expect(lat).toBeCloseTo(-36.995, 9);
    const l: Boundary = {
      type: "Polygon",
      coordinates: [
        [
          [0, 0],
          [3, 0],
          [3, 1],
          [1, 1],
          [1, 3],
          [0, 3],
          [0, 0],
        ],
      ],
    };
    const point = labelPoint(l);
    expect(containing(point, [{ boundary: l }])).not.toBeNull();
    // Off its fence, not on a corner.
    expect(point[0] > 0 && point[1] > 0 && (point[0] < 1 || point[1] < 1)).toBe(true);
  });
});
