// The local field extraction (docs/money.md): the compact PDF text reader on invoicePdf's output (plain and
// Flate-compressed streams) and the pure parser of the invoice's text lines.
import { describe, expect, it } from "vitest";
import { invoiceFields } from "../../worker/areas/money/files/invoice-fields";
import { pdfTextLines, textOfContent } from "../../worker/areas/money/files/pdf-text";
import { invoicePdf, invoicePdfText } from "../../worker/scripts/seed/invoice-pdf";
import { PDF_FIELDS } from "./purchase-helpers";

async function deflate(bytes: Uint8Array) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);
const text = (b: Uint8Array) => String.fromCharCode(...b);

describe("PDF text", () => {
  it("reads invoicePdf's lines exactly", async () => {
    expect(await pdfTextLines(invoicePdf(PDF_FIELDS))).toEqual(invoicePdfText(PDF_FIELDS));
  });

  it("reads a FlateDecode content stream and TJ arrays, hex strings and escapes", async () => {
    const content = latin1(
      "BT /F1 12 Tf 56 780 Td [(CUIT: 30-7123)-50(4567-1)] TJ 0 -14 Td <46656368613a> Tj ( 01\\/02\\0502026) Tj ET",
    );
    const packed = await deflate(content);
    const pdf = latin1(
      `%PDF-1.4\n1 0 obj\n<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n${text(packed)}\nendstream\nendobj\n%%EOF`,
    );
    expect(await pdfTextLines(pdf)).toEqual(["CUIT: 30-71234567-1", "Fecha: 01/02(2026"]);
  });

  it("skips images and fonts and survives broken streams", async () => {
    const pdf = latin1(
      "%PDF-1.4\n1 0 obj\n<< /Subtype /Image /Length 3 >>\nstream\n(x) Tj\nendstream\n" +
        "2 0 obj\n<< /Filter /FlateDecode /Length 3 >>\nstream\nabc\nendstream\n%%EOF",
    );
    expect(await pdfTextLines(pdf)).toEqual([]);
    expect(textOfContent("BT (a) Tj T* (b) ' ET")).toEqual(["a", "b"]);
  });
});

describe("invoice fields", () => {
  it("parses the fields of invoicePdfText for types and amounts", () => {
    for (const f of [
      PDF_FIELDS,
      { ...PDF_FIELDS, invoice_type: "C" as const, total: 12, point_of_sale: 12, number: 7 },
    ]) {
      const fields = invoiceFields(invoicePdfText(f));
      expect(fields).toMatchObject({
        source: "pdf-text",
        supplier_cuit: f.supplier_cuit,
        date: f.date,
        invoice_type: f.invoice_type,
        invoice_number: `${String(f.point_of_sale).padStart(4, "0")}-${String(f.number).padStart(8, "0")}`,
        total: f.total,
      });
    }
  });

  it("ignores a CUIT with a wrong check digit, impossible dates and subtotals", () => {
    const fields = invoiceFields([
      "CUIT: 30-71234567-2",
      "CUIT cliente 20-12345678-6",
      "Fecha de Emisión: 31/02/2026",
      "Vto: 15/03/2026",
      "Subtotal: $ 100,00",
      "Comprobante 00002-00000099",
    ]);
    expect(fields).toMatchObject({
      supplier_cuit: "20123456786",
      date: "2026-03-15",
      invoice_type: null,
      invoice_number: "0002-00000099",
      total: null,
    });
  });

  it("a PDF without text reads nothing and says so", () => {
    expect(invoiceFields([])).toMatchObject({ source: "none", supplier_cuit: null, total: null });
    expect(invoiceFields([]).message).toContain("completá los datos a mano");
  });
});
