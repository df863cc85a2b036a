// The reads of a flow (Caravanear, Sesión de pesada): one per animal, from the typed box now and from the
// reader layer's file import and serial reader through the same `{ tag, kg? }` shape. A read's number is
// checked like the API does; a tag read twice counts once (a reader repeats a button held near it).
import { parseTagNumber, searchDigits, TAG_DIGITS, tagTail } from "@shared/tag-number";
import { parseTypedTags } from "./reading/typed-tags";

/** One read as any source gives it: the tag as read, and its weight when a scale gave one. */
export interface TagRead {
  tag: string;
  kg?: number;
}

export interface ReadsAdded<R> {
  rows: R[];
  /** Tag numbers added now (15 digits). */
  added: string[];
  /** Already on the list. */
  repeated: string[];
  /** The reads that are not a tag number, with the reason. */
  invalid: string[];
}

/**
 * Adds `reads` on top of `rows` (newest first), each made a row by `make` with its checked number. A repeated
 * tag with a new weight takes the weight (a second pass on the scale).
 */
export function addReads<R extends { tag: string }>(
  rows: readonly R[],
  reads: readonly TagRead[],
  make: (tag: string, read: TagRead) => R,
  reweigh?: (row: R, kg: number) => R,
  /** What the source itself left out ("Línea 3: ..."), reported first. */
  problems: readonly string[] = [],
): ReadsAdded<R> {
  let next = [...rows];
  const added: string[] = [];
  const repeated: string[] = [];
  const invalid: string[] = [...problems];
  for (const read of reads) {
    const parsed = parseTagNumber(read.tag);
    if (!parsed.ok) {
      invalid.push(parsed.message);
      continue;
    }
    const at = next.findIndex((r) => r.tag === parsed.number);
    if (at >= 0) {
      repeated.push(parsed.number);
      if (reweigh && read.kg !== undefined) next = next.map((r, i) => (i === at ? reweigh(r, read.kg!) : r));
      continue;
    }
    next = [make(parsed.number, read), ...next];
    added.push(parsed.number);
  }
  return { rows: next, added, repeated, invalid };
}

/** A weight as typed ("345", "345,5"), or undefined. */
export function parseKg(raw: string): number | undefined {
  const text = raw.trim().replace(",", ".");
  if (!/^\d{1,4}(\.\d+)?$/.test(text)) return undefined;
  const kg = Number(text);
  return kg > 0 ? kg : undefined;
}

/** The digits of a read that can only be the end of a tag number (4 to 14 digits), or null. */
export function tailDigits(tag: string): string | null {
  const digits = searchDigits(tag);
  return digits && digits.length < TAG_DIGITS ? digits : null;
}

/**
 * Weighed reads typed or pasted in the read box: one a line, its weight after a tab, a semicolon or a space
 * ("032000123456789;345"; with `tails`, also "0123;345", the tag's last digits). Reads without weight go
 * through the reader layer's parseTypedTags.
 */
export function typedWeights(text: string, { tails = false } = {}): TagRead[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const split = /^(.*?)[\t;]\s*([\d.,]+)$/.exec(line) ?? /^(.*\d)\s+(\d{1,4}(?:[.,]\d+)?)$/.exec(line);
      if (split && (parseTagNumber(split[1]!).ok || (tails && tailDigits(split[1]!)))) {
        const kg = parseKg(split[2]!);
        return kg === undefined ? { tag: split[1]! } : { tag: split[1]!, kg };
      }
      return { tag: line };
    });
}

/** Mean of the weights, one decimal. */
export const meanKg = (weights: readonly number[]) =>
  weights.length === 0 ? null : Math.round((weights.reduce((s, w) => s + w, 0) / weights.length) * 10) / 10;

/** Where a source hands its reads: the reads, what it left out, and what the flow added of them. */
export type OnReads = (reads: readonly TagRead[], problems?: readonly string[]) => { added: readonly string[] };

/** A source's line problem as the status line says it (a lone line needs no number). */
export const lineProblem = (p: { line: number; message: string }, lines: number) =>
  lines > 1 ? `Línea ${p.line}: ${p.message}` : p.message;

/** The texts a status line reads from. */
export interface ReadsTexts {
  added: (tag: string) => string;
  addedMany: (n: number) => string;
  repeated: (tag: string) => string;
  invalid: (message: string) => string;
}

/** What the last reads did, for the read box's status line (an error first: it needs the user's eye). */
export function readsStatus(t: ReadsTexts, r: Pick<ReadsAdded<{ tag: string }>, "added" | "repeated" | "invalid">) {
  if (r.invalid.length > 0) return t.invalid(r.invalid[0]!);
  if (r.added.length > 1) return t.addedMany(r.added.length);
  if (r.added.length === 1) return t.added(tagTail(r.added[0]!, 6));
  if (r.repeated.length > 0) return t.repeated(tagTail(r.repeated[0]!, 6));
  return null;
}

/**
 * The reads of the read box's text: weighed pairs, or tags through the reader layer's parser; with `tails`, the
 * last digits of a tag too, taken apart since they are no tag to the parser.
 */
export function boxReads(text: string, withKg: boolean, tails: boolean): { reads: TagRead[]; problems: string[] } {
  if (withKg) return { reads: typedWeights(text, { tails }), problems: [] };
  const lines = text.split(/\r?\n/);
  // Their lines are blanked, so the parser's lines keep their number.
  const short = lines.map((line) => (tails && tailDigits(line) ? line.trim() : null));
  const typed = parseTypedTags(lines.map((line, i) => (short[i] ? "" : line)).join("\n"), { argentine: true });
  const count = lines.filter((l) => l.trim()).length;
  const reads = [...short.flatMap((tag, i) => (tag ? [{ line: i + 1, tag }] : [])), ...typed.tags].sort(
    (a, b) => a.line - b.line,
  );
  return { reads: reads.map(({ tag }) => ({ tag })), problems: typed.errors.map((e) => lineProblem(e, count)) };
}
