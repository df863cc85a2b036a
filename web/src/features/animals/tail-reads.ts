// Reads typed as the last digits of a tag (docs/animals-reading.md, "Finding an animal by its last digits"):
// each is looked up among the active animals and becomes the whole number, or a problem the status line says.
import type { TailLookup } from "../../data/animal-tails";
import { tailDigits, type TagRead } from "./flow-reads";

type Lookup = (digits: string) => Promise<TailLookup>;

/**
 * `reads` with each short number replaced by the tag of the one active animal ending so, one search after the
 * other (a pasted list of fifty would otherwise send fifty requests at once). Those that find none or several
 * are left out with `problem(found)`; without signal the rest are not searched and it is said once.
 */
export async function resolveTails(
  reads: readonly TagRead[],
  lookup: Lookup,
  problem: (found: Exclude<TailLookup, { kind: "one" }>) => string,
): Promise<{ reads: TagRead[]; problems: string[] }> {
  const out: TagRead[] = [];
  const problems: string[] = [];
  let offline = false;
  for (const read of reads) {
    const digits = tailDigits(read.tag);
    if (!digits) {
      out.push(read);
      continue;
    }
    if (offline) continue;
    const found = await lookup(digits);
    if (found.kind === "one") out.push({ ...read, tag: found.animal.tag });
    else {
      offline = found.kind === "offline";
      problems.push(problem(found));
    }
  }
  return { reads: out, problems };
}
