// A one-page supplier invoice as a real PDF with a text layer (Helvetica, WinAnsi), written byte by byte.
// The demo seed stores one, and the tests upload them to check the file routes and the field extraction.
// Pure: runs in Node (seed, Playwright) and in workerd (worker tests).

export interface InvoicePdfFields {
  supplier_name: string;
  /** 11 digits; printed as 30-50001091-2. */
  supplier_cuit: string;
  /** YYYY-MM-DD; printed as dd/mm/yyyy. */
  date: string;
  invoice_type: "A" | "B" | "C";
  point_of_sale: number;
  number: number;
  lines: { description: string; quantity: number; unit_price: number }[];
  /** Printed as "$ 1.234.567,89". */
  total: number;
}

const pesos = (n: number) => n.toLocaleString("es-AR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The printed lines of the invoice, top to bottom (what a text extractor should find). */
export function invoicePdfText(f: InvoicePdfFields): string[] {
  const [y, m, d] = f.date.slice(0, 10).split("-");
  const cuit = `${f.supplier_cuit.slice(0, 2)}-${f.supplier_cuit.slice(2, 10)}-${f.supplier_cuit.slice(10)}`;
  return [
    `FACTURA ${f.invoice_type}`,
    f.supplier_name,
    `CUIT: ${cuit}`,
    `Punto de Venta: ${String(f.point_of_sale).padStart(5, "0")}   Comp. Nro: ${String(f.number).padStart(8, "0")}`,
    `Fecha de Emisión: ${d}/${m}/${y}`,
    ...f.lines.map((l) => `${l.description}   ${l.quantity}   $ ${pesos(l.unit_price)}`),
    `Importe Total: $ ${pesos(f.total)}`,
  ];
}

/** Latin-1 bytes of a PDF string literal, with ( ) \ escaped. */
function literal(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

export function invoicePdf(f: InvoicePdfFields): Uint8Array {
  const content = [
    "BT",
    "/F1 12 Tf",
    "14 TL",
    "56 780 Td",
    ...invoicePdfText(f).map((line) => `${literal(line)} Tj T*`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(out);
}
