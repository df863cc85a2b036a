// The printed invoice (docs/arca.md, "The printed invoice"): the issuer's fiscal data, the customer's document
// by type, the CAE with its due date and ARCA's QR when authorized; "sin CAE" and no QR otherwise.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ARCA_QR_URL } from "../../worker/shared/arca-qr";
import type { FiscalData } from "../../worker/shared/fiscal-schemas";
import type { Invoice } from "../../worker/shared/money-types";
import { InvoiceDocument } from "../../web/src/features/billing/invoice-document";

const issuer: FiscalData = {
  razon_social: "La Loma SA",
  cuit: "30712345671",
  iva_condition: "responsable_inscripto",
  address: "Ruta 5 km 300, Trenque Lauquen",
  iibb: "901-123456-7",
  activity_start: "2015-03-01",
  points_of_sale: [3],
  updated_at: "2026-11-01T10:00:00.000Z",
};

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: 1,
  type: "A",
  point_of_sale: 3,
  number: 12,
  formatted_number: "0003-00000012",
  status: "emitida",
  date: "2026-06-10",
  customer_name: "Frigorífico del Sur SA",
  customer_cuit: "20172543597",
  customer_doc_type: "cuit",
  customer_iva_condition: "responsable_inscripto",
  net: 1000,
  iva: 105,
  total: 1105,
  cae_status: "autorizada",
  cae: "75402284060818",
  cae_due_date: "2026-06-20",
  cae_reason: null,
  paid_at: null,
  lines: [
    { description: "Novillos", quantity: 1, unit: "cabezas", unit_price: 1000, iva_rate: 10.5, net: 1000, iva: 105 },
  ],
  by_rate: [{ iva_rate: 10.5, net: 1000, iva: 105 }],
  movement_ids: [],
  issued_at: "2026-06-10T12:00:00.000Z",
  payment_method: null,
  voided_at: null,
  void_reason: null,
  created_by: 1,
  created_at: "2026-06-10T12:00:00.000Z",
  updated_at: "2026-06-10T12:00:00.000Z",
  ...over,
});

describe("InvoiceDocument", () => {
  it("prints the issuer, the customer's CUIT, the CAE with its due date and ARCA's QR", async () => {
    render(<InvoiceDocument invoice={invoice()} issuer={issuer} />);
    expect(screen.getByText("La Loma SA")).toBeInTheDocument();
    expect(screen.getByText("CUIT: 30-71234567-1")).toBeInTheDocument();
    expect(screen.getByText("Responsable Inscripto")).toBeInTheDocument();
    expect(screen.getByText("Ruta 5 km 300, Trenque Lauquen")).toBeInTheDocument();
    expect(screen.getByText("IIBB: 901-123456-7")).toBeInTheDocument();
    expect(screen.getByText("Inicio de actividades: 01/03/2015")).toBeInTheDocument();
    expect(screen.getByText(/CUIT: 20-17254359-7/)).toBeInTheDocument();
    expect(screen.getByText("CAE N° 75402284060818 — Vto. CAE 20/06/2026")).toBeInTheDocument();
    const qr = await screen.findByRole("img", { name: "Código QR de ARCA" });
    expect(qr.tagName.toLowerCase()).toBe("svg");
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);
    const url = qr.getAttribute("data-url")!;
    expect(url.startsWith(ARCA_QR_URL)).toBe(true);
    expect(JSON.parse(atob(url.slice(ARCA_QR_URL.length)))).toMatchObject({
      cuit: 30712345671,
      ptoVta: 3,
      tipoCmp: 1,
      nroCmp: 12,
      importe: 1105,
      tipoDocRec: 80,
      nroDocRec: 20172543597,
      codAut: 75402284060818,
    });
    expect(screen.queryByText(/sin CAE/)).toBeNull();
  });

  it("says plainly that an invoice without CAE is no valid invoice, with no QR", () => {
    render(
      <InvoiceDocument
        invoice={invoice({
          cae_status: "sin_cae",
          cae: null,
          cae_due_date: null,
          customer_doc_type: "dni",
          customer_cuit: "12345678",
        })}
        issuer={issuer}
      />,
    );
    expect(screen.getByText("sin CAE")).toBeInTheDocument();
    expect(screen.getByText(/comprobante no válido como factura/)).toBeInTheDocument();
    expect(screen.getByText(/DNI: 12345678/)).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Código QR de ARCA" })).toBeNull();
    expect(screen.queryByText(/CAE N°/)).toBeNull();
  });

  it("names an unidentified final consumer, and falls back to the organization's name without fiscal data", () => {
    render(
      <InvoiceDocument
        invoice={invoice({
          type: "B",
          cae_status: "sin_cae",
          cae: null,
          customer_doc_type: "consumidor_final",
          customer_cuit: "",
          customer_iva_condition: "consumidor_final",
        })}
        issuer={null}
      />,
    );
    expect(screen.getByText(/Consumidor final sin identificar/)).toBeInTheDocument();
    expect(screen.queryByText(/Inicio de actividades/)).toBeNull();
  });
});
