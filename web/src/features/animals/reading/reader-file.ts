// A session file exported by a stick reader or a scale (docs/animals-reading.md): the tags read, with the day,
// time and weight the device wrote next to each. Foreign tags are read too (argentine: false); the flow that
// uses the rows decides what it accepts.
import { parseTagNumber } from "@shared/tag-number";
import { columnsFromHeader, headerScore, inferColumns, type ReaderColumns } from "./reader-columns";
import { detectDelimiter, splitFields, type ReaderDelimiter } from "./reader-fields";
import { createRepeatCheck } from "./tag-repeats";
import { dayOrderOf, parseDayAndTime, parseWeight, type DayOrder } from "./reader-values";

export type { ReaderColumns } from "./reader-columns";
export type { ReaderDelimiter } from "./reader-fields";

export interface ReaderRow {
  /** The line of the file, counting from 1 (blank lines included), that the errors also name. */
  line: number;
  tag: string;
  /** YYYY-MM-DD. */
  date: string | null;
  /** HH:MM or HH:MM:SS. */
  time: string | null;
  kg: number | null;
}

export interface ReaderError {
  line: number;
  message: string;
}

export interface ReaderFile {
  rows: ReaderRow[];
  /** Lines left out (a bad or repeated tag) and values left empty on a kept row (an unreadable day). */
  errors: ReaderError[];
  columns: ReaderColumns;
  delimiter: ReaderDelimiter;
  hasHeader: boolean;
}

/** Lines that choose the delimiter; the header may be any of the first HEADER_LINES (a title may precede it). */
const SAMPLE_LINES = 30;
const HEADER_LINES = 10;
/** Rows that choose the columns the header does not name. */
const COLUMN_SAMPLE = 200;

/** A spreadsheet that stored the tag as a number shows it as 9.82E+14: its last digits are lost. */
const SCIENTIFIC = /^\d(?:[.,]\d+)?e\+?\d+$/i;

const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .map((t, i) => ({ line: i + 1, text: t }))
    .filter((l) => l.text.trim() !== "");

/**
 * The index of the header among the first lines before any that holds a tag: the first that names the tag
 * column, else the first that names any column; -1 without one.
 */
function headerIndex(fieldRows: readonly (readonly string[])[]): number {
  let best = -1;
  let bestScore = 0;
  for (const [i, fields] of fieldRows.slice(0, HEADER_LINES).entries()) {
    if (fields.some((f) => parseTagNumber(f, { argentine: false }).ok)) break;
    const score = headerScore(fields);
    if (score > bestScore) [best, bestScore] = [i, score];
  }
  return best;
}

export function parseReaderFile(text: string): ReaderFile {
  const filled = lines(text);
  const delimiter = detectDelimiter(filled.slice(0, SAMPLE_LINES).map((l) => l.text));
  const split = filled.map((l) => splitFields(l.text, delimiter));
  const header = headerIndex(split);
  const { named, taken } = columnsFromHeader(split[header] ?? []);
  const data = filled.map((l, i) => ({ line: l.line, fields: split[i] ?? [] })).slice(header + 1);
  const columns = inferColumns(
    data.slice(0, COLUMN_SAMPLE).map((d) => d.fields),
    named,
    taken,
  );
  const dateColumn = columns.date;
  const order: DayOrder = dayOrderOf(dateColumn === undefined ? [] : data.map((d) => d.fields[dateColumn] ?? ""));

  const rows: ReaderRow[] = [];
  const errors: ReaderError[] = [];
  const repeated = createRepeatCheck();
  for (const { line, fields } of data) {
    const fail = (message: string) => errors.push({ line, message });
    const raw = fields[columns.tag] ?? "";
    if (SCIENTIFIC.test(raw)) {
      fail(`"${raw}" perdió dígitos (la planilla lo guardó como número): exportá la caravana como texto`);
      continue;
    }
    const parsed = parseTagNumber(raw, { argentine: false });
    if (!parsed.ok) {
      const spaced = delimiter === " " || delimiter === "none";
      const whole = spaced ? parseTagNumber(numberPart(fields.slice(columns.tag)), { argentine: false }) : parsed;
      fail(whole.ok ? parsed.message : whole.message);
      continue;
    }
    const repeat = repeated(parsed.number, line);
    if (repeat) {
      fail(repeat);
      continue;
    }
    rows.push({ line, tag: parsed.number, ...values(fields, columns, order, fail) });
  }
  return { rows, errors, columns, delimiter, hasHeader: header >= 0 };
}

/**
 * In a file apart by spaces a bad number falls apart into groups ("982", "00012345670X"): its error quotes
 * the groups up to the day or time that follows them.
 */
const numberPart = (fields: readonly string[]) => {
  const end = fields.findIndex((f) => /[/:]/.test(f));
  return fields.slice(0, end < 0 ? undefined : end).join(" ");
};

/** The day, time and weight of a kept row; an unreadable one stays null and is reported. */
function values(fields: readonly string[], columns: ReaderColumns, order: DayOrder, fail: (m: string) => void) {
  const cell = (i: number | undefined) => (i === undefined ? "" : (fields[i] ?? ""));
  const dateCell = cell(columns.date);
  const timeCell = cell(columns.time);
  const kgCell = cell(columns.kg);
  const day = dateCell ? parseDayAndTime(dateCell, order) : { date: null, time: null };
  if (dateCell && !day.date) fail(`Fecha "${dateCell}" no reconocida: la lectura queda sin fecha`);
  let time = day.time;
  if (timeCell && columns.time !== columns.date) {
    time = parseDayAndTime(timeCell, order).time;
    if (!time) fail(`Hora "${timeCell}" no reconocida: la lectura queda sin hora`);
  }
  let kg = parseWeight(kgCell);
  if (kg !== null && Number.isNaN(kg)) {
    fail(`Peso "${kgCell}" no reconocido: la lectura queda sin peso`);
    kg = null;
  }
  return { date: day.date, time, kg };
}
