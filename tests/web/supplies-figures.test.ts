// The figures the supplies screens show and export: the month range, the consumption by supply
// (costliest first, the rest as "Otros"), the report CSV and the stock CSV.
import type { ConsumptionReport } from "@shared/supply-types";
import { describe, expect, it } from "vitest";
import {
  monthLabel,
  monthlySeries,
  monthOf,
  monthsBetween,
  reportToCsv,
  supplyTotals,
} from "../../web/src/features/consumption/consumption-figures";
import { suppliesToCsv, SUPPLY_CSV_COLUMNS } from "../../web/src/features/supplies/supply-csv";
import { totalValue } from "../../web/src/features/supplies/supply-format";
import { supply } from "./live-factories";

const row = (month: string, asset_id: number, cost: number, quantity = 1) => ({
  month,
  asset_id,
  name: `S${asset_id}`,
  unit: "kg",
  quantity,
  cost,
});

describe("consumption figures", () => {
  it("walks the months of a range across years", () => {
    expect(monthOf(new Date("2026-03-15T12:00:00Z"), 11)).toBe("2025-04");
    expect(monthOf(new Date("2026-01-31T12:00:00Z"), 1)).toBe("2025-12");
    expect(monthsBetween("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsBetween("2026-02", "2025-11")).toEqual([]);
    expect(monthLabel("2026-03")).toBe("mar 2026");
  });

  it("totals each supply over the range, costliest first, in exact cents", () => {
    const report: ConsumptionReport = {
      from: "2026-01",
      to: "2026-03",
      by_supply: [row("2026-01", 1, 0.1, 0.1), row("2026-02", 1, 0.2, 0.2), row("2026-01", 2, 5)],
      by_rodeo: [],
    };
    expect(supplyTotals(report)).toEqual([
      expect.objectContaining({ asset_id: 2, cost: 5, quantity: 1 }),
      expect.objectContaining({ asset_id: 1, cost: 0.3, quantity: 0.3 }),
    ]);
  });

  it("stacks the costliest supplies per month and sums the rest as Otros", () => {
    const months = ["2026-01", "2026-02"];
    const report: ConsumptionReport = {
      from: "2026-01",
      to: "2026-02",
      by_supply: [row("2026-01", 1, 100), row("2026-02", 1, 50), row("2026-01", 2, 30), row("2026-02", 3, 5)],
      by_rodeo: [],
    };
    expect(monthlySeries(report, months, "Otros", 1).map((s) => [s.label, s.data])).toEqual([
      ["S1", [100, 50]],
      ["Otros", [30, 5]],
    ]);
    expect(monthlySeries(report, months, "Otros", 5)).toHaveLength(3);
  });

  it("exports both tables of the report", () => {
    const csv = reportToCsv({
      from: "2026-01",
      to: "2026-02",
      by_supply: [row("2026-01", 1, 12.5, 3)],
      by_rodeo: [
        { month: "2026-01", rodeo_id: 4, rodeo: "Cría, norte", cost: 12.5, average_head: 50, cost_per_head: 0.25 },
      ],
    });
    const lines = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines).toContain("Mes,Insumo,Unidad,Cantidad,Costo");
    expect(lines).toContain("2026-01,S1,kg,3,12.5");
    expect(lines).toContain('2026-01,"Cría, norte",12.5,50,0.25');
  });
});

describe("stock CSV", () => {
  it("writes one line per supply with plain numbers and no formula injection", () => {
    const csv = suppliesToCsv([
      supply(1, { name: "=Rollos", quantity: 12.5, unit_cost: 1000, value: 12500, minimum: 15, low: true }),
      supply(2, { name: "Ivermectina", kind: "medicamento", unit: "ml", withdrawal_days: 35, last_movement_at: null }),
    ]);
    const lines = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe(SUPPLY_CSV_COLUMNS.join(","));
    expect(lines[1]).toMatch(/^'=Rollos,Alimento,kg,12.5,1000,12500,15,Sí,,\d{2}\/\d{2}\/\d{4}$/);
    expect(lines[2]).toBe("Ivermectina,Medicamento,ml,100,2,200,10,No,35,");
  });

  it("adds the value in cents", () => {
    expect(totalValue([{ value: 0.1 }, { value: 0.2 }])).toBe(0.3);
  });
});
