// The supplies load form (/create-stock): several rows added and removed, existing and new supplies,
// the shared schema's Spanish messages under each row's fields (nothing sent), the parsed body when
// valid, and the API's field issues put back on their row.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SupplyBatchInput } from "@shared/supply-schemas";
import { describe, expect, it, vi } from "vitest";
import { CreateSupplyForm } from "../../web/src/features/supplies/create-supply-form";
import { ApiError } from "../../web/src/lib/api/client";
import { supply } from "./live-factories";

const supplies = [
  supply(1, { name: "Rollos", unit: "rollos", quantity: 40 }),
  supply(2, { name: "Maíz", quantity: 900 }),
];

function setup(onSave = vi.fn(async (_body: SupplyBatchInput) => undefined)) {
  render(<CreateSupplyForm supplies={supplies} onSave={onSave} />);
  return onSave;
}

const rows = () => within(screen.getByRole("list", { name: "Insumos a cargar" })).getAllByRole("listitem");
const row = (i: number) => within(rows()[i]!);
const save = () => userEvent.click(screen.getByRole("button", { name: "Guardar carga" }));
const addRow = () => userEvent.click(screen.getByRole("button", { name: "+ Agregar otro insumo" }));

describe("CreateSupplyForm", () => {
  it("loads an existing supply and a new medicine in one body", async () => {
    const onSave = setup();
    await userEvent.selectOptions(row(0).getByLabelText("Insumo"), "1");
    expect(row(0).queryByLabelText("Nombre")).toBeNull();
    expect(row(0).getByText("En stock: 40 rollos")).toBeInTheDocument();
    await userEvent.type(row(0).getByLabelText("Cantidad (rollos)"), "12");

    await addRow();
    expect(rows()).toHaveLength(2);
    await userEvent.type(row(1).getByLabelText("Nombre"), "Ivermectina 1%");
    expect(row(1).queryByLabelText("Días de carencia")).toBeNull();
    await userEvent.selectOptions(row(1).getByLabelText("Tipo"), "medicamento");
    await userEvent.type(row(1).getByLabelText("Unidad"), "ml");
    await userEvent.type(row(1).getByLabelText("Cantidad"), "1,5");
    await userEvent.type(row(1).getByLabelText("Costo unitario ($)"), "35");
    await userEvent.type(row(1).getByLabelText("Stock mínimo"), "500");
    await userEvent.type(row(1).getByLabelText("Días de carencia"), "30");
    await save();

    expect(onSave).toHaveBeenCalledTimes(1);
    const body = onSave.mock.calls[0]![0] as { items: unknown[] };
    expect(body.items).toEqual([
      expect.objectContaining({ asset_id: 1, quantity: 12 }),
      expect.objectContaining({
        name: "Ivermectina 1%",
        kind: "medicamento",
        unit: "ml",
        quantity: 1.5,
        unit_cost: 35,
        minimum: 500,
        withdrawal_days: 30,
      }),
    ]);
    expect(body.items[0]).not.toHaveProperty("name");
  });

  it("adds and removes rows, renumbering them; the last row cannot be removed", async () => {
    setup();
    expect(screen.queryByRole("button", { name: /Quitar insumo/ })).toBeNull();
    await addRow();
    await addRow();
    expect(rows()).toHaveLength(3);
    await userEvent.type(row(1).getByLabelText("Nombre"), "Gasoil");
    await userEvent.type(row(2).getByLabelText("Nombre"), "Vacuna aftosa");
    await userEvent.click(screen.getByRole("button", { name: "Quitar insumo 2" }));
    expect(rows()).toHaveLength(2);
    expect(row(1).getByText("Insumo 2")).toBeInTheDocument();
    expect(row(1).getByLabelText("Nombre")).toHaveValue("Vacuna aftosa");
    await userEvent.click(screen.getByRole("button", { name: "Quitar insumo 1" }));
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /Quitar insumo/ })).toBeNull();
  });

  it("shows each row's Spanish messages and sends nothing", async () => {
    const onSave = setup();
    await userEvent.type(row(0).getByLabelText("Cantidad"), "0");
    await addRow();
    await userEvent.type(row(1).getByLabelText("Nombre"), "Maíz partido");
    await userEvent.type(row(1).getByLabelText("Cantidad"), "1,2345");
    await addRow();
    await userEvent.type(row(2).getByLabelText("Nombre"), "Sal");
    await save();

    expect(
      await row(0).findByText("Elegí un insumo o ingresá el nombre de uno nuevo", { selector: ".field-error" }),
    ).toBeInTheDocument();
    expect(row(0).getByLabelText("Cantidad")).toHaveAccessibleDescription("La cantidad debe ser mayor a cero");
    expect(row(1).getByLabelText("Cantidad")).toHaveAccessibleDescription("Usá como máximo 3 decimales");
    expect(row(2).getByLabelText("Cantidad")).toHaveAccessibleDescription("Ingresá una cantidad");
    expect(row(1).getByLabelText("Nombre")).not.toHaveAttribute("aria-invalid");
    expect(onSave).not.toHaveBeenCalled();

    // Fixed, it is sent.
    await userEvent.type(row(0).getByLabelText("Nombre"), "Rollos de alfalfa");
    await userEvent.clear(row(0).getByLabelText("Cantidad"));
    await userEvent.type(row(0).getByLabelText("Cantidad"), "3");
    await userEvent.clear(row(1).getByLabelText("Cantidad"));
    await userEvent.type(row(1).getByLabelText("Cantidad"), "1,234");
    await userEvent.type(row(2).getByLabelText("Cantidad"), "10");
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect((onSave.mock.calls[0]![0] as { items: Array<{ quantity: number }> }).items.map((i) => i.quantity)).toEqual([
      3, 1.234, 10,
    ]);
  });

  it("puts the API's field issues on their row and anything else above the buttons", async () => {
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, {
          ok: false,
          message: "Datos inválidos",
          issues: [{ path: "items.1.name", message: "Ya existe un insumo con ese nombre" }],
        }),
      )
      .mockRejectedValueOnce(new ApiError(403, { ok: false, message: "No tenés permiso para cargar insumos" }));
    setup(onSave);
    await userEvent.type(row(0).getByLabelText("Nombre"), "Rollos");
    await userEvent.type(row(0).getByLabelText("Cantidad"), "2");
    await addRow();
    await userEvent.type(row(1).getByLabelText("Nombre"), "Rollos");
    await userEvent.type(row(1).getByLabelText("Cantidad"), "3");
    await save();
    expect(await row(1).findByText("Ya existe un insumo con ese nombre")).toBeInTheDocument();
    expect(row(0).queryByText("Ya existe un insumo con ese nombre")).toBeNull();
    await save();
    expect(await screen.findByText("No tenés permiso para cargar insumos")).toHaveClass("form-error");
  });
});
