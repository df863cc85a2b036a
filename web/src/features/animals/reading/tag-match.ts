// Finding a tag already known from what a person typed (docs/animals-reading.md): the whole number, or the end
// of it, the digits printed large on the visual tag (searchDigits: 4 to 15 digits).
import { parseTagNumber, searchDigits } from "@shared/tag-number";

/** At most this many candidates are listed; `total` still counts them all. */
export const MAX_TAIL_CANDIDATES = 20;

export type TagMatch =
  /** A whole number that is in the list. */
  | { kind: "exact"; tag: string }
  /** A whole number that is not in the list: a caravana nueva. */
  | { kind: "unknown"; tag: string }
  /** The end of a number: the known tags that end so, in the list's order. */
  | { kind: "tail"; digits: string; candidates: string[]; total: number }
  /** Too few digits, or not digits. */
  | { kind: "none" };

export function matchTag(typed: string, known: readonly string[], limit = MAX_TAIL_CANDIDATES): TagMatch {
  const whole = parseTagNumber(typed, { argentine: false });
  if (whole.ok)
    return known.includes(whole.number) ? { kind: "exact", tag: whole.number } : { kind: "unknown", tag: whole.number };
  const digits = searchDigits(typed);
  if (!digits) return { kind: "none" };
  const all = known.filter((tag) => tag.endsWith(digits));
  return { kind: "tail", digits, candidates: all.slice(0, limit), total: all.length };
}
