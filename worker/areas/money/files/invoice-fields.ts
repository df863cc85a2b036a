// Reads a supplier invoice's fields from its text lines (pure, unit tested): CUIT, date, type, number
// and total, as AFIP/ARCA invoices print them. Anything unclear stays null; the user always confirms.
import { cuitDigits, isValidCuit } from "../../../shared/money";
import type { ExtractedInvoiceFields } from "../../../shared/money-types";

const CUIT = /\b(\d{2})[-\s.]?(\d{8})[-\s.]?(\d)\b/g;
const DATE = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/;
/** Argentine amounts: 1.234.567,89 (or 1234567.89). */
const AMOUNT = /(\d{1,3}(?:\.\d{3})+,\d{2}|\d+,\d{2}|\d+\.\d{2})(?!\d)/g;

const noAccents = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

function findCuit(lines: string[]): string | null {
  const ordered = [...lines.filter((l) => /cuit/i.test(l)), ...lines];
  for (const line of ordered) {
    for (const m of line.matchAll(CUIT)) {
      const digits = cuitDigits(m[0].replace(/[\s.]/g, ""));
      if (digits && isValidCuit(digits)) return digits;
    }
  }
  return null;
}

function findDate(lines: string[]): string | null {
  const ordered = [...lines.filter((l) => /fecha/i.test(l) && /emisi/i.test(noAccents(l))), ...lines];
  for (const line of ordered) {
    const m = DATE.exec(line);
    if (!m) continue;
    const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const t = new Date(Date.UTC(y, mo - 1, d));
    if (t.getUTCDate() !== d || t.getUTCMonth() !== mo - 1 || y < 1990 || y > 2100) continue;
    return `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  }
  return null;
}

function findType(lines: string[]): ExtractedInvoiceFields["invoice_type"] {
  for (const line of lines) {
    const m = /\bFACTURA\s+([ABC])\b/i.exec(line);
    if (m) return m[1]!.toUpperCase() as "A" | "B" | "C";
  }
  const alone = lines.find((l) => /^[ABC]$/.test(l.trim()));
  return alone ? (alone.trim() as "A" | "B" | "C") : null;
}

const number = (pos: string, n: string) =>
  `${String(Number(pos)).padStart(4, "0")}-${String(Number(n)).padStart(8, "0")}`;

function findNumber(lines: string[]): string | null {
  const text = lines.map(noAccents).join("\n");
  const labelled = /punto\s+de\s+venta:?\s*(\d{1,5})\D{0,40}?(?:comp\.?\s*)?n(?:ro|ú|u|°|º)?\.?:?\s*(\d{1,8})/i.exec(
    text,
  );
  if (labelled) return number(labelled[1]!, labelled[2]!);
  const printed = /\b(\d{4,5})-(\d{8})\b/.exec(text);
  return printed ? number(printed[1]!, printed[2]!) : null;
}

const toNumber = (s: string) => Number(s.includes(",") ? s.replace(/\./g, "").replace(",", ".") : s);

function findTotal(lines: string[]): number | null {
  const totals = lines.filter((l) => /\btotal\b/i.test(l) && !/sub\s*total/i.test(l));
  for (const line of totals.reverse()) {
    const amounts = [...line.matchAll(AMOUNT)].map((m) => toNumber(m[1]!));
    const last = amounts.at(-1);
    if (last !== undefined && Number.isFinite(last)) return last;
  }
  return null;
}

/** The fields found in a PDF's text lines; `source: "none"` with a message when it has no text. */
export function invoiceFields(lines: string[]): ExtractedInvoiceFields {
  if (!lines.some((l) => l.trim())) {
    return noFields("El PDF no tiene texto para leer (¿es un escaneo?): completá los datos a mano");
  }
  return {
    source: "pdf-text",
    message: null,
    supplier_cuit: findCuit(lines),
    date: findDate(lines),
    invoice_type: findType(lines),
    invoice_number: findNumber(lines),
    total: findTotal(lines),
  };
}

export function noFields(message: string): ExtractedInvoiceFields {
  return {
    source: "none",
    message,
    supplier_cuit: null,
    date: null,
    invoice_type: null,
    invoice_number: null,
    total: null,
  };
}

export const IMAGE_NOT_READ = "Las imágenes no se leen automáticamente: completá los datos a mano";
