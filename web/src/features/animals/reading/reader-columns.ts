// Which value of a reader file's line is what (docs/animals-reading.md): from the header's names in Spanish
// or English when there is a header, from the values themselves for what it does not name.
import { parseTagNumber } from "@shared/tag-number";
import { parseDayAndTime, parseTimeOfDay, parseWeight } from "./reader-values";

export interface ReaderColumns {
  tag: number;
  date?: number;
  time?: number;
  kg?: number;
}

type Role = "tag" | "date" | "time" | "datetime" | "kg" | "visual";

const TAG_NAMES = new Set([
  "eid",
  "ide",
  "rfid",
  "tag",
  "tagid",
  "tagnumber",
  "tagno",
  "caravana",
  "caravanas",
  "chip",
]);

/** A header cell as a bare word: lower case, no accents, letters and digits only ("Peso (kg)" → "pesokg"). */
const bare = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]/g, "");

/** The role a header name gives its column; the visual tag's number (VID) is named so it is never the tag. */
function roleOf(name: string): Role | null {
  const n = bare(name);
  if (!n) return null;
  if (n === "vid" || n === "idv" || n.includes("visual") || n.startsWith("vid")) return "visual";
  if (TAG_NAMES.has(n) || /eid|rfid|electronic|caravana|transponder/.test(n)) return "tag";
  if (/gain|ganancia|adg|gdp/.test(n)) return null;
  if (/peso|weight|kilo/.test(n) || n === "kg") return "kg";
  const day = /fecha|date/.test(n) || n === "dia" || n === "day";
  const time = /hora|time/.test(n);
  if ((day && time) || n.includes("stamp")) return "datetime";
  return day ? "date" : time ? "time" : null;
}

const isTag = (cell: string) => parseTagNumber(cell, { argentine: false }).ok;

/**
 * How much a line looks like the header: 0 when it names nothing or holds a tag number or a day; else how many
 * columns it names, and 100 more when one is the tag. So a title above the header ("Fecha: 12/03", "Trabajo de
 * caravanas") loses to the header that names more columns.
 */
export function headerScore(fields: readonly string[]): number {
  if (fields.some((f) => isTag(f) || parseDayAndTime(f).date !== null)) return 0;
  const roles = fields.map(roleOf).filter((r) => r !== null);
  return roles.length + (roles.includes("tag") ? 100 : 0);
}

/** The columns a header names (the first of each role), and those it names as something else. */
export function columnsFromHeader(fields: readonly string[]): { named: Partial<ReaderColumns>; taken: Set<number> } {
  const named: Partial<ReaderColumns> = {};
  const taken = new Set<number>();
  fields.forEach((f, i) => {
    const role = roleOf(f);
    if (role) taken.add(i);
    if (role === "tag" || role === "kg" || role === "date" || role === "time") named[role] ??= i;
    if (role === "datetime") {
      named.date ??= i;
      named.time ??= i;
    }
  });
  return { named, taken };
}

interface ColumnCounts {
  filled: number;
  tags: number;
  digits: number;
  days: number;
  times: number;
  weights: number;
  decimals: number;
}

function countColumns(rows: readonly (readonly string[])[]): ColumnCounts[] {
  const width = Math.max(0, ...rows.map((r) => r.length));
  const counts = Array.from({ length: width }, () => ({
    filled: 0,
    tags: 0,
    digits: 0,
    days: 0,
    times: 0,
    weights: 0,
    decimals: 0,
  }));
  for (const row of rows) {
    row.forEach((cell, i) => {
      const c = counts[i];
      if (!cell || !c) return;
      c.filled += 1;
      if (isTag(cell)) c.tags += 1;
      c.digits += cell.replace(/\D/g, "").length;
      if (parseDayAndTime(cell).date) c.days += 1;
      else if (parseTimeOfDay(cell)) c.times += 1;
      else if (!Number.isNaN(parseWeight(cell) ?? NaN)) {
        c.weights += 1;
        if (/[.,]/.test(cell)) c.decimals += 1;
      }
    });
  }
  return counts;
}

/** A score that counts only when it is most of the column's filled values. */
const mostly = (n: (c: ColumnCounts) => number) => (c: ColumnCounts) => (n(c) * 2 >= c.filled ? n(c) : 0);

/** The free column with the highest score above zero, the first on ties. */
function pick(counts: ColumnCounts[], taken: Set<number>, score: (c: ColumnCounts) => number) {
  let best: number | undefined;
  let bestScore = 0;
  counts.forEach((c, i) => {
    if (!taken.has(i) && score(c) > bestScore) [best, bestScore] = [i, score(c)];
  });
  return best;
}

/**
 * Completes the named columns from a sample of data rows: the tag is the column with most whole tag numbers
 * (or, with none, the most digits, so the errors point at it); a day or a time column needs half its values to
 * read as such; the weight is the column of numbers up to MAX_WEIGHT_KG, preferring one with decimals and
 * then the rightmost (exports put the visual number before the weight).
 */
export function inferColumns(
  rows: readonly (readonly string[])[],
  named: Partial<ReaderColumns> = {},
  namedElse: Set<number> = new Set(),
): ReaderColumns {
  const counts = countColumns(rows);
  const taken = new Set(namedElse);
  const tag = named.tag ?? pick(counts, taken, (c) => c.tags) ?? pick(counts, taken, (c) => c.digits) ?? 0;
  taken.add(tag);
  const days = mostly((c) => c.days);
  const times = mostly((c) => c.times);
  // A column named for the time may carry the day too ("Time: 2024-03-12 08:14").
  const namedTime = named.time === undefined ? undefined : counts[named.time];
  const timeHoldsDays = named.date === undefined && namedTime !== undefined && days(namedTime) > 0;
  const date = named.date ?? (timeHoldsDays ? named.time : pick(counts, taken, days));
  if (date !== undefined) taken.add(date);
  const time = named.time ?? pick(counts, taken, times);
  if (time !== undefined) taken.add(time);
  let kg = named.kg;
  if (kg === undefined) {
    const weights = mostly((c) => c.weights);
    const candidates = counts.flatMap((c, i) => (!taken.has(i) && weights(c) > 0 ? [i] : []));
    kg = candidates.filter((i) => (counts[i]?.decimals ?? 0) > 0).at(-1) ?? candidates.at(-1);
  }
  const columns: ReaderColumns = { tag };
  if (date !== undefined) columns.date = date;
  if (time !== undefined) columns.time = time;
  if (kg !== undefined) columns.kg = kg;
  return columns;
}
