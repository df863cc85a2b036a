// Counts that agree with their nouns ("1 vaca", "2 terneros", "3 organizaciones"): Spanish plurals, the
// categories' plural (their own `plural_name`, else the derived one) and the one `countNoun` every screen,
// notification and assistant text uses. See docs/words-and-dates.md.

const STRONG = "aeoáéó";
const ACCENTED: Record<string, string> = { á: "a", é: "e", í: "i", ó: "o", ú: "u" };
const WITH_ACCENT: Record<string, string> = { a: "á", e: "é", i: "í", o: "ó", u: "ú" };
const VOWEL_GROUP = /[aeiouáéíóúü]+/g;

/** Words a category name may carry after its noun that never take a plural (breeds, "cruza"). */
const INVARIABLE = new Set([
  "angus",
  "aberdeen",
  "hereford",
  "holando",
  "holstein",
  "jersey",
  "brangus",
  "braford",
  "bradford",
  "shorthorn",
  "limousin",
  "charolais",
  "wagyu",
  "cruza",
  "cebú",
  "brahman",
]);

/** Words that end the head noun's phrase: "novillo de 2 años" → "novillos de 2 años". */
const PARTICLES = new Set([
  "a",
  "al",
  "con",
  "de",
  "del",
  "desde",
  "e",
  "el",
  "en",
  "entre",
  "hasta",
  "la",
  "las",
  "los",
  "o",
  "para",
  "por",
  "que",
  "sin",
  "sobre",
  "u",
  "y",
]);

const lower = (s: string) => s.toLocaleLowerCase("es");
const upper = (s: string) => s.toLocaleUpperCase("es");
const isAllCaps = (w: string) => /\p{L}/u.test(w) && w === upper(w) && w !== lower(w);

/** The vowel groups (syllable nuclei) of a lowercase word, with where each starts. */
const vowelGroups = (w: string) => [...w.matchAll(VOWEL_GROUP)].map((m) => ({ text: m[0], at: m.index }));

/** Drops the written accent of the last syllable when -es makes it the penultimate ("capón" → "capon-"). */
function dropFinalAccent(w: string): string {
  const groups = vowelGroups(w);
  const last = groups[groups.length - 1];
  if (!last) return w;
  const i = [...last.text].findIndex((ch) => ch in ACCENTED);
  if (i < 0) return w;
  const ch = last.text[i]!;
  // An accented í/ú next to another vowel marks a hiatus that stays: "país" → "países", "baúl" → "baúles".
  if ((ch === "í" || ch === "ú") && last.text.length > 1) return w;
  const at = last.at + i;
  return w.slice(0, at) + ACCENTED[ch] + w.slice(at + 1);
}

/** "joven" → "jóven-": an unaccented word ending in -n stresses its penultimate syllable, which -es makes the antepenultimate. */
function accentPenultimate(w: string): string {
  const groups = vowelGroups(w);
  if (groups.length < 2 || /[áéíóú]/.test(w)) return w;
  const group = groups[groups.length - 2]!;
  const strong = [...group.text].findIndex((ch) => STRONG.includes(ch));
  const i = strong >= 0 ? strong : group.text.length - 1;
  const at = group.at + i;
  const ch = w[at]!;
  return ch in WITH_ACCENT ? w.slice(0, at) + WITH_ACCENT[ch] + w.slice(at + 1) : w;
}

/** The plural of one lowercase word. */
function pluralOfLowercase(w: string): string {
  if (w.includes("/")) return w.split("/").map(pluralOfLowercase).join("/"); // "ternero/a" → "terneros/as"
  if (w.includes("-")) {
    const cut = w.lastIndexOf("-");
    return w.slice(0, cut + 1) + pluralOfLowercase(w.slice(cut + 1)); // "holando-argentina" → "holando-argentinas"
  }
  if (!w || INVARIABLE.has(w)) return w;
  const last = w[w.length - 1]!;
  const before = w[w.length - 2] ?? "";
  if ("aeiouáéó".includes(last)) return `${w}s`;
  if (last === "í" || last === "ú") return `${w}es`; // "jabalí" → "jabalíes"
  if (last === "y") return "aeiou".includes(before) ? `${w}es` : `${w}s`; // "buey" → "bueyes"
  if (last === "z") return `${w.slice(0, -1)}ces`; // "lombriz" → "lombrices"
  const groups = vowelGroups(w);
  const finalStressed = /[áéíóú]/.test(groups[groups.length - 1]?.text ?? "");
  if (last === "s" || last === "x") {
    // Unstressed final syllable: the word stays ("tórax", "lunes", "crisis"); stressed: -es ("mes", "compás").
    return finalStressed || groups.length === 1 ? `${dropFinalAccent(w)}es` : w;
  }
  if ("nlrdj".includes(last)) {
    if (finalStressed) return `${dropFinalAccent(w)}es`; // "capón" → "capones"
    return last === "n" ? `${accentPenultimate(w)}es` : `${w}es`; // "joven" → "jóvenes", "animal" → "animales"
  }
  return `${w}s`; // other consonants (borrowed words): "bloc" → "blocs"
}

/** One word's plural, keeping its capitals ("Capón" → "Capones", "CUT" stays in capitals). */
function pluralWord(word: string): string {
  if (isAllCaps(word) && word.length > 1) return upper(pluralOfLowercase(lower(word)));
  const plural = pluralOfLowercase(lower(word));
  return [...plural].map((ch, i) => (word[i] !== undefined && word[i] !== lower(word[i]!) ? upper(ch) : ch)).join("");
}

const WORD = /^\p{L}+([/-]\p{L}+)*$/u;

/**
 * The Spanish plural of a noun or a category name: the head noun (the first word) and the adjectives right
 * after it ("vaca seca" → "vacas secas", "ternera de reposición" → "terneras de reposición"); a particle,
 * a number, an abbreviation in capitals or a breed ends the part that agrees.
 */
export function pluralize(name: string): string {
  const parts = name.trim().split(/(\s+)/);
  const first = parts[0] ?? "";
  if (!WORD.test(first)) return name.trim();
  const headInCaps = isAllCaps(first);
  const out = [pluralWord(first)];
  let agreeing = true;
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!;
    if (i % 2 === 1) {
      out.push(" ");
      continue;
    }
    const word = lower(part);
    const adjective: boolean =
      agreeing && WORD.test(part) && !PARTICLES.has(word) && !INVARIABLE.has(word) && (headInCaps || !isAllCaps(part));
    agreeing = adjective;
    out.push(adjective ? pluralWord(part) : part);
  }
  return out.join("");
}

/** Something counted: a noun in the singular ("cabeza") or a category with its own plural. */
export type Noun = string | { name: string; plural_name?: string | null };

/** A category's plural: the one its owner wrote, else the derived one. */
export function pluralOf(noun: Noun): string {
  if (typeof noun === "string") return pluralize(noun);
  return noun.plural_name?.trim() || pluralize(noun.name);
}

const singularOf = (noun: Noun) => (typeof noun === "string" ? noun : noun.name).trim();

/**
 * A noun as it reads after a number, in running text: lowercase ("Vaca" → "vaca", "Vaca Seca" → "vaca seca"),
 * abbreviations in capitals kept ("CUT").
 */
export const inText = (phrase: string) =>
  phrase
    .split(/(\s+)/)
    .map((w) => (isAllCaps(w) && w.length > 1 ? w : lower(w)))
    .join("");

/** The noun that agrees with `n`, as running text reads it: 1 → singular; 0, 2, 1,5... → plural. */
export const nounFor = (n: number, noun: Noun) => inText(Math.abs(n) === 1 ? singularOf(noun) : pluralOf(noun));

const intFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });

/** "1 vaca", "2 terneros", "1.520 cabezas"; `format` for the number when the caller has its own. */
export const countNoun = (n: number, noun: Noun, format: (n: number) => string = (x) => intFormat.format(x)) =>
  `${format(n)} ${nounFor(n, noun)}`;

/** "10 vacas, 5 terneros": each line's count with its category's noun. */
export const countList = (lines: ReadonlyArray<{ count: number; noun: Noun }>, format?: (n: number) => string) =>
  lines.map((l) => countNoun(l.count, l.noun, format)).join(", ");
