// The invoice form with the issuer's fiscal data (docs/arca.md): the customer's document type, the letter the
// rule gives proposed as the customer's IVA condition changes, and a letter the rule refuses never saved.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InvoiceBody } from "@shared/invoice-schemas";
import { describe, expect, it, vi } from "vitest";
import { InvoiceFormView } from "../../web/src/features/billing/invoice-form";

function setup(issuer: "responsable_inscripto" | "monotributista" | null) {
  const onSave = vi.fn(async (_body: InvoiceBody) => undefined);
  render(<InvoiceFormView sales={[]} issuer={issuer} onSave={onSave} />);
  return onSave;
}

async function fillLine() {
  await userEvent.type(screen.getByLabelText("Cliente (razón social)"), "Juan Pérez");
  await userEvent.type(screen.getByLabelText("Descripción"), "Novillos");
  await userEvent.type(screen.getByLabelText("Cantidad"), "1");
  await userEvent.type(screen.getByLabelText("Precio unitario ($)"), "100");
}

describe("InvoiceFormView with fiscal data", () => {
  it("proposes A to a responsable inscripto and B to a final consumer without document", async () => {
    const onSave = setup("responsable_inscripto");
    const type = screen.getByLabelText("Tipo");
    expect(type).toHaveValue("A");
    await userEvent.selectOptions(screen.getByLabelText("Documento del cliente"), "consumidor_final");
    expect(screen.getByLabelText("Condición frente al IVA")).toHaveValue("consumidor_final");
    expect(type).toHaveValue("B");
    expect(screen.getByLabelText("DNI (opcional)")).toHaveValue("");
    await fillLine();
    await userEvent.click(screen.getByRole("button", { name: "Guardar borrador" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      type: "B",
      customer_doc_type: "consumidor_final",
      customer_cuit: "",
      customer_iva_condition: "consumidor_final",
    });
  });

  it("a monotributista issues C; another letter shows the rule's message and is not saved", async () => {
    const onSave = setup("monotributista");
    const type = screen.getByLabelText("Tipo");
    expect(type).toHaveValue("C");
    await userEvent.selectOptions(type, "A");
    const message = "Como un monotributista, a un responsable inscripto le corresponde factura C, no A";
    expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("CUIT del cliente"), "20-17254359-7");
    await fillLine();
    await userEvent.click(screen.getByRole("button", { name: "Guardar borrador" }));
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.selectOptions(type, "C");
    expect(screen.queryByText(message)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Guardar borrador" }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("checks a DNI as it is typed; without fiscal data any letter goes", async () => {
    const onSave = setup(null);
    await userEvent.selectOptions(screen.getByLabelText("Documento del cliente"), "dni");
    const dni = screen.getByLabelText("DNI del cliente");
    await userEvent.type(dni, "123456");
    expect(screen.getByText("El DNI debe tener 7 u 8 dígitos")).toBeInTheDocument();
    await userEvent.type(dni, "78");
    expect(screen.getByText("DNI: 12345678")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Tipo"), "C");
    await fillLine();
    await userEvent.click(screen.getByRole("button", { name: "Guardar borrador" }));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ type: "C", customer_doc_type: "dni", customer_cuit: "12345678" });
  });
});
