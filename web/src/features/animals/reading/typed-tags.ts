// Numbers typed or pasted into a box (docs/animals-reading.md): apart by new lines, commas, semicolons or
// tabs, or by spaces when each side is a whole number; a space inside one number ("032 000123456789") stays.
import { parseTagNumber } from "@shared/tag-number";
import { groupTagTokens } from "./tag-groups";
import { createRepeatCheck } from "./tag-repeats";

export interface TypedTag {
  /** The line of the text, counting from 1. */
  line: number;
  tag: string;
}

export interface TypedTags {
  tags: TypedTag[];
  /** Pieces that are not a number, and numbers typed twice (the first is kept). */
  errors: { line: number; message: string }[];
}

/** The pieces of one line: its numbers, and each run of words between them as one piece. */
function pieces(line: string): string[] {
  const out: string[] = [];
  for (const segment of line.split(/[,;\t]/)) {
    let other: string[] = [];
    for (const group of groupTagTokens(segment)) {
      if (group.kind === "other") {
        other.push(group.text);
        continue;
      }
      if (other.length) out.push(other.join(" "));
      other = [];
      out.push(group.text);
    }
    if (other.length) out.push(other.join(" "));
  }
  return out;
}

export function parseTypedTags(text: string, { argentine = false } = {}): TypedTags {
  const tags: TypedTag[] = [];
  const errors: TypedTags["errors"] = [];
  const repeated = createRepeatCheck();
  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .forEach((content, i) => {
      const line = i + 1;
      for (const piece of pieces(content)) {
        const parsed = parseTagNumber(piece, { argentine });
        if (!parsed.ok) {
          errors.push({ line, message: parsed.message });
          continue;
        }
        const repeat = repeated(parsed.number, line);
        if (repeat) {
          errors.push({ line, message: repeat });
          continue;
        }
        tags.push({ line, tag: parsed.number });
      }
    });
  return { tags, errors };
}
