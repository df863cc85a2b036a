// ARCA's QR (docs/arca.md, "The printed invoice"): the spec's JSON, in base64 after its fixed URL.
import { describe, expect, it } from "vitest";
import { ARCA_QR_URL, arcaQrData, arcaQrUrl, type QrInvoice } from "../../worker/shared/arca-qr";

const invoice: QrInvoice = {
  date: "2026-06-10",
  issuer_cuit: "30-71234567-1",
  point_of_sale: 3,
  type: "A",
  number: 12,
  total: 4972500.5,
  customer_doc_type: "cuit",
  customer_doc: "20172543597",
  cae: "75402284060818",
};

const decode = (url: string) => JSON.parse(atob(url.slice(ARCA_QR_URL.length))) as Record<string, unknown>;

describe("arcaQrUrl", () => {
  it("encodes the spec's fields in order, numbers as numbers", () => {
    const url = arcaQrUrl(invoice);
    expect(url.startsWith("https://www.afip.gob.ar/fe/qr/?p=")).toBe(true);
    const json = atob(url.slice(ARCA_QR_URL.length));
    expect(json).toBe(
      '{"ver":1,"fecha":"2026-06-10","cuit":30712345671,"ptoVta":3,"tipoCmp":1,"nroCmp":12,"importe":4972500.5,' +
        '"moneda":"PES","ctz":1,"tipoDocRec":80,"nroDocRec":20172543597,"tipoCodAut":"E","codAut":75402284060818}',
    );
  });

  it("codes B and C, a DNI (96) and an unidentified final consumer (99, number 0)", () => {
    expect(
      decode(arcaQrUrl({ ...invoice, type: "B", customer_doc_type: "dni", customer_doc: "12345678" })),
    ).toMatchObject({
      tipoCmp: 6,
      tipoDocRec: 96,
      nroDocRec: 12345678,
    });
    expect(
      arcaQrData({ ...invoice, type: "C", customer_doc_type: "consumidor_final", customer_doc: "" }),
    ).toMatchObject({
      tipoCmp: 11,
      tipoDocRec: 99,
      nroDocRec: 0,
    });
  });

  it("keeps the date's day and two decimals of the total", () => {
    expect(arcaQrData({ ...invoice, date: "2026-06-10T00:00:00.000Z", total: 0.1 + 0.2 })).toMatchObject({
      fecha: "2026-06-10",
      importe: 0.3,
    });
  });
});
