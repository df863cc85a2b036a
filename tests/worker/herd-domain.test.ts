// Pure herd domain: stock effects per type, replay, shortage check, daily weight gain, cycle KPIs, dates, labels.
import { describe, expect, it } from "vitest";
import { applyToStock, findShortage, replayStock } from "../../worker/areas/herd/movements/replay";
import { changeEffects, movementEffects, netDeltas } from "../../worker/areas/herd/movements/stock-effects";
import { cycleKpis } from "../../worker/shared/cycle-kpis";
import { dailyWeightGain } from "../../worker/shared/daily-gain";
import {
  movementEntryLabel,
  movementLabel,
  MOVEMENT_LABELS,
  MOVEMENT_TYPES,
  STOCK_EFFECT,
} from "../../worker/shared/movement-types";
import { toIsoDate } from "../../worker/shared/schema-parts";

const line = (category_id: number, count: number) => ({ category_id, count });

describe("movementEffects", () => {
  it("adds, removes, recategorizes, moves and audits per kind", () => {
    for (const type of ["BUY", "BIRTH", "TRANSFER", "EXTERNAL_TRANSFER", "CREATE_RODEO"]) {
      expect(movementEffects({ type, rodeo_id: 1, animals: [line(7, 3)] })).toEqual([
        { rodeo_id: 1, category_id: 7, delta: 3 },
      ]);
    }
    // A TRANSFER that records a rodeo's change of lot moves no animal in or out, even with lines.
    const lotChange = { from_lot_id: 1, to_lot_id: 2, lot_change: true };
    expect(movementEffects({ type: "TRANSFER", rodeo_id: 1, animals: [line(7, 3)], data: lotChange })).toEqual([]);
    expect(
      changeEffects(null, { type: "TRANSFER", rodeo_id: 1, animals: [line(7, 3)], data: { lot_change: "yes" } }),
    ).toEqual([{ rodeo_id: 1, category_id: 7, delta: 3 }]);
    for (const type of ["SELL", "DEATH", "OUTGOING_TRANSFER", "CONSUMPTION"]) {
      expect(movementEffects({ type, rodeo_id: 1, animals: [line(7, 3)] })).toEqual([
        { rodeo_id: 1, category_id: 7, delta: -3 },
      ]);
    }
    expect(
      movementEffects({ type: "RECATEGORIZATION", rodeo_id: 1, animals: [line(7, 3)], data: { to_category_id: 8 } }),
    ).toEqual([
      { rodeo_id: 1, category_id: 7, delta: -3 },
      { rodeo_id: 1, category_id: 8, delta: 3 },
    ]);
    expect(
      movementEffects({ type: "CHANGE_RODEO", rodeo_id: 1, animals: [line(7, 3)], data: { to_rodeo_id: 2 } }),
    ).toEqual([
      { rodeo_id: 1, category_id: 7, delta: -3 },
      { rodeo_id: 2, category_id: 7, delta: 3 },
    ]);
    expect(
      movementEffects({
        type: "WEANING",
        rodeo_id: 1,
        animals: [line(3, 10), line(4, 9)],
        data: { destination_rodeo_id: 5, destination_category_id: 6 },
      }),
    ).toEqual([
      { rodeo_id: 1, category_id: 3, delta: -10 },
      { rodeo_id: 5, category_id: 6, delta: 10 },
      { rodeo_id: 1, category_id: 4, delta: -9 },
      { rodeo_id: 5, category_id: 6, delta: 9 },
    ]);
    expect(
      movementEffects({
        type: "AUDIT_RECORD",
        rodeo_id: 1,
        animals: [line(7, 40)],
        data: { deltas: [{ category_id: 7, delta: -2 }] },
      }),
    ).toEqual([{ rodeo_id: 1, category_id: 7, delta: -2 }]);
  });

  it("records without stock effect change nothing", () => {
    const none = MOVEMENT_TYPES.filter((t) => STOCK_EFFECT[t] === "none");
    expect(none).toContain("WEIGHING");
    for (const type of none) expect(movementEffects({ type, rodeo_id: 1, animals: [line(7, 3)] })).toEqual([]);
    expect(movementEffects({ type: "UNKNOWN", rodeo_id: 1, animals: [line(7, 3)] })).toEqual([]);
    expect(movementEffects({ type: "BUY", rodeo_id: null, animals: [line(7, 3)] })).toEqual([]);
  });

  it("an edit nets the revert of the old and the new effect", () => {
    const before = { type: "BUY", rodeo_id: 1, animals: [line(7, 10)] };
    const after = { type: "BUY", rodeo_id: 1, animals: [line(7, 4), line(8, 1)] };
    expect(changeEffects(before, after)).toEqual([
      { rodeo_id: 1, category_id: 7, delta: -6 },
      { rodeo_id: 1, category_id: 8, delta: 1 },
    ]);
    expect(changeEffects(before, null)).toEqual([{ rodeo_id: 1, category_id: 7, delta: -10 }]);
    expect(changeEffects({ ...before, deleted: true }, null)).toEqual([]);
    expect(
      netDeltas([
        { rodeo_id: 1, category_id: 1, delta: 2 },
        { rodeo_id: 1, category_id: 1, delta: -2 },
      ]),
    ).toEqual([]);
  });
});

describe("replay and shortage", () => {
  it("replays the non-deleted log and finds the first count that would go negative", () => {
    const stock = replayStock([
      { type: "BUY", rodeo_id: 1, animals: [line(7, 10)] },
      { type: "SELL", rodeo_id: 1, animals: [line(7, 4)] },
      { type: "SELL", rodeo_id: 1, animals: [line(7, 6)], deleted: true },
    ]);
    expect(Object.fromEntries(stock)).toEqual({ "1:7": 6 });
    expect(findShortage((r, c) => stock.get(`${r}:${c}`) ?? 0, [{ rodeo_id: 1, category_id: 7, delta: -7 }])).toEqual({
      rodeo_id: 1,
      category_id: 7,
      available: 6,
      requested: 7,
    });
    expect(() => applyToStock(stock, [{ rodeo_id: 2, category_id: 7, delta: -1 }])).toThrow(/disponibles 0/);
    applyToStock(stock, [{ rodeo_id: 1, category_id: 7, delta: -6 }]);
    expect(stock.size).toBe(0);
  });
});

describe("dailyWeightGain", () => {
  const rodeo = { id: 3, name: "Recría" };

  it("zero weighings: everything null", () => {
    expect(dailyWeightGain(rodeo, [])).toEqual({
      rodeo_id: 3,
      rodeo_name: "Recría",
      current_weight: null,
      previous_weight: null,
      weight_difference: null,
      days_between_weighings: null,
      daily_weight_gain: null,
      last_weighing_date: null,
      previous_weighing_date: null,
    });
  });

  it("one weighing: every weight and date field is null (fewer than two weighings)", () => {
    expect(dailyWeightGain(rodeo, [{ date: "2026-05-01T00:00:00.000Z", mean_weight: 250 }])).toEqual({
      rodeo_id: 3,
      rodeo_name: "Recría",
      current_weight: null,
      previous_weight: null,
      weight_difference: null,
      days_between_weighings: null,
      daily_weight_gain: null,
      last_weighing_date: null,
      previous_weighing_date: null,
    });
  });

  it("two weighings: difference, days and gain per day", () => {
    const g = dailyWeightGain(rodeo, [
      { date: "2026-05-01", mean_weight: 250 },
      { date: "2026-05-31", mean_weight: 268 },
    ]);
    expect(g).toMatchObject({
      current_weight: 268,
      previous_weight: 250,
      weight_difference: 18,
      days_between_weighings: 30,
      daily_weight_gain: 0.6,
      last_weighing_date: "2026-05-31",
      previous_weighing_date: "2026-05-01",
    });
  });

  it("many, unsorted: the last two by date count", () => {
    const g = dailyWeightGain(rodeo, [
      { date: "2026-07-10", mean_weight: 300 },
      { date: "2026-05-01", mean_weight: 250 },
      { date: "2026-08-09", mean_weight: 315 },
      { date: "2026-06-01", mean_weight: 270 },
    ]);
    expect(g).toMatchObject({
      current_weight: 315,
      previous_weight: 300,
      days_between_weighings: 30,
      daily_weight_gain: 0.5,
    });
  });

  it("same-day weighings are one weighing; two on one day give no gain (never a division by zero)", () => {
    const sameDay = dailyWeightGain(rodeo, [
      { date: "2026-05-01T08:00:00.000Z", mean_weight: 250 },
      { date: "2026-05-01T15:00:00.000Z", mean_weight: 254 },
    ]);
    // Two weighings on one day are one weighing day: still fewer than two, so all nulls.
    expect(sameDay).toMatchObject({
      current_weight: null,
      last_weighing_date: null,
      previous_weight: null,
      daily_weight_gain: null,
    });
    const later = dailyWeightGain(rodeo, [
      { date: "2026-05-01", mean_weight: 250 },
      { date: "2026-05-11", mean_weight: 260 },
      { date: "2026-05-11", mean_weight: 262 },
    ]);
    expect(later).toMatchObject({
      current_weight: 261,
      previous_weight: 250,
      days_between_weighings: 10,
      daily_weight_gain: 1.1,
    });
    expect(Number.isFinite(later.daily_weight_gain)).toBe(true);
  });
});

describe("cycleKpis", () => {
  const mv = (type: string, count: number, data: Record<string, unknown> = {}) => ({
    type,
    animals: [{ count }],
    data,
  });

  it("each KPI is null until its inputs exist", () => {
    expect(cycleKpis(100, [])).toMatchObject({
      pregnancy_rate: null,
      calving_rate: null,
      weaning_rate: null,
      loss_head: null,
      loss_rate: null,
    });
    expect(
      cycleKpis(0, [mv("PREGNANCY_DIAGNOSIS", 0, { examined: 10, pregnant: 9, empty: 1 })]).pregnancy_rate,
    ).toBeNull();
  });

  it("% preñez, % parición, % destete and the loss from diagnosis to weaning", () => {
    const k = cycleKpis(200, [
      mv("PREGNANCY_DIAGNOSIS", 0, { examined: 200, pregnant: 180, empty: 20 }),
      mv("BIRTH", 100),
      mv("BIRTH", 72),
      mv("ABORTION", 3),
      mv("WEANING", 165),
      { ...mv("WEANING", 50), deleted: true },
    ]);
    expect(k).toMatchObject({
      pregnant: 180,
      births: 172,
      abortions: 3,
      weaned: 165,
      pregnancy_rate: 90,
      calving_rate: 86,
      weaning_rate: 82.5,
      loss_head: 15,
      loss_rate: 8.3,
    });
  });
});

describe("dates and labels", () => {
  it("accepts real ISO dates in 1990–2100 only", () => {
    expect(toIsoDate("2026-02-28")).toBe("2026-02-28T00:00:00.000Z");
    expect(toIsoDate("2026-02-28T10:30:00-03:00")).toBe("2026-02-28T13:30:00.000Z");
    expect(toIsoDate("2026-02-28T10:30")).toBe("2026-02-28T10:30:00.000Z");
    for (const bad of ["2026-02-30", "ayer", "1989-12-31", "2101-01-01", "2026-13-01", "", "2026-1-1"]) {
      expect(toIsoDate(bad)).toBeNull();
    }
  });

  it("every type has a Spanish label; the fixed ones are word for word; unknown is 'Movimiento'", () => {
    expect(Object.keys(MOVEMENT_LABELS)).toHaveLength(35);
    expect(MOVEMENT_LABELS).toMatchObject({
      BUY: "Compra de animales",
      SELL: "Venta de animales",
      BIRTH: "Nacimiento de animales",
      DEATH: "Mortandad de animales",
      WEANING: "Destete de animales",
      ABORTION: "Aborto de animales",
      WEIGHING: "Registro de pesaje",
      RAIN: "Registro de lluvia",
      FROST: "Registro de helada",
      HAIL: "Registro de granizo",
    });
    expect(movementLabel("NOPE")).toBe("Movimiento");
  });

  it("transfers read the way they go: in, out, or a rodeo changing lot (no stock effect)", () => {
    expect(MOVEMENT_LABELS).toMatchObject({
      EXTERNAL_TRANSFER: "Ingreso por traslado",
      OUTGOING_TRANSFER: "Egreso por traslado",
    });
    // TRANSFER serves both a lot change and an entry from one's own field: its type label is neutral.
    expect(movementLabel("TRANSFER")).not.toMatch(/ingreso|egreso/i);
    expect(movementEntryLabel({ type: "TRANSFER", data: { lot_change: true, from_lot_id: 1, to_lot_id: 2 } })).toBe(
      "Traslado de rodeo entre lotes",
    );
    expect(movementEntryLabel({ type: "TRANSFER", data: { origin_establishment: "Los Cardos" } })).toBe(
      movementLabel("TRANSFER"),
    );
    expect(movementEntryLabel({ type: "BUY", data: { lot_change: true } })).toBe("Compra de animales");
    expect(new Set(Object.values(MOVEMENT_LABELS)).size).toBe(35);
  });
});
