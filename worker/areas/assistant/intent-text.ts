// Text helpers of the Spanish intent reader: a light normalization that keeps numbers and dates, and the
// pieces many forms share (a count, a period, a day, the place after "en", "del rodeo"...).
import { MONTHS } from "./dates";
import { NUMBER_WORDS, wordsToNumber } from "./intent-numbers";
import { undiminish } from "./name-match";

/** Lowercase, no accents, no ¿?¡!, single spaces; keeps digits, "/", "," and "." for numbers and days. */
export function plain(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[¿?¡!;:"“”()]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      // WhatsApp shorthand: "q" is "que", "x" is "por".
      .replace(/\bq\b/g, "que")
      .replace(/\bx\b/g, "por")
  );
}

/** "12" → 12, "12,5" → 12.5, "dos" → 2, "treinta y cinco" → 35; null otherwise. */
export function toNumber(word: string | undefined): number | null {
  if (!word) return null;
  if (/^[a-z\s]+$/.test(word)) return wordsToNumber(word);
  const n = Number(word.replace(",", "."));
  return Number.isFinite(n) ? n : null;
}

/** A number in digits ("12", "12,5") or in words ("una", "treinta y cinco"), as group 1. */
export const NUMBER = String.raw`(\d+(?:[.,]\d+)?|${NUMBER_WORDS})`;

export { periodOf, rangeOf } from "./intent-period";

/** A month named in the text (1–12), or undefined. */
export function monthOf(t: string): number | undefined {
  const i = MONTHS.findIndex((m) => new RegExp(`\\b${m}\\b`).test(t));
  return i >= 0 ? i + 1 : t.includes("setiembre") ? 9 : undefined;
}

/** "hoy", "ayer", "anteayer" or "dd/mm[/aaaa]" in a command, or undefined (the tool takes today). */
export function dayOf(t: string): string | undefined {
  const m = /\b(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\b/.exec(t);
  if (m) return m[1];
  if (/\banteayer\b|\bantes de ayer\b/.test(t)) return "anteayer";
  if (/\bayer\b/.test(t)) return "ayer";
  return undefined;
}

/** Words that end a name in a sentence: days, periods, and the start of another clause. */
const NAME_END =
  /\s+(?:hoy|ayer|anteayer|antes de ayer|manana|desde|cuant\w*|en lo que va|la ultima|los ultimos|este|esta|estos|el dia|la semana|el mes|el ano|del mes|del ano|comparad\w*|por|con|y|de hoy|\d{1,2}\/\d{1,2}\S*)\b.*$/;

function cleanName(s: string | undefined): string | undefined {
  const name = s
    ?.replace(/,.*$/, "")
    .replace(NAME_END, "")
    .replace(/[.,]+$/, "")
    .trim();
  // A day alone ("en el campo hoy") names nothing.
  return name && !/^(?:hoy|ayer|anteayer|manana)$/.test(name) ? name : undefined;
}

/** The name after one of `keys` ("del rodeo", "en el lote"…), or undefined. */
export function nameAfter(t: string, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const m = new RegExp(`\\b${key}\\s+(.+)$`).exec(t);
    const name = cleanName(m?.[1]);
    if (name) return name;
  }
  return undefined;
}

export const RODEO_KEYS = ["del rodeo", "en el rodeo", "el rodeo", "rodeo"] as const;
export const LOT_KEYS = [
  "en el lote",
  "del lote",
  "el lote",
  "en el potrero",
  "del potrero",
  "lote",
  "potrero",
] as const;
export const FIELD_KEYS = ["en el campo", "del campo", "el campo", "campo"] as const;

/** Where a sentence says something is: a rodeo, lot or field by keyword, or any name after "en". */
export function placeOf(t: string): { rodeo?: string; lot?: string; field?: string; place?: string } {
  const rodeo = nameAfter(t, RODEO_KEYS);
  if (rodeo) return { rodeo };
  const lot = nameAfter(t, LOT_KEYS);
  if (lot) return { lot };
  const field = nameAfter(t, FIELD_KEYS);
  if (field) return { field };
  const m = /\ben\s+(?!el total|total|general\b)(.+)$/.exec(t);
  const place = cleanName(m?.[1]);
  // "en el campo" alone is the whole establishment.
  return place && !/^(?:el )?campo$/.test(place) ? { place } : {};
}

/**
 * The digits of a tag in a question ("la 0123", "la caravana 032 000000000123"): the last group of 4 to 15
 * digits that is no day ("15/12/2024") or amount ("1500 kg", "1.500"), or undefined.
 */
export function tagDigitsOf(t: string): string | undefined {
  const groups = [...t.matchAll(/(?<![\d/.,])\d{4,15}(?![\d/.,]|\s*(?:kg|kilos?|mm)\b)/g)];
  return groups.at(-1)?.[0];
}

/** The verbs of a command, vos or tú: registrá/registra, anotá, cargá, guardá, agregá. */
export const REGISTER = String.raw`(?:registr[ae]r?|anot[ae]r?|carg[ae]r?|guard[ae]r?|agreg[ae]r?)`;
const CATEGORY_WORDS = String.raw`(vacas?|vaquillonas?|terneros?|terneras?|novillos?|novillitos?|toros?|[a-z]+)`;
/** The object without its undefined fields (tool inputs carry only what the text said). */
export const drop = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** A herd command ("murieron 2 terneros del rodeo X", "nacieron 5 terneros en el rodeo X"). */
export function herdCommand(t: string, kind: "DEATH" | "BIRTH", verbs: string): Record<string, unknown> | null {
  if (/\bcuant/.test(t)) return null;
  const m = new RegExp(String.raw`\b(?:${verbs})\s+${NUMBER}?\s*${CATEGORY_WORDS}?`).exec(t);
  if (!m) return null;
  const count = toNumber(m[1]) ?? undefined;
  const category = m[2] && !/^(del?|en|el|la|los|las|hoy|ayer)$/.test(m[2]) ? categoryWord(m[2]) : undefined;
  const { rodeo, lot, place } = placeOf(t);
  const cause = kind === "DEATH" ? /\bpor\s+(.+?)(?:\s+(?:del?|en)\s+.*)?$/.exec(t)?.[1] : undefined;
  return drop({ kind, count, category, rodeo: rodeo ?? place, lot, date: dayOf(t), cause });
}

/**
 * A category as the rancher said it, without the diminutive: «terneritos» → «terneros», «vaquitas» → «vacas»
 * (the tool call names the category). «Novillito» is a category of its own and stays.
 */
export function categoryWord(word: string): string {
  if (/^novillit/.test(word)) return word;
  const plural = word.endsWith("s") ? "s" : "";
  return undiminish(plural ? word.slice(0, -1) : word) + plural;
}

/** A word naming cattle, plural or diminutive («terneritos», «vaquillonas», «toritos»): never a supply. */
export const isCattleWord = (word: string) => /^(?:vac[ai]|vaquill|tern[ae]r|novill|tor[oi]|bicho|vacuno)/.test(word);

/** Stage words a rancher names a rodeo by: «la cría», «el destete», «la recría», «la invernada». */
const STAGE =
  /\b(?:de la|del|de|al|a la|la|el)\s+(cria|recria|destete|invernada|engorde|reposicion|feedlot|terminacion)\b/;

/**
 * The rodeo a weighing question or command names: by keyword («del rodeo X»), by its stage word («peso al
 * destete», «adpv de la cría», «pesamos la invernada»), or the cattle weighed («cuánto pesan las vaquillonas»),
 * which the weights tool reads as a rodeo by that name or else as the category. Undefined when none.
 */
export function weighedGroup(t: string): string | undefined {
  const rodeo = nameAfter(t, RODEO_KEYS);
  if (rodeo) return rodeo;
  const stage = STAGE.exec(t)?.[1];
  if (stage) return stage;
  const group =
    /\b(?:pesan|pesaban|pesaron|pesamos|peso de|peso|adpv de|adpv|ganancia diaria de|pesada de)\s+(?:a\s+)?(?:los|las|mis)\s+([a-z]+)/.exec(
      t,
    )?.[1];
  return group && isCattleWord(group) ? categoryWord(group) : undefined;
}
