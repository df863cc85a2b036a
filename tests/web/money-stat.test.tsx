// A money tile shows the exact amount; an amount too wide for the tile's budget shows its compact form with
// the exact one on the same tile, and a loss reads as one.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MoneyStat } from "../../web/src/components/money-stat";

const tile = (label: string) => screen.getByText(label, { selector: "dt" }).parentElement!;
const texts = (label: string) =>
  [...tile(label).querySelectorAll("dd")].map((dd) => dd.textContent!.replace(/\u00a0/g, " "));

describe("MoneyStat", () => {
  it("shows an amount that fits exactly, and only once", () => {
    render(
      <dl className="stat-grid">
        <MoneyStat label="Ingresos" amount={149_084_938.4} />
      </dl>,
    );
    expect(texts("Ingresos")).toEqual(["$ 149.084.938,40"]);
    expect(tile("Ingresos")).toHaveClass("stat-money");
  });

  it("shows the compact form of an amount too wide for it, with the exact amount under it", () => {
    render(
      <dl className="stat-grid">
        <MoneyStat label="Resultado" amount={-12_345_678_901_234.5} note="Ingresos $ 0,00" />
      </dl>,
    );
    expect(texts("Resultado")).toEqual(["-$ 12,3 billones", "-$ 12.345.678.901.234,50", "Ingresos $ 0,00"]);
    const [figure, exact] = tile("Resultado").querySelectorAll("dd");
    expect(figure).toHaveClass("stat-loss");
    expect(exact).toHaveClass("stat-exact");
    expect(exact).toBeVisible();
  });

  it("shows what it is told when there is no amount", () => {
    render(
      <dl className="stat-grid">
        <MoneyStat label="Margen por cabeza vendida" amount={null} empty="—" />
      </dl>,
    );
    expect(texts("Margen por cabeza vendida")).toEqual(["—"]);
  });
});
