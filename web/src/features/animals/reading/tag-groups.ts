// Numbers written in groups ("032 000123456789", "982 000 123 456 789"): the reading layer (docs/animals-reading.md)
// treats a space as a separator inside one number only when the groups around it make exactly 15 digits.
import { TAG_DIGITS } from "@shared/tag-number";

/** A group that may join its neighbours: digits, maybe dotted or dashed ("000.123"); never a date or a time. */
const GROUP = /^\d+(?:[._-]\d+)*$/;
/** A token that is a whole number alone may use any separator the shared parser drops. */
const wholeNumber = (token: string) =>
  token.replace(/[._\-/:]/g, "").length === TAG_DIGITS && /^[\d._\-/:]+$/.test(token);
const groupDigits = (token: string) => (GROUP.test(token) ? token.replace(/[._-]/g, "").length : -1);

export type TagGroup = { kind: "number"; text: string } | { kind: "other"; text: string };

/**
 * Whitespace-separated tokens, with the runs of digit groups that add up to exactly 15 digits joined into
 * one `number` (its text as written, groups joined by one space). Every other token stays `other`, alone.
 */
export function groupTagTokens(text: string): TagGroup[] {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  const groups: TagGroup[] = [];
  let i = 0;
  const token = (at: number) => tokens[at] ?? "";
  while (i < tokens.length) {
    if (wholeNumber(token(i))) {
      groups.push({ kind: "number", text: token(i) });
      i += 1;
      continue;
    }
    let length = groupDigits(token(i));
    let end = i;
    while (length > 0 && length < TAG_DIGITS && end + 1 < tokens.length) {
      const next = groupDigits(token(end + 1));
      if (next < 0) break;
      length += next;
      end += 1;
    }
    if (length === TAG_DIGITS && end > i) {
      groups.push({ kind: "number", text: tokens.slice(i, end + 1).join(" ") });
      i = end + 1;
    } else {
      groups.push({ kind: "other", text: token(i) });
      i += 1;
    }
  }
  return groups;
}
