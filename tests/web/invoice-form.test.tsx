// The invoice form (/create-invoice): live totals per IVA rate computed with the shared money math, the
// CUIT checked as it is typed, the "Desde ventas" picker filling lines, and the parsed body on save.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InvoiceBody } from "@shared/invoice-schemas";
import type { SaleForInvoice } from "@shared/money-types";
import { describe, expect, it, vi } from "vitest";
import { InvoiceFormView } from "../../web/src/features/billing/invoice-form";

const sale = (id: number, over: Partial<SaleForInvoice> = {}): SaleForInvoice => ({
  movement_id: id,
  date: "2026-05-02",
  rodeo_name: "Recría",
  heads: 10,
  kilos: 4000,
  price: 2000,
  buyer: "Frigorífico del Sur",
  lines: [
    { description: "Hacienda en pie: 10 Novillito", quantity: 4000, unit: "kg", unit_price: 2000, iva_rate: 10.5 },
  ],
  invoice: null,
  ...over,
});

function setup(sales: SaleForInvoice[] = []) {
  const onSave = vi.fn(async (_body: InvoiceBody) => undefined);
  render(<InvoiceFormView sales={sales} onSave={onSave} />);
  return onSave;
}

const totals = () => within(screen.getByRole("region", { name: "Totales (vista previa)" }));
const norm = (s: string | null | undefined) => (s ?? "").replace(/\s/g, " ");
const amount = (label: string) => norm(totals().getByText(label).nextElementSibling?.textContent);
const lines = () => within(screen.getByRole("list", { name: "Líneas de la factura" })).getAllByRole("listitem");
const line = (i: number) => within(lines()[i]!);

describe("InvoiceFormView", () => {
  it("shows live totals per IVA rate as lines are typed, rounding like the server", async () => {
    setup();
    expect(amount("Total")).toBe("$ 0,00");
    await userEvent.type(line(0).getByLabelText("Descripción"), "Novillos");
    await userEvent.type(line(0).getByLabelText("Cantidad"), "1,5");
    await userEvent.type(line(0).getByLabelText("Precio unitario ($)"), "0,03");
    // 1,5 × 0,03 = 0,045 → 0,05; IVA 10,5 % → 0,01.
    expect(amount("Neto gravado")).toBe("$ 0,05");
    expect(amount("IVA 10,5 %")).toBe("$ 0,01");
    await userEvent.click(screen.getByRole("button", { name: "+ Agregar línea" }));
    await userEvent.type(line(1).getByLabelText("Cantidad"), "3");
    await userEvent.type(line(1).getByLabelText("Precio unitario ($)"), "33,33");
    await userEvent.selectOptions(line(1).getByLabelText("IVA"), "21");
    expect(amount("Neto gravado")).toBe("$ 100,04");
    expect(amount("IVA 21 %")).toBe("$ 21,00");
    expect(amount("Total")).toBe("$ 121,05");
  });

  it("checks the CUIT as it is typed, in Spanish", async () => {
    setup();
    const cuit = screen.getByLabelText("CUIT del cliente");
    await userEvent.type(cuit, "2012");
    expect(screen.getByText(/debe tener 11 dígitos/)).toBeInTheDocument();
    await userEvent.type(cuit, "345678-9");
    expect(screen.getByText("El CUIT no es válido: revisá el dígito verificador")).toBeInTheDocument();
    await userEvent.clear(cuit);
    await userEvent.type(cuit, "20123456786");
    expect(screen.getByText("CUIT válido: 20-12345678-6")).toBeInTheDocument();
    expect(screen.queryByText(/dígito verificador/)).toBeNull();
  });

  it("fills the lines from the picked sales, refuses billed ones, and saves the parsed body", async () => {
    const onSave = setup([
      sale(7),
      sale(8, { invoice: { id: 3, formatted_number: "0001-00000003", status: "emitida" } }),
      sale(9, {
        buyer: "",
        heads: 5,
        kilos: null,
        price: 500000,
        lines: [{ description: "5 Vaca", quantity: 5, unit: "cabezas", unit_price: 500000, iva_rate: 10.5 }],
      }),
    ]);
    const picker = within(screen.getByRole("list", { name: "Ventas" }));
    const boxes = picker.getAllByRole("checkbox");
    expect(boxes[1]).toBeDisabled();
    expect(picker.getByText("Facturada (0001-00000003)")).toBeInTheDocument();
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[2]!);
    await userEvent.click(screen.getByRole("button", { name: "Usar las ventas elegidas" }));
    expect(lines()).toHaveLength(2);
    expect(screen.getByLabelText("Cliente (razón social)")).toHaveValue("Frigorífico del Sur");
    // 4.000 kg × 2.000 + 5 × 500.000 = 10.500.000 net; IVA 10,5 % = 1.102.500.
    expect(amount("Total")).toBe("$ 11.602.500,00");
    await userEvent.type(screen.getByLabelText("CUIT del cliente"), "30-50001091-2");
    await userEvent.click(screen.getByRole("button", { name: "Guardar borrador" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      customer_cuit: "30500010912",
      movement_ids: [7, 9],
      lines: [
        { quantity: 4000, unit: "kg", unit_price: 2000, iva_rate: 10.5 },
        { quantity: 5, unit: "cabezas", unit_price: 500000, iva_rate: 10.5 },
      ],
    });
  });

  it("puts the schema's messages on the fields and sends nothing when invalid", async () => {
    const onSave = setup();
    await userEvent.type(line(0).getByLabelText("Cantidad"), "-2");
    await userEvent.click(screen.getByRole("button", { name: "Guardar borrador" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(line(0).getByText("La cantidad debe ser mayor a cero")).toBeInTheDocument();
    expect(line(0).getByText("Ingresá una descripción")).toBeInTheDocument();
    expect(screen.getByText("Ingresá el CUIT")).toBeInTheDocument();
  });
});
