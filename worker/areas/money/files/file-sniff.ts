// What an uploaded file really is, from its first bytes (never its name or the declared type).
import type { FileType } from "../../../shared/money-values";

const starts = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** PDF (%PDF-), JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A); null for anything else. */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (starts(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  return null;
}

/** A name safe to store and show: no folders, no control characters, at most 150 characters. */
export function safeFileName(name: string, type: FileType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    // Control characters (below space, DEL) and quotes never reach a header or the screen.
    .replace(/./gsu, (ch) => (ch.charCodeAt(0) < 0x20 || ch === "\u007f" || ch === '"' ? "" : ch))
    .trim()
    .slice(-150);
  if (base && base !== "." && base !== "..") return base;
  return type === "application/pdf" ? "factura.pdf" : type === "image/png" ? "factura.png" : "factura.jpg";
}

/** Content-Disposition: inline, an ASCII fallback and the real name in RFC 5987 form. */
export function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\;]/g, "_") || "factura";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
