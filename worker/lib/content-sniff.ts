// What uploaded bytes really are, from their magic numbers (never the file's name or the declared type):
// invoice files (docs/money.md) and note photos (docs/tasks-and-notes.md) both ask here.

export type SniffedType = "application/pdf" | "image/jpeg" | "image/png" | "image/webp";

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** PDF (%PDF-), JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP ("RIFF" <size> "WEBP"); else null. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return "image/webp";
  }
  return null;
}

/** The sniffed type when it is one of `accepted`, else null. */
export function sniffTypeOf<T extends SniffedType>(bytes: Uint8Array, accepted: readonly T[]): T | null {
  const type = sniffType(bytes);
  return type && (accepted as readonly SniffedType[]).includes(type) ? (type as T) : null;
}
