// Tool `propose_movement`: turns a command ("registrá 25 mm de lluvia hoy en El Bajo", "murieron 2 terneros
// del rodeo Cría General") into a movement draft: names resolved to ids of the organization, the body valid
// for the kind's shared schema, client_id = the draft's id (confirming twice records once). It NEVER writes:
// only the user's Confirmar records it, through the ordinary movement route. Missing or ambiguous → a question.
import { and, eq } from "drizzle-orm";
import { rodeoStock } from "../../../db/schema";
import type { AssistantToolResult, MovementDraftCard } from "../../../shared/assistant-schemas";
import { movementBodySchemas, type MovementBodyKind } from "../../../shared/movement-schemas";
import { countNoun } from "../../../shared/plural";
import { z } from "../../../shared/zod";
import { dayLabel, parseDay } from "../dates";
import { ask, fmt1, fmtInt, resolve, type OrgNames, type ToolScope } from "./tool-scope";
import { nameArg } from "./tool-input";

export const DRAFT_KINDS = ["RAIN", "FROST", "DEATH", "BIRTH"] as const;
type DraftKind = (typeof DRAFT_KINDS)[number];

export const proposeMovementInput = z
  .object({
    kind: z.enum(DRAFT_KINDS).describe("RAIN lluvia, FROST helada, DEATH muerte, BIRTH nacimiento"),
    date: z.string().trim().max(20).optional().describe("hoy, ayer, dd/mm o AAAA-MM-DD (por defecto hoy)"),
    mm: z.number().min(0).max(1000).optional().describe("Milímetros de lluvia (RAIN)"),
    count: z.number().int().positive().max(1_000_000).optional().describe("Cantidad de animales (DEATH, BIRTH)"),
    category: nameArg("Categoría de los animales (p. ej. terneros)"),
    rodeo: nameArg("Nombre del rodeo"),
    lot: nameArg("Nombre del lote (lluvia, helada) o del lote del rodeo"),
    cause: z.string().trim().max(200).optional().describe("Causa de la muerte"),
  })
  .strict();
export type ProposeMovementInput = z.infer<typeof proposeMovementInput>;

const TITLE: Record<DraftKind, string> = { RAIN: "Lluvia", FROST: "Helada", DEATH: "Muerte", BIRTH: "Nacimiento" };

type Line = { label: string; value: string };
type Place = { rodeo_id?: number; lot_id?: number; lines: Line[]; where: string } | { question: string };

/** A weather record's place: a lot (or else a rodeo) by name; none given is the whole ranch. */
function weatherPlace(names: OrgNames, input: ProposeMovementInput): Place {
  const query = input.lot ?? input.rodeo;
  if (!query) return { lines: [], where: "" };
  const lot = resolve("lot", query, names.lots);
  if (lot.item)
    return { lot_id: lot.item.id, lines: [{ label: "Lote", value: lot.item.name }], where: ` en ${lot.item.name}` };
  const rodeo = resolve("rodeo", query, names.rodeos);
  if (rodeo.item) {
    return {
      rodeo_id: rodeo.item.id,
      lines: [{ label: "Rodeo", value: rodeo.item.name }],
      where: ` en ${rodeo.item.name}`,
    };
  }
  return { question: lot.question };
}

/** A herd record's rodeo: by name, else the only rodeo of the named lot (or of the ranch). */
function herdRodeo(names: OrgNames, input: ProposeMovementInput): Place {
  let candidates = names.rodeos;
  if (input.rodeo) {
    const r = resolve("rodeo", input.rodeo, names.rodeos);
    if (!r.item) return r;
    candidates = [r.item];
  } else if (input.lot) {
    const lot = resolve("lot", input.lot, names.lots);
    if (!lot.item) return lot;
    candidates = names.rodeos.filter((r) => r.lot_id === lot.item.id);
  }
  if (candidates.length !== 1) {
    const list = candidates.length
      ? `: ${candidates
          .slice(0, 6)
          .map((r) => r.name)
          .join(", ")}`
      : "";
    return { question: `¿En qué rodeo${list}?` };
  }
  const rodeo = candidates[0]!;
  return { rodeo_id: rodeo.id, lines: [{ label: "Rodeo", value: rodeo.name }], where: ` en ${rodeo.name}` };
}

/** Head of a category in a rodeo now (a death of more than there are is asked about, not drafted). */
async function headIn(scope: ToolScope, rodeoId: number, categoryId: number): Promise<number> {
  const [row] = await scope.db
    .select({ count: rodeoStock.count })
    .from(rodeoStock)
    .where(
      and(
        eq(rodeoStock.organization_id, scope.orgId),
        eq(rodeoStock.rodeo_id, rodeoId),
        eq(rodeoStock.category_id, categoryId),
      ),
    )
    .limit(1);
  return row?.count ?? 0;
}

export async function proposeMovementTool(
  scope: ToolScope,
  names: OrgNames,
  input: ProposeMovementInput,
): Promise<AssistantToolResult> {
  const date = parseDay(input.date, scope.today);
  if (!date) return ask(`No entendí la fecha "${input.date}". Decime hoy, ayer o dd/mm.`);
  if (date > scope.today) return ask("La fecha no puede ser futura. ¿Qué día fue?");
  const id = crypto.randomUUID();
  const when = date === scope.today ? "hoy" : `el ${dayLabel(date)}`;
  const lines: Line[] = [{ label: "Fecha", value: dayLabel(date) }];
  let body: Record<string, unknown> = { date, client_id: id };
  let title: string;

  if (input.kind === "RAIN" || input.kind === "FROST") {
    if (input.kind === "RAIN" && input.mm === undefined) return ask("¿Cuántos milímetros llovieron?");
    const place = weatherPlace(names, input);
    if ("question" in place) return ask(place.question);
    body = { ...body, rodeo_id: place.rodeo_id ?? null, lot_id: place.lot_id ?? null };
    lines.push(...place.lines);
    if (input.kind === "RAIN") {
      body.mm = input.mm;
      lines.push({ label: "Milímetros", value: `${fmt1(input.mm!)} mm` });
      title = `Lluvia de ${fmt1(input.mm!)} mm ${when}${place.where}`;
    } else {
      title = `Helada ${when}${place.where}`;
    }
  } else {
    const verb = input.kind === "DEATH" ? "murieron" : "nacieron";
    if (!input.count) return ask(`¿Cuántos animales ${verb}?`);
    const place = herdRodeo(names, input);
    if ("question" in place) return ask(place.question);
    if (!input.category) return ask(`¿De qué categoría son los animales que ${verb}?`);
    const category = resolve("category", input.category, names.categories);
    if (!category.item) return ask(category.question);
    if (input.kind === "DEATH") {
      const head = await headIn(scope, place.rodeo_id!, category.item.id);
      if (input.count > head) {
        const rodeo = place.lines[0]!.value;
        return ask(`En ${rodeo} hay ${countNoun(head, category.item, fmtInt)}. ¿Cuántos murieron?`);
      }
    }
    body = { ...body, rodeo_id: place.rodeo_id, animals: [{ category_id: category.item.id, count: input.count }] };
    if (input.kind === "DEATH" && input.cause) body.cause = input.cause;
    const animals = countNoun(input.count, category.item, fmtInt);
    lines.push(...place.lines, { label: "Animales", value: animals });
    if (input.kind === "DEATH" && input.cause) lines.push({ label: "Causa", value: input.cause });
    title = `${TITLE[input.kind]} de ${animals} ${when}${place.where}`;
  }

  const parsed = movementBodySchemas[input.kind as MovementBodyKind].safeParse(body);
  if (!parsed.success)
    return ask(`No pude armar el registro: ${parsed.error.issues[0]?.message ?? "datos inválidos"}.`);
  const draft = { id, kind: input.kind, body: parsed.data, title, lines } as MovementDraftCard;
  return {
    summary: `Preparé este registro: ${title}. Revisalo y tocá Confirmar para guardarlo.`,
    figures: [],
    links: [{ label: "Registros", path: "/data" }],
    draft,
  };
}
