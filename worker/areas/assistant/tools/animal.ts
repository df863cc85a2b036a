// Tool `animal`: a tagged animal by the last digits of its tag (docs/animals.md), with its last individual
// weight, category and rodeo. The digits are searched reversed, as a prefix of `tag_reversed` (its index);
// several animals ending the same are listed, active ones first.
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { animalCategories, animals, rodeos } from "../../../db/schema";
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { countNoun } from "../../../shared/plural";
import { formatTag, searchDigits, SEARCH_MIN_DIGITS } from "../../../shared/tag-number";
import * as z from "../../../shared/zod";
import { dayLabel } from "../dates";
import { ask, fmt1, fmtInt, type ToolScope } from "./tool-scope";

export const animalInput = z
  .object({
    tag: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .describe(`Los últimos dígitos de la caravana (${SEARCH_MIN_DIGITS} o más) o el número entero`),
  })
  .strict();
export type AnimalInput = z.infer<typeof animalInput>;

/** Animals listed when several end in the same digits (one more is read, to say there are more). */
const MAX_ROWS = 10;

const reversed = (s: string) => [...s].reverse().join("");

/** The animals of `orgId` whose tag ends in `digits`, active first, then by tag. */
async function animalsEndingIn(scope: ToolScope, digits: string) {
  const prefix = reversed(digits);
  return scope.db
    .select({
      id: animals.id,
      tag: animals.tag,
      visual: animals.visual,
      state: animals.state,
      last_weight_kg: animals.last_weight_kg,
      last_weight_date: animals.last_weight_date,
      category: animalCategories.name,
      rodeo: rodeos.name,
    })
    .from(animals)
    .innerJoin(animalCategories, eq(animalCategories.id, animals.category_id))
    .innerJoin(rodeos, eq(rodeos.id, animals.rodeo_id))
    .where(
      and(
        eq(animals.organization_id, scope.orgId),
        // Digits sort before ":", so every tag_reversed starting with the prefix lies in [prefix, prefix + ":").
        gte(animals.tag_reversed, prefix),
        lt(animals.tag_reversed, `${prefix}:`),
      ),
    )
    .orderBy(sql`${animals.state} <> 'activo'`, asc(animals.tag))
    .limit(MAX_ROWS + 1);
}

type Found = Awaited<ReturnType<typeof animalsEndingIn>>[number];

const weightText = (a: Found) =>
  a.last_weight_kg === null
    ? "sin pesadas individuales"
    : `${fmt1(a.last_weight_kg)} kg el ${dayLabel(a.last_weight_date!.slice(0, 10))}`;

const stateText = (a: Found) => (a.state === "activo" ? "" : `, ${a.state}`);

const link = (a: Found) => ({ label: `Caravana ${formatTag(a.tag)}`, path: `/animales/${a.id}` });

export async function animalTool(scope: ToolScope, input: AnimalInput): Promise<AssistantToolResult> {
  const digits = searchDigits(input.tag);
  if (!digits) {
    return ask(`Decime al menos ${SEARCH_MIN_DIGITS} dígitos de la caravana (los últimos, como en la tarjeta visual).`);
  }
  const found = await animalsEndingIn(scope, digits);
  if (!found.length) return ask(`No encontré ningún animal con la caravana terminada en ${digits}.`);
  if (found.length === 1) {
    const a = found[0]!;
    const weight =
      a.last_weight_kg === null
        ? "Todavía no tiene pesadas individuales."
        : `Su último peso es ${fmt1(a.last_weight_kg)} kg, del ${dayLabel(a.last_weight_date!.slice(0, 10))}.`;
    return {
      summary: `La caravana ${formatTag(a.tag)} es ${a.category} del rodeo ${a.rodeo}${stateText(a)}. ${weight}`,
      figures: a.last_weight_kg === null ? [] : [{ label: "Último peso", value: a.last_weight_kg, unit: "kg" }],
      links: [link(a)],
      rows: [row(a)],
    };
  }
  const shown = found.slice(0, MAX_ROWS);
  const list = shown.map((a) => `${formatTag(a.tag)} (${a.category}, ${a.rodeo}${stateText(a)}: ${weightText(a)})`);
  const count = found.length > MAX_ROWS ? `Más de ${fmtInt(MAX_ROWS)} animales` : countNoun(found.length, "animal");
  return {
    summary: `${count} tienen la caravana terminada en ${digits}: ${list.join("; ")}. Decime más dígitos para elegir uno.`,
    figures: [{ label: "Animales", value: shown.length }],
    links: shown.slice(0, 5).map(link),
    rows: shown.map(row),
  };
}

function row(a: Found) {
  return {
    caravana: a.tag,
    visual: a.visual,
    categoria: a.category,
    rodeo: a.rodeo,
    estado: a.state,
    ultimo_peso: a.last_weight_kg,
    fecha: a.last_weight_date ? a.last_weight_date.slice(0, 10) : null,
  };
}
