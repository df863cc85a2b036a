// An uploaded invoice file's name: the one stored and shown, and the one its download header carries.
import type { FileType } from "../../../shared/money-values";

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

/**
 * Content-Disposition: inline (or attachment), an ASCII fallback (`fallback` when nothing of the name is ASCII)
 * and the real name in RFC 5987 form, percent-encoded so no name can break out of the header.
 */
export function contentDisposition(
  name: string,
  disposition: "inline" | "attachment" = "inline",
  fallback = "factura",
) {
  const ascii =
    name
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\;]/g, "_") || fallback;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
