// The chart components always carry their data as an accessible table; without a canvas (jsdom)
// the table becomes the visible rendering.
import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BarChart, FunnelChart, LineChart } from "../../web/src/components/charts";

// jsdom has no canvas: its getContext logs "not implemented"; return null quietly instead.
vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(() => null);

describe("charts", () => {
  it("renders a bar chart's data as a named figure with a table", async () => {
    render(
      <BarChart
        title="Cabezas por categoría"
        labelHeader="Categoría"
        labels={["Vaca", "Ternero"]}
        series={[{ label: "Cabezas", data: [1200, 345] }]}
        summary="1.545 cabezas"
      />,
    );
    const figure = screen.getByRole("figure", { name: "Cabezas por categoría" });
    const table = within(figure).getByRole("table", { name: "Cabezas por categoría" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole("rowheader")).toHaveTextContent("Vaca");
    expect(within(rows[1]!).getByRole("cell")).toHaveTextContent("1.200");
    // No canvas context: the table is shown instead of the chart.
    await waitFor(() => expect(table.parentElement).toHaveClass("chart-table-wrap"));
    expect(figure).toHaveAttribute("aria-busy", "false");
  });

  it("formats each series with its own formatter and shows gaps as a dash", () => {
    render(
      <LineChart
        title="Peso"
        labels={["01/01/2026", "01/02/2026"]}
        series={[
          { label: "kg", data: [200, 230] },
          { label: "kg/día", data: [null, 0.968], axis: "right" },
        ]}
        formatValue={(v, s) => (s.axis === "right" ? `${v.toFixed(3)} kg/día` : `${v} kg`)}
      />,
    );
    const rows = within(screen.getByRole("table", { name: "Peso" })).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("—");
    expect(rows[2]).toHaveTextContent("230 kg0.968 kg/día");
  });

  it("gives each funnel step its share of the first", () => {
    render(
      <FunnelChart
        title="Embudo"
        unit="cabezas"
        steps={[
          { label: "Expuestas", value: 200 },
          { label: "Preñadas", value: 170 },
        ]}
      />,
    );
    const rows = within(screen.getByRole("table", { name: "Embudo" })).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("200 cabezas (100 %)");
    expect(rows[2]).toHaveTextContent("170 cabezas (85 %)");
  });
});
