// The purchase form (/purchases "Nueva compra", /upload-invoice): the shared schema's Spanish messages on
// their fields (nothing sent), live totals, the body sent when valid, the API's field issues put back, and
// the prefill from an uploaded invoice's extracted fields.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PurchaseInput } from "@shared/purchase-schemas";
import { describe, expect, it, vi } from "vitest";
import { PurchaseForm } from "../../web/src/features/purchases/purchase-form";
import { emptyPurchase, prefill } from "../../web/src/features/purchases/purchase-form-values";
import { ApiError } from "../../web/src/lib/api/client";

const save = () => userEvent.click(screen.getByRole("button", { name: "Guardar compra" }));
const line = (i: number) => within(screen.getByRole("group", { name: `Renglón ${i}` }));

function setup(onSave = vi.fn(async (_body: PurchaseInput) => undefined), initial = emptyPurchase("2026-10-01")) {
  render(<PurchaseForm initial={initial} fileId={7} onSave={onSave} />);
  return onSave;
}

describe("PurchaseForm", () => {
  it("sends the typed purchase with decimal commas, and shows live totals", async () => {
    const onSave = setup();
    await userEvent.type(screen.getByLabelText("Proveedor"), "Forrajera del Sur");
    await userEvent.type(screen.getByLabelText("CUIT del proveedor"), "30-71234567-1");
    await userEvent.type(screen.getByLabelText("Número de factura"), "0003-00012345");
    await userEvent.type(line(1).getByLabelText("Descripción"), "Rollos");
    await userEvent.selectOptions(line(1).getByLabelText("Categoría"), "alimento");
    await userEvent.selectOptions(line(1).getByLabelText("IVA"), "10.5");
    await userEvent.clear(line(1).getByLabelText("Cantidad"));
    await userEvent.type(line(1).getByLabelText("Cantidad"), "10");
    await userEvent.type(line(1).getByLabelText("Precio unitario (sin IVA)"), "1.000,50");
    expect(screen.getByTestId("purchase-total")).toHaveTextContent("11.055,53");
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      supplier_name: "Forrajera del Sur",
      supplier_cuit: "30-71234567-1",
      date: "2026-10-01",
      invoice_type: "A",
      invoice_number: "0003-00012345",
      file_id: 7,
      lines: [{ category: "alimento", description: "Rollos", quantity: 10, unit_price: 1000.5, iva_rate: 10.5 }],
    });
  });

  it("shows the schema's Spanish messages on their fields and sends nothing", async () => {
    const onSave = setup();
    await userEvent.type(screen.getByLabelText("CUIT del proveedor"), "30-71234567-2");
    await userEvent.type(line(1).getByLabelText("Precio unitario (sin IVA)"), "-3");
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText("Ingresá el proveedor")).toBeInTheDocument();
    expect(screen.getByText("El CUIT no es válido: revisá el dígito verificador")).toBeInTheDocument();
    expect(line(1).getByText("El precio no puede ser negativo")).toBeInTheDocument();
    expect(screen.getByText("Revisá los datos marcados")).toBeInTheDocument();
  });

  it("puts the API's refusal back on the form", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(409, {
        ok: false,
        message: "Ya cargaste esa factura de ese proveedor (mismo CUIT, tipo y número)",
        code: "DUPLICATE_PURCHASE",
      } as never);
    });
    const initial = prefill(emptyPurchase("2026-10-01"), {
      source: "pdf-text",
      message: null,
      supplier_cuit: "30712345671",
      date: "2026-10-14",
      invoice_type: "B",
      invoice_number: "0003-00012345",
      total: 1210,
    });
    setup(onSave, { ...initial, supplier_name: "Veterinaria" });
    // The prefill: CUIT shown with dashes, date, type, number, and one line whose total is the printed one.
    expect(screen.getByLabelText("CUIT del proveedor")).toHaveValue("30-71234567-1");
    expect(screen.getByLabelText("Fecha")).toHaveValue("2026-10-14");
    expect(screen.getByLabelText("Tipo")).toHaveValue("B");
    expect(screen.getByLabelText("Número de factura")).toHaveValue("0003-00012345");
    expect(screen.getByTestId("purchase-total")).toHaveTextContent("1.210,00");
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Ya cargaste esa factura/)).toBeInTheDocument();
  });

  it("adds and removes lines", async () => {
    setup();
    await userEvent.click(screen.getByRole("button", { name: "Agregar renglón" }));
    expect(screen.getByRole("group", { name: "Renglón 2" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Quitar renglón 1" }));
    expect(screen.queryByRole("group", { name: "Renglón 2" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Quitar renglón/ })).toBeNull();
  });
});
