// Pure parts of the movement log and forms: CSV rows, who may change a record, filters from the
// address, cycle seasons, and stored movements mapped back to form values the API schema accepts.
import { describe, expect, it } from "vitest";
import type { Movement } from "@shared/herd-types";
import { movementBodySchemas } from "@shared/movement-schemas";
import { normalize, valuesFromMovement } from "../../web/src/components/movement-form/form-values";
import { groupCycles, seasonOf } from "../../web/src/features/cycles/cycle-season";
import { CSV_COLUMNS, movementsToCsv } from "../../web/src/features/movements/csv-export";
import { csvCell } from "../../web/src/lib/csv";
import { parseFilters } from "../../web/src/features/movements/movement-filters-state";
import { canChangeMovement } from "../../web/src/features/movements/movement-permissions";

const stored = (over: Partial<Movement>): Movement => ({
  id: 1,
  type: "BUY",
  date: "2026-03-04T00:00:00.000Z",
  count: {},
  rodeoId: 3,
  lot_id: 9,
  cycle_id: null,
  detail: "",
  reference: "",
  animals: [],
  data: {},
  organization_id: 1,
  created_by: 5,
  created_at: "2026-03-04T10:00:00.000Z",
  updated_at: "2026-03-04T10:00:00.000Z",
  deleted: false,
  metadata: { lot_id: 9, editHistory: [] },
  ...over,
});

describe("CSV export", () => {
  it("writes a header and one line per movement, dates as dd/mm/yyyy", () => {
    const csv = movementsToCsv(
      [
        stored({ id: 10, animals: [{ type: "Vaca", category_id: 1, count: 12 }], detail: 'Feria "Rauch",\nlote 3' }),
        stored({
          id: 11,
          type: "RAIN",
          rodeoId: null,
          lot_id: null,
          data: { mm: 32.5 },
          date: "2025-12-31T00:00:00.000Z",
        }),
      ],
      { rodeo: (id) => (id ? "Invernada" : ""), lot: (id) => (id ? "El Bajo" : "") },
    );
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('04/03/2026,Compra de animales,Invernada,El Bajo,12 vacas,12,,"Feria ""Rauch"", lote 3",,10');
    expect(lines[2]).toBe('31/12/2025,Registro de lluvia,,,,,"32,5 mm",,,11');
  });

  it("quotes cells with separators, quotes or edge spaces", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell(" x")).toBe('" x"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+54 9 291")).toBe("'+54 9 291");
    expect(csvCell(-3)).toBe("-3");
  });
});

describe("who may edit or delete a record", () => {
  const mine = stored({ created_by: 5 });
  it("lets any member change their own, owners and admins anyone's", () => {
    expect(canChangeMovement(mine, "user", 5)).toBe(true);
    expect(canChangeMovement(mine, "user", 6)).toBe(false);
    expect(canChangeMovement(mine, "admin", 6)).toBe(true);
    expect(canChangeMovement(mine, "owner", 6)).toBe(true);
    expect(canChangeMovement(mine, null, 5)).toBe(false);
  });
  it("never deleted, pending or structural records", () => {
    expect(canChangeMovement({ ...mine, deleted: true }, "owner", 5)).toBe(false);
    expect(canChangeMovement({ ...mine, id: -3 }, "owner", 5)).toBe(false);
    expect(canChangeMovement({ ...mine, type: "CREATE_LOT" }, "owner", 5)).toBe(false);
  });
});

describe("log filters in the address", () => {
  it("keeps only valid values", () => {
    expect(parseFilters(new URLSearchParams("type=RAIN&rodeo=4&lot=x&from=2025-01-01&to=2025-13"))).toEqual({
      type: "RAIN",
      rodeo: 4,
      lot: null,
      from: "2025-01-01",
      to: null,
    });
    expect(parseFilters(new URLSearchParams("type=NOPE&rodeo=-1")).type).toBeNull();
  });
});

describe("breeding seasons", () => {
  it("puts spring-summer services in one season", () => {
    expect(seasonOf("2025-11-15T00:00:00.000Z").label).toBe("Temporada 2025/26");
    expect(seasonOf("2026-01-10T00:00:00.000Z").label).toBe("Temporada 2025/26");
    expect(seasonOf("2026-07-01T00:00:00.000Z").label).toBe("Temporada 2026/27");
  });
  it("groups by rodeo, newest season first", () => {
    const cycle = (id: number, rodeo: string, start: string) => ({
      id,
      rodeo_id: rodeo === "Cría" ? 1 : 2,
      rodeo_name: rodeo,
      name: `C${id}`,
      service_start: start,
      service_end: null,
      method: "natural" as const,
      females_exposed: 10,
      bulls: 1,
      created_at: start,
      updated_at: start,
    });
    const groups = groupCycles([
      cycle(1, "Vaquillonas", "2024-11-01"),
      cycle(2, "Cría", "2024-11-01"),
      cycle(3, "Cría", "2025-11-01"),
    ]);
    expect(groups.map((g) => g.rodeoName)).toEqual(["Cría", "Vaquillonas"]);
    expect(groups[0]!.seasons.map((s) => s.label)).toEqual(["Temporada 2025/26", "Temporada 2024/25"]);
  });
});

describe("editing a stored movement", () => {
  const accepts = (kind: keyof typeof movementBodySchemas, m: Movement) => {
    const result = movementBodySchemas[kind].safeParse(normalize(kind, valuesFromMovement(kind, m)));
    expect(result.error?.issues ?? []).toEqual([]);
    return result.data as Record<string, unknown>;
  };

  it("gives back the body of a recategorization, a rodeo move, a weaning and an external transfer", () => {
    expect(
      accepts(
        "RECATEGORIZATION",
        stored({
          type: "RECATEGORIZATION",
          animals: [{ type: "Vaquillona", category_id: 2, count: 30 }],
          data: { to_category: "Vaca", to_category_id: 1 },
        }),
      ),
    ).toMatchObject({ from_category: "Vaquillona", to_category: "Vaca", count: 30, rodeo_id: 3 });
    expect(
      accepts(
        "CHANGE_RODEO",
        stored({
          type: "TRANSFER_RODEO",
          animals: [{ type: "Ternero", category_id: 3, count: 40 }],
          data: { to_rodeo_id: 5, to_rodeo: "Destete" },
        }),
      ),
    ).toMatchObject({ to_rodeo_id: 5, animals: [{ type: "Ternero", count: 40 }] });
    expect(
      accepts(
        "WEANING",
        stored({
          type: "WEANING",
          cycle_id: 2,
          animals: [{ type: "Ternero", category_id: 3, count: 100 }],
          data: { destination_rodeo_id: 5, destination_category: "Ternero", mean_weight: 180 },
        }),
      ),
    ).toMatchObject({ destination_rodeo_id: 5, cycle_id: 2, mean_weight: 180 });
    expect(
      accepts(
        "TRANSFER",
        stored({ type: "EXTERNAL_TRANSFER", animals: [{ type: "Vaca", category_id: 1, count: 8 }], data: {} }),
      ),
    ).toMatchObject({ external: true });
  });

  it("keeps a treatment's product and withdrawal, without the derived clearance date", () => {
    const body = accepts(
      "TREATMENT",
      stored({
        type: "TREATMENT",
        data: { product: "Ivermectina", dose: "1 ml/50 kg", withdrawal_days: 35, clearance_date: "2026-04-08" },
      }),
    );
    expect(body).toMatchObject({ product: "Ivermectina", withdrawal_days: 35 });
    expect(body).not.toHaveProperty("clearance_date");
  });
});
