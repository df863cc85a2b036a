// What a reader sends over its serial port (docs/animals-reading.md): text lines, one per read, in each
// brand's own frame ("LA 982 000123456789", "982 000123456789\r\n", "A0000000982000123456789"...).
import { TAG_DIGITS } from "@shared/tag-number";
import { groupTagTokens } from "./tag-groups";

const SEPARATORS = /[\s._\-/:]+/g;
const DIGIT_RUNS = /\d+/g;

/**
 * The tag number in one line, or null: the last number written in groups that make exactly 15 digits, else the
 * last 15 digits of the last run of at least 15 once separators are dropped (frames pad the number with zeros
 * or put a code before it).
 */
export function extractTagFromLine(line: string): string | null {
  const numbers = groupTagTokens(line).filter((g) => g.kind === "number");
  const grouped = numbers.at(-1);
  if (grouped) return grouped.text.replace(SEPARATORS, "");
  const runs = line.replace(SEPARATORS, "").match(DIGIT_RUNS) ?? [];
  const run = runs.filter((r) => r.length >= TAG_DIGITS).at(-1);
  return run ? run.slice(-TAG_DIGITS) : null;
}

/** Cuts a stream of text into lines as chunks arrive: any of \r\n, \n, \r ends one; blank lines are skipped. */
export function createLineSplitter() {
  let rest = "";
  return {
    push(chunk: string): string[] {
      const parts = (rest + chunk).split(/\r\n|\r|\n/);
      rest = parts.pop() ?? "";
      return parts.filter((p) => p.trim() !== "");
    },
    /** What is left when the stream ends without a final line break. */
    flush(): string[] {
      const last = rest;
      rest = "";
      return last.trim() ? [last] : [];
    },
  };
}
