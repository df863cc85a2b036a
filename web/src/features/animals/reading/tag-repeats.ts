// A tag read or typed twice in one file or box (docs/animals-reading.md): the first line keeps it, each later
// line is reported with the line that has it.
import { formatTag } from "@shared/tag-number";

/** Records each number's first line; for a number already seen, the Spanish message of its repeat. */
export function createRepeatCheck() {
  const first = new Map<string, number>();
  return (number: string, line: number): string | null => {
    const earlier = first.get(number);
    if (earlier === undefined) {
      first.set(number, line);
      return null;
    }
    return `La caravana ${formatTag(number)} se repite: ya está en la línea ${earlier}`;
  };
}
