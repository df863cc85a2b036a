// How a reader file separates its values (docs/animals-reading.md): comma, semicolon (Spanish-locale exports,
// whose weights carry a decimal comma), tab, or spaces (plain text exports, one tag a line maybe with its day
// and time after it; a space may also sit inside a number, tag-groups.ts joins those).
import { parseTagNumber } from "@shared/tag-number";
import { groupTagTokens } from "./tag-groups";

/** " ": values apart by spaces; "none": one value a line. */
export type ReaderDelimiter = "," | ";" | "\t" | " " | "none";

const DELIMITERS = ["\t", ";", ","] as const;

/** One line's values, trimmed; quotes ("…", and Excel's ="…" that keeps digits as text) removed. */
export function splitFields(line: string, delimiter: ReaderDelimiter): string[] {
  if (delimiter === " " || delimiter === "none") return groupTagTokens(line).map((g) => g.text);
  const fields: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && /^\s*=?\s*$/.test(cell)) {
      quoted = true;
      cell = "";
    } else if (c === delimiter) {
      fields.push(cell.trim());
      cell = "";
    } else cell += c;
  }
  fields.push(cell.trim());
  return fields;
}

const holdsTag = (fields: string[]) => fields.some((f) => parseTagNumber(f, { argentine: false }).ok);

/**
 * The delimiter of a file from its first lines: among those present in at least half of them (and spaces
 * last), the one that yields a whole tag number on most lines; ties go to tab, semicolon, comma, spaces in
 * that order (a semicolon file also holds commas: its decimals).
 */
export function detectDelimiter(sample: readonly string[]): ReaderDelimiter {
  const common = (d: string) =>
    sample.length > 0 && sample.filter((line) => line.includes(d)).length * 2 >= sample.length;
  const candidates: ReaderDelimiter[] = [...DELIMITERS.filter(common), " "];
  let best: ReaderDelimiter = " ";
  let bestScore = -1;
  for (const d of candidates) {
    const score = sample.filter((line) => holdsTag(splitFields(line, d))).length;
    if (score > bestScore) [best, bestScore] = [d, score];
  }
  if (best === " " && sample.every((line) => splitFields(line, " ").length <= 1)) return "none";
  return best;
}
