// Loose name matching for the assistant: a rancher says "vacas", "la aguada" or "cria general"; the
// organization has "Vaca", "La Aguada" and "Cría General". Case and accents never matter, plurals and
// leading articles neither, nor diminutives ("terneritos", "toritos" → Ternero, Toro) when nothing matches as
// written; one match is used, several (or none) make the assistant ask.

export interface Named {
  id: number;
  name: string;
}

export type NameMatch<T extends Named> = { kind: "one"; item: T } | { kind: "many"; items: T[] } | { kind: "none" };

const ARTICLES = /^(?:el|la|los|las|del|de)\s+/;
/** Words a rancher puts before a name ("el lote La Loma"); a name itself may start with them (Potrero Chico). */
const KINDS = /^(?:lote|rodeo|campo|potrero|categoria|ciclo)\s+/;

/** Lowercase, no accents, no punctuation, single spaces. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9ñ\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A word's singular, roughly: "vacas" → "vaca", "toros" → "toro", "vaquillonas" → "vaquillona". */
function singularWord(word: string): string {
  if (word.length > 4 && /[^aeiou]es$/.test(word) && !/(?:ces|ses)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** The comparable key of a name: normalized, without leading articles (and kind words, for a query), singular. */
export function nameKey(text: string, query = false): string {
  let s = normalize(text);
  for (let i = 0; i < 4; i++) {
    const next = s.replace(ARTICLES, "").replace(query ? KINDS : ARTICLES, "");
    if (next === s) break;
    s = next;
  }
  return s.split(" ").map(singularWord).join(" ");
}

/** A word without its diminutive: "ternerito" → "ternero", "vaquita" → "vaca", "torito" → "toro". */
export function undiminish(word: string): string {
  if (word.length < 6) return word;
  if (/quit[oa]$/.test(word)) return word.replace(/quit([oa])$/, "c$1");
  if (/guit[oa]$/.test(word)) return word.replace(/uit([oa])$/, "$1");
  return word.replace(/it([oa])$/, "$1");
}

/** The items `query` names: as written, else without diminutives ("terneritos" → Ternero). */
export function matchName<T extends Named>(query: string, items: readonly T[]): NameMatch<T> {
  const q = nameKey(query, true);
  const found = matchKey(q, items);
  if (found.kind !== "none") return found;
  const plain = q.split(" ").map(undiminish).join(" ");
  return plain === q ? found : matchKey(plain, items);
}

/** The items a key names: equal keys first, then prefix, then contained (either way round). */
function matchKey<T extends Named>(q: string, items: readonly T[]): NameMatch<T> {
  if (!q) return { kind: "none" };
  const keyed = items.map((item) => ({ item, key: nameKey(item.name) }));
  const tiers = [
    keyed.filter((k) => k.key === q),
    keyed.filter((k) => k.key.startsWith(q) || q.startsWith(k.key)),
    keyed.filter((k) => k.key.includes(q) || q.includes(k.key)),
  ];
  for (const tier of tiers) {
    if (tier.length === 1) return { kind: "one", item: tier[0]!.item };
    if (tier.length > 1) return { kind: "many", items: tier.map((k) => k.item) };
  }
  return { kind: "none" };
}

/** "A, B o C" for a question listing candidates. */
export function listNames(items: readonly Named[], max = 6): string {
  const names = items.slice(0, max).map((i) => i.name);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} o ${names.at(-1)}`;
}
