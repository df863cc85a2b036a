// Meta's reasons for rejecting or pausing a template, in Spanish (docs/whatsapp-templates.md). The worker stores
// the reason as Meta sent it ("INVALID_FORMAT", or "reason: title: description" for a pause); screens and
// notices show the Spanish words beside Meta's own.

const REASONS_ES: Record<string, string> = {
  INVALID_FORMAT: "formato inválido",
  INCORRECT_CATEGORY: "categoría incorrecta",
  TAG_CONTENT_MISMATCH: "el contenido no coincide con la categoría",
  ABUSIVE_CONTENT: "contenido abusivo",
  SCAM: "posible estafa",
  PROMOTIONAL: "contenido promocional",
};

/** The reason in Spanish (by its leading word); Meta's own words when it is not one we know; null for none. */
export function templateReasonEs(reason: string | null): string | null {
  const raw = reason?.trim();
  if (!raw) return null;
  const word = raw.split(":")[0]!.trim().toUpperCase();
  return REASONS_ES[word] ?? raw;
}
