// Pieces of an answer: monthly rows become a bar chart (other rows do not), and a draft's editable
// fields, their edits, the shared schema's complaints and the card's lines after an edit.
import type { MovementDraftCard } from "@shared/assistant-schemas";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { monthlySeries, ToolResult } from "../../web/src/features/assistant/answer-parts";
import {
  draftFields,
  draftIssues,
  linesAfterEdit,
  readField,
  writeField,
} from "../../web/src/features/assistant/draft-fields";

vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(() => null);

const rainRows = [
  { mes: "sep", este_año: 40, año_pasado: 30 },
  { mes: "oct", este_año: 90, año_pasado: null },
  { mes: "nov", este_año: 80, año_pasado: 55 },
];

describe("answer parts", () => {
  it("reads monthly rows as labels and one series per numeric column", () => {
    expect(monthlySeries(rainRows)).toEqual({
      labels: ["sep", "oct", "nov"],
      series: [
        { label: "Este año", data: [40, 90, 80] },
        { label: "Año pasado", data: [30, null, 55] },
      ],
    });
    expect(
      monthlySeries([
        { categoría: "Vaca", cabezas: 436 },
        { categoría: "Toro", cabezas: 23 },
      ]),
    ).toBeNull();
    // The rain tool's own columns; one month is charted against last year, a lone series is not.
    expect(monthlySeries([{ mes: "nov", mm: 80, mm_anio_anterior: 55 }])!.series.map((s) => s.label)).toEqual([
      "Lluvia",
      "Año anterior",
    ]);
    expect(monthlySeries([{ mes: "nov", mm: 80 }])).toBeNull();
    expect(monthlySeries(undefined)).toBeNull();
  });

  it("shows a tool's monthly rows as a bar chart with its table, next to figures and links", () => {
    render(
      <MemoryRouter>
        <ToolResult
          part={{
            id: "t1",
            name: "rain_by_month",
            result: {
              summary: "Lluvia por mes contra el año pasado",
              figures: [{ label: "Este mes", value: 80, unit: "mm" }],
              links: [{ label: "Registros", path: "/data?type=RAIN" }],
              rows: rainRows,
            },
          }}
        />
      </MemoryRouter>,
    );
    const chart = screen.getByRole("figure", { name: "Lluvia por mes contra el año pasado" });
    const rows = within(chart).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveTextContent("oct");
    expect(screen.getByRole("link", { name: "Registros →" })).toHaveAttribute("href", "/data?type=RAIN");
  });
});

const death: MovementDraftCard = {
  id: "d2",
  kind: "DEATH",
  body: {
    date: "2026-11-25",
    rodeo_id: 3,
    animals: [{ type: "Ternero", count: 2 }],
    client_id: "draft-death-0001",
  } as MovementDraftCard["body"],
  title: "Muerte de 2 Ternero hoy en Cría General",
  lines: [
    { label: "Fecha", value: "25/11/2026" },
    { label: "Rodeo", value: "Cría General" },
    { label: "Animales", value: "2 Ternero" },
  ],
};

describe("draft fields of a weighing and a supply's consumption", () => {
  it("an edited weight or quantity shows in its line", () => {
    const weighing: MovementDraftCard = {
      id: "w1",
      kind: "WEIGHING",
      body: {
        date: "2026-11-25T00:00:00.000Z",
        client_id: "w1-client",
        rodeo_id: 3,
        mean_weight: 320,
      } as MovementDraftCard["body"],
      title: "Pesada de 320 kg promedio hoy en Invernada",
      lines: [
        { label: "Rodeo", value: "Invernada" },
        { label: "Peso promedio (kg)", value: "320" },
      ],
    };
    const body = weighing.body as Record<string, unknown>;
    const fields = draftFields(body, (c) => c);
    expect(fields.map((f) => f.label)).toEqual(["Fecha", "Peso promedio (kg)", "Detalle"]);
    const heavier = writeField(body, fields[1]!, "335");
    expect(draftIssues("WEIGHING", heavier)).toEqual({});
    expect(linesAfterEdit(weighing, heavier)[1]).toEqual({ label: "Peso promedio (kg)", value: "335" });

    const used: MovementDraftCard = {
      id: "c1",
      kind: "ASSET_CONSUMPTION",
      body: {
        date: "2026-11-25T00:00:00.000Z",
        client_id: "c1-client",
        rodeo_id: 1,
        lot_id: null,
        asset_id: 2,
        quantity: 200,
      } as MovementDraftCard["body"],
      title: "Consumo de 200 kg de Maíz partido hoy en Cría General",
      lines: [
        { label: "Insumo", value: "Maíz partido" },
        { label: "Cantidad", value: "200 kg" },
      ],
    };
    const less = writeField(
      used.body as Record<string, unknown>,
      { path: "quantity", label: "Cantidad", input: "number" },
      "150",
    );
    expect(linesAfterEdit(used, less)[1]).toEqual({ label: "Cantidad", value: "150 kg" });
  });
});

describe("draft fields", () => {
  const body = death.body as Record<string, unknown>;
  const fields = draftFields(body, (c) => `Cantidad de ${c}`);

  it("offers the date, each line's count and the detail; never the ids", () => {
    expect(fields.map((f) => [f.path, f.label])).toEqual([
      ["date", "Fecha"],
      ["animals.0.count", "Cantidad de Ternero"],
      ["detail", "Detalle"],
    ]);
    expect(readField(body, "animals.0.count")).toBe("2");
  });

  it("writes numbers as numbers, checks the shared schema and updates the card's lines", () => {
    const three = writeField(body, fields[1]!, "3");
    expect(three.animals).toEqual([{ type: "Ternero", count: 3 }]);
    expect(draftIssues("DEATH", three)).toEqual({});
    expect(linesAfterEdit(death, three).find((l) => l.label === "Animales")!.value).toBe("3 Ternero");
    const moved = writeField(three, fields[0]!, "2026-11-20");
    expect(linesAfterEdit(death, moved).find((l) => l.label === "Fecha")!.value).toBe("20/11/2026");

    const none = writeField(body, fields[1]!, "");
    expect(Object.keys(draftIssues("DEATH", none))).toEqual(["animals.0.count"]);
    expect(Object.keys(draftIssues("DEATH", writeField(body, fields[0]!, "ayer")))).toEqual(["date"]);
  });
});
