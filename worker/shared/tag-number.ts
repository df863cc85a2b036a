// Electronic tag numbers (caravanas, docs/animals.md): ISO 11784 as 15 digits, the country (3) and the animal
// (12). Readers print them with spaces, dots, dashes or underscores between groups ("032 000123456789",
// "032.000.123.456.789"); those are dropped. Tags the ranch buys are Argentine: they start with 032.
export const TAG_DIGITS = 15;
export const ARGENTINA_CODE = "032";
/** The digits a user may type to find an animal already tagged: the end of its number. */
export const SEARCH_MIN_DIGITS = 4;
/** At most this many tags per load (a list or a range) and per flow. */
export const MAX_TAGS_PER_LOAD = 5000;

const SEPARATORS = /[\s._\-/:]+/g;

export type TagParse = { ok: true; number: string } | { ok: false; message: string };

/** One number as written or read; `argentine` also requires the country code 032. */
export function parseTagNumber(raw: string, { argentine = true } = {}): TagParse {
  const written = String(raw ?? "").trim();
  const digits = written.replace(SEPARATORS, "");
  if (!digits) return { ok: false, message: "Falta el número de caravana" };
  if (!/^\d+$/.test(digits)) return { ok: false, message: `"${written}" tiene caracteres que no son números` };
  if (digits.length !== TAG_DIGITS) {
    return { ok: false, message: `"${written}" tiene ${digits.length} dígitos: una caravana tiene ${TAG_DIGITS}` };
  }
  if (argentine && !digits.startsWith(ARGENTINA_CODE)) {
    return { ok: false, message: `"${written}" no es una caravana argentina: empieza con ${ARGENTINA_CODE}` };
  }
  return { ok: true, number: digits };
}

/** The number as people read it off the button: country and animal apart. */
export const formatTag = (number: string) =>
  number.length === TAG_DIGITS ? `${number.slice(0, 3)} ${number.slice(3)}` : number;

/** The last `n` digits, the part printed large on the visual tag. */
export const tagTail = (number: string, n = 4) => number.slice(-n);

/** What a search box holds, as digits, when it can only be the end of a tag number (4 to 15 digits). */
export function searchDigits(q: string): string | null {
  const digits = q.replace(SEPARATORS, "");
  return /^\d+$/.test(digits) && digits.length >= SEARCH_MIN_DIGITS && digits.length <= TAG_DIGITS ? digits : null;
}
