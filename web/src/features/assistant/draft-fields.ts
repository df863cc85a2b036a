// The values of a draft the user may change before confirming: the date, the kind's amounts (mm,
// weights, prices...), each animal line's count and the detail. Ids (rodeo, lot) stay as the
// assistant resolved them: changing those is a new question. Checked with the kind's shared schema.
import type { MovementDraftCard } from "@shared/assistant-schemas";
import { movementBodySchemas } from "@shared/movement-schemas";
import { formatNumber } from "../../components/charts";
import { formatDate } from "../../lib/dates";

export type DraftBody = Record<string, unknown>;

export interface DraftField {
  /** The body path: "date", "mm", "animals.0.count", "detail". */
  path: string;
  label: string;
  input: "date" | "number" | "text";
}

/** Labels the cards use (the draft's own lines use the same words). */
const LABELS: Record<string, string> = {
  date: "Fecha",
  mm: "Milímetros",
  mean_weight: "Peso promedio (kg)",
  weight: "Peso (kg)",
  price_per_kg: "Precio por kg",
  price_per_head: "Precio por cabeza",
  min_temperature: "Temperatura mínima",
  max_temperature: "Temperatura máxima",
  temperature: "Temperatura",
  count: "Cantidad",
  animals_weighed: "Animales pesados",
  quantity: "Cantidad",
  detail: "Detalle",
};
const labelOf = (key: string) => LABELS[key] ?? key.replace(/_/g, " ");

interface AnimalLine {
  type?: string;
  count?: number;
}

/** The fields of the draft as the assistant made it (a box emptied while typing stays). */
export function draftFields(body: DraftBody, countLabel: (category: string) => string): DraftField[] {
  const fields: DraftField[] = [{ path: "date", label: LABELS.date!, input: "date" }];
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "number" && !key.endsWith("_id"))
      fields.push({ path: key, label: labelOf(key), input: "number" });
  }
  const animals = Array.isArray(body.animals) ? (body.animals as AnimalLine[]) : [];
  animals.forEach((line, i) =>
    fields.push({ path: `animals.${i}.count`, label: countLabel(line.type ?? `#${i + 1}`), input: "number" }),
  );
  fields.push({ path: "detail", label: LABELS.detail!, input: "text" });
  return fields;
}

export function readField(body: DraftBody, path: string): string {
  const v = path.split(".").reduce<unknown>((at, k) => (at as Record<string, unknown> | undefined)?.[k], body);
  return v === undefined || v === null ? "" : String(v);
}

/** The body with one field changed; numbers stay numbers (an empty box is no number). */
export function writeField(body: DraftBody, field: DraftField, text: string): DraftBody {
  const value = field.input === "number" ? (text.trim() === "" ? undefined : Number(text)) : text;
  const [head, index, key] = field.path.split(".");
  if (head === "animals" && index !== undefined && key) {
    const animals = [...((body.animals as AnimalLine[]) ?? [])];
    animals[Number(index)] = { ...animals[Number(index)], [key]: value };
    return { ...body, animals };
  }
  return { ...body, [field.path]: field.input === "text" && text === "" ? undefined : value };
}

/** The shared schema's complaints by path ("mm": "Máximo 1000 mm"); empty when the body is valid. */
export function draftIssues(kind: MovementDraftCard["kind"], body: DraftBody): Record<string, string> {
  const parsed = movementBodySchemas[kind].safeParse(body);
  if (parsed.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) issues[issue.path.join(".")] ??= issue.message;
  return issues;
}

/** The card's lines after an edit: the lines about an edited value show the new one. */
export function linesAfterEdit(draft: MovementDraftCard, body: DraftBody): MovementDraftCard["lines"] {
  const original = draft.body as DraftBody;
  const changed = (key: string) => JSON.stringify(original[key]) !== JSON.stringify(body[key]);
  return draft.lines.map((line) => {
    if (line.label === LABELS.date && changed("date") && typeof body.date === "string")
      return { ...line, value: formatDate(body.date) };
    if (line.label === "Animales" && changed("animals") && Array.isArray(body.animals))
      return {
        ...line,
        value: (body.animals as AnimalLine[])
          .map((a) => `${formatNumber(a.count ?? 0)} ${a.type ?? ""}`.trim())
          .join(", "),
      };
    // Of the body's own keys: «Cantidad» is the animals' count in one kind and a supply's quantity in another.
    const key = Object.keys(LABELS).find((k) => LABELS[k] === line.label && k !== "date" && k in original);
    if (key && changed(key)) return { ...line, value: swapValue(line.value, original[key], body[key]) };
    return line;
  });
}

const shown = (v: unknown) => (typeof v === "number" ? formatNumber(v) : String(v ?? ""));

/** "12 mm" with 12 changed to 30 is "30 mm": the line keeps its unit and words around the figure. */
function swapValue(text: string, before: unknown, after: unknown): string {
  const old = shown(before);
  return old && text.includes(old) ? text.replace(old, shown(after)) : shown(after);
}
