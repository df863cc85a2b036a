// What counts as a citation of something a reader of this repository cannot open: the two documents the product
// was first described in (by file name or by their upper-case short names) and issue numbers of a tracker that is
// not here. Comments and docs cite `docs/*.md` pages or state the reason themselves (docs/README.md).
// Pure functions, so tests/web/citations.test.ts checks exactly which lines are flagged.

/** The two outside documents by file name: flagged anywhere in a file, strings and test titles included. */
const OUTSIDE_FILES = /\b(?:SPEC|DESIGN)\.md\b/;
/** The word issue, a hash and a number: flagged anywhere too. */
const HASHED_ISSUE = /\bissues? #\d+/i;

/** Only in prose (comments, Markdown): the two upper-case short names on their own, as a source. */
const OUTSIDE_NAMES = /\b(?:SPEC|DESIGN)\b(?!_)/;
/** Only in prose: the word issue (or issues) and a number, without the hash. */
const ISSUE_WORD = /\bissues? \d+\b/i;
/**
 * Only in prose: a hash and a number in brackets, or a bare hash and one or two digits (a colour has at least three
 * hex digits, a Markdown heading a space after its hashes).
 */
const ISSUE_HASH = /(?:^|[\s(,;:[])#\d{1,2}(?![\w-])/;
const PAREN_ISSUE = /\(#\d{1,3}\)/;

/** Files whose lines starting with `#` are comments. */
const HASH_COMMENTS = /(?:\.(?:toml|ya?ml|sh)|(?:^|\/)(?:run|\.gitignore|\.prettierignore))$/;
const MARKDOWN = /\.md$/;

/**
 * The prose of one line: all of it in Markdown; in code, what follows `//` (not a URL's `://`), a block
 * comment's text, a JSDoc line, or a `#` comment where the file type has them. Empty when there is none.
 */
export function proseOf(path: string, line: string): string {
  if (MARKDOWN.test(path)) return line;
  const trimmed = line.trimStart();
  if (/^(?:\*|\/\*|\{\/\*|<!--)/.test(trimmed)) return trimmed;
  if (HASH_COMMENTS.test(path) && trimmed.startsWith("#")) return trimmed;
  const parts: string[] = [];
  const slashes = /(?:^|[^:])\/\/(.*)$/.exec(line);
  if (slashes) parts.push(slashes[1]!);
  for (const block of line.matchAll(/\/\*(.*?)(?:\*\/|$)/g)) parts.push(block[1]!);
  return parts.join(" ");
}

/** The citation on one line of `path`, or null when it cites nothing outside the repository. */
export function citationIn(path: string, line: string): string | null {
  for (const pattern of [OUTSIDE_FILES, HASHED_ISSUE]) {
    const found = pattern.exec(line);
    if (found) return found[0].trim();
  }
  const prose = proseOf(path, line);
  if (!prose) return null;
  for (const pattern of [OUTSIDE_NAMES, ISSUE_WORD, PAREN_ISSUE, ISSUE_HASH]) {
    const found = pattern.exec(prose);
    if (found) return found[0].trim();
  }
  return null;
}

export interface Citation {
  path: string;
  line: number;
  found: string;
  text: string;
}

/** Every citation in a file's text, with 1-based line numbers. */
export function citationsIn(path: string, text: string): Citation[] {
  const out: Citation[] = [];
  text.split("\n").forEach((line, i) => {
    const found = citationIn(path, line);
    if (found) out.push({ path, line: i + 1, found, text: line.trim() });
  });
  return out;
}

/** Tracked files worth reading: source, styles, docs and configuration; never generated SQL or lock files. */
export function isChecked(path: string): boolean {
  if (/^migrations\/|package-lock\.json$|worker-configuration\.d\.ts$/.test(path)) return false;
  return /\.(?:[cm]?[jt]sx?|css|html|md|toml|ya?ml|json|sh)$/.test(path) || HASH_COMMENTS.test(path);
}
