// A compact PDF text reader for the local field extraction (docs/money.md): the text shown by Tj, TJ, ' and "
// in the content streams, uncompressed or FlateDecode, one string per text line. Not a PDF renderer: fonts
// with their own encodings (CID, subsets) come out unreadable and the caller then reads no fields. Chosen
// over unpdf/pdfjs-serverless (about 1.4 MB minified, four times the worker's whole 400 KB budget).
import { readBounded } from "../../../lib/read-bounded";

/** Bounds against hostile files: streams read and bytes inflated in total. */
const MAX_STREAMS = 200;
const MAX_INFLATED = 8 * 1024 * 1024;

const latin1 = (bytes: Uint8Array) => {
  let out = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return out;
};

/** Inflates zlib data, stopping at `budget` bytes; null when it is not valid deflate. */
async function inflate(data: Uint8Array<ArrayBuffer>, budget: number): Promise<Uint8Array | null> {
  try {
    const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate"));
    return await readBounded(stream, budget);
  } catch {
    return null;
  }
}

/** Streams that are not page content: fonts, images, object and xref streams. */
const NOT_CONTENT = /\/(?:Subtype|Length1|Length2|Length3|ObjStm|XRef|XObject|Image|FontFile|Metadata)\b/;

/** The decoded content streams of a PDF (latin-1 text). */
async function contentStreams(pdf: string): Promise<string[]> {
  const out: string[] = [];
  let budget = MAX_INFLATED;
  const re = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(pdf)) && out.length < MAX_STREAMS) {
    const start = match.index + match[0].length;
    const end = pdf.indexOf("endstream", start);
    if (end < 0) break;
    re.lastIndex = end + 9;
    const dictStart = pdf.lastIndexOf("obj", match.index);
    const dict = pdf.slice(dictStart < 0 ? 0 : dictStart, match.index);
    if (NOT_CONTENT.test(dict)) continue;
    // A direct /Length gives the exact bytes; otherwise drop the end-of-line before "endstream".
    const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict);
    const exact = length && start + Number(length[1]) <= end ? start + Number(length[1]) : null;
    const raw = exact !== null ? pdf.slice(start, exact) : pdf.slice(start, end).replace(/\r?\n$/, "");
    if (!/\/Filter/.test(dict)) out.push(raw);
    else if (/^\s*\/Filter\s*(?:\[\s*)?\/FlateDecode\s*\]?/m.test(dict.slice(dict.indexOf("/Filter")))) {
      const bytes = Uint8Array.from(raw, (ch) => ch.charCodeAt(0));
      const inflated = await inflate(bytes, budget);
      if (!inflated) continue;
      budget -= inflated.byteLength;
      out.push(latin1(inflated));
    }
  }
  return out;
}

const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

/** A literal string starting at `s[i]` === "(": its text and the index after it. */
function readLiteral(s: string, i: number): [string, number] {
  let depth = 1;
  let out = "";
  for (i++; i < s.length && depth > 0; i++) {
    const ch = s[i]!;
    if (ch === "\\") {
      const next = s[++i] ?? "";
      if (/[0-7]/.test(next)) {
        const oct = /^[0-7]{1,3}/.exec(s.slice(i, i + 3))![0];
        out += String.fromCharCode(parseInt(oct, 8) & 0xff);
        i += oct.length - 1;
      } else if (next === "\r" || next === "\n") {
        if (next === "\r" && s[i + 1] === "\n") i++;
      } else out += ESCAPES[next] ?? next;
    } else if (ch === "(") {
      depth++;
      out += ch;
    } else if (ch === ")") {
      if (--depth > 0) out += ch;
    } else out += ch;
  }
  return [out, i];
}

function readHex(s: string, i: number): [string, number] {
  const end = s.indexOf(">", i);
  const hex = s.slice(i + 1, end < 0 ? s.length : end).replace(/\s+/g, "");
  let out = "";
  for (let k = 0; k < hex.length; k += 2) out += String.fromCharCode(parseInt(hex.slice(k, k + 2).padEnd(2, "0"), 16));
  return [out, end < 0 ? s.length : end + 1];
}

type Operand = string | number | Operand[];

/** Text lines of one content stream: strings shown by Tj/TJ/'/", broken at line moves and ET. */
export function textOfContent(s: string): string[] {
  const lines: string[] = [];
  let line = "";
  const stack: Operand[] = [];
  const arrays: Operand[][] = [];
  const push = (v: Operand) => (arrays.length ? arrays.at(-1)!.push(v) : stack.push(v));
  const newline = () => {
    if (line.trim()) lines.push(line.trim());
    line = "";
  };
  const show = (v: Operand | undefined) => {
    if (typeof v === "string") line += v;
    else if (Array.isArray(v))
      for (const p of v) line += typeof p === "string" ? p : typeof p === "number" && p < -200 ? " " : "";
  };
  let i = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (ch === "(") {
      const [text, next] = readLiteral(s, i);
      push(text);
      i = next;
    } else if ((ch === "<" && s[i + 1] === "<") || (ch === ">" && s[i + 1] === ">")) {
      i += 2;
    } else if (ch === "<") {
      const [text, next] = readHex(s, i);
      push(text);
      i = next;
    } else if (ch === "[") {
      arrays.push([]);
      i++;
    } else if (ch === "]") {
      const done = arrays.pop() ?? [];
      push(done);
      i++;
    } else if (ch === "%") {
      while (i < s.length && s[i] !== "\n" && s[i] !== "\r") i++;
    } else if (/[\s<>{}/]/.test(ch)) {
      i++;
      if (ch === "/") while (i < s.length && !/[\s/[\]()<>{}%]/.test(s[i]!)) i++;
    } else {
      let j = i;
      while (j < s.length && !/[\s/[\]()<>{}%]/.test(s[j]!)) j++;
      const word = s.slice(i, j);
      i = j;
      const n = Number(word);
      if (word !== "" && !Number.isNaN(n)) {
        push(n);
        continue;
      }
      if (word === "Tj") show(stack.at(-1));
      else if (word === "TJ") show(stack.at(-1));
      else if (word === "'" || word === '"') {
        newline();
        show(stack.at(-1));
      } else if (word === "T*" || word === "ET" || word === "Tm") newline();
      else if (word === "Td" || word === "TD") {
        if (stack.at(-1) !== 0) newline();
        else line += " ";
      }
      stack.length = 0;
      if (word === "") i++;
    }
  }
  newline();
  return lines;
}

/** The text lines of a PDF's pages, in stream order; [] for a scanned PDF or unreadable fonts. */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const streams = await contentStreams(latin1(bytes));
  return streams.flatMap(textOfContent);
}
