// Tool `propose_movement`: turns a command ("registrá 25 mm de lluvia hoy en El Bajo", "murieron 2 terneros
// del rodeo Cría General", "pesamos la Invernada, 320 kilos promedio", "se usaron 200 kg de maíz en la cría")
// into a movement draft: names resolved to ids of the organization, the body valid
// for the kind's shared schema, client_id = the draft's id (confirming twice records once). It NEVER writes:
// only the user's Confirmar records it, through the ordinary movement route. Missing or ambiguous → a question.
import { and, eq } from "drizzle-orm";
import { assets, rodeoStock } from "../../../db/schema";
import type { AssistantToolResult, MovementDraftCard } from "../../../shared/assistant-schemas";
import { movementBodySchemas, type MovementBodyKind } from "../../../shared/movement-schemas";
import { countNoun } from "../../../shared/plural";
import * as z from "../../../shared/zod";
import { dayLabel, parseDay } from "../dates";
import { ask, fmt1, fmt3, fmtInt, resolve, type OrgNames, type ToolScope } from "./tool-scope";
import { nameArg } from "./tool-input";

export const DRAFT_KINDS = ["RAIN", "FROST", "DEATH", "BIRTH", "WEIGHING", "ASSET_CONSUMPTION"] as const;
type DraftKind = (typeof DRAFT_KINDS)[number];

export const proposeMovementInput = z
  .object({
    kind: z
      .enum(DRAFT_KINDS)
      .describe(
        "RAIN lluvia, FROST helada, DEATH muerte, BIRTH nacimiento, WEIGHING pesada de un rodeo, ASSET_CONSUMPTION consumo de un insumo",
      ),
    date: z.string().trim().max(20).optional().describe("hoy, ayer, dd/mm o AAAA-MM-DD (por defecto hoy)"),
    mm: z.number().min(0).max(1000).optional().describe("Milímetros de lluvia (RAIN)"),
    count: z
      .number()
      .int()
      .positive()
      .max(1_000_000)
      .optional()
      .describe("Cantidad de animales (DEATH, BIRTH; WEIGHING: animales pesados)"),
    mean_weight: z.number().positive().max(2000).optional().describe("Peso promedio en kg (WEIGHING)"),
    supply: nameArg("Insumo consumido por nombre (ASSET_CONSUMPTION): rollos, maíz…"),
    quantity: z.number().positive().max(1_000_000_000).optional().describe("Cantidad consumida (ASSET_CONSUMPTION)"),
    unit: z.string().trim().max(20).optional().describe("Unidad de la cantidad dicha: kg, litros, toneladas…"),
    category: nameArg("Categoría de los animales (p. ej. terneros)"),
    rodeo: nameArg("Nombre del rodeo"),
    lot: nameArg("Nombre del lote (lluvia, helada) o del lote del rodeo"),
    cause: z.string().trim().max(200).optional().describe("Causa de la muerte"),
  })
  .strict();
export type ProposeMovementInput = z.infer<typeof proposeMovementInput>;

const TITLE: Record<DraftKind, string> = {
  RAIN: "Lluvia",
  FROST: "Helada",
  DEATH: "Muerte",
  BIRTH: "Nacimiento",
  WEIGHING: "Pesada",
  ASSET_CONSUMPTION: "Consumo",
};

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

/** The place of a consumption: the rodeo named (else a lot by that name), or the lot; none is the whole ranch. */
function consumptionPlace(names: OrgNames, input: ProposeMovementInput): Place {
  if (input.rodeo) {
    const rodeo = resolve("rodeo", input.rodeo, names.rodeos);
    if (rodeo.item)
      return {
        rodeo_id: rodeo.item.id,
        lines: [{ label: "Rodeo", value: rodeo.item.name }],
        where: ` en ${rodeo.item.name}`,
      };
    if (input.lot) return { question: rodeo.question };
  }
  return weatherPlace(names, { ...input, rodeo: undefined, lot: input.lot ?? input.rodeo });
}

/** Units a rancher says, as the supply's unit is written ("kilos" → kg); toneladas count as 1000 kg. */
function unitKey(unit: string): string {
  const u = unit.toLowerCase().trim();
  if (/^(?:kg|kgs|kilos?|kilogramos?)$/.test(u)) return "kg";
  if (/^(?:l|lt|lts|litros?)$/.test(u)) return "l";
  if (/^(?:t|tn|toneladas?)$/.test(u)) return "t";
  return u.replace(/(?:es|s)$/, "");
}

type Used =
  | { question: string }
  | { rodeo_id?: number; lot_id?: number; body: Record<string, unknown>; lines: Line[]; where: string; what: string };

/** A consumption: the supply by name, the quantity in its unit (never more than its stock), and the place. */
async function consumption(scope: ToolScope, names: OrgNames, input: ProposeMovementInput): Promise<Used> {
  if (!input.supply) return { question: "¿Qué insumo usaron?" };
  const supplies = await scope.db
    .select({ id: assets.id, name: assets.name, unit: assets.unit, quantity: assets.quantity })
    .from(assets)
    .where(and(eq(assets.organization_id, scope.orgId), eq(assets.deleted, false)));
  const found = resolve("supply", input.supply, supplies);
  if (!found.item) return { question: found.question };
  const supply = found.item;
  if (input.quantity === undefined) return { question: `¿Cuánto ${supply.unit} de ${supply.name} usaron?` };
  let quantity = input.quantity;
  if (input.unit && unitKey(input.unit) !== unitKey(supply.unit)) {
    if (unitKey(input.unit) === "t" && unitKey(supply.unit) === "kg") quantity *= 1000;
    else return { question: `${supply.name} se mide en ${supply.unit}. ¿Cuántos ${supply.unit} usaron?` };
  }
  if (quantity > supply.quantity)
    return {
      question: `De ${supply.name} quedan ${fmt3(supply.quantity)} ${supply.unit} en stock. ¿Cuánto usaron?`,
    };
  const place = consumptionPlace(names, input);
  if ("question" in place) return place;
  const amount = `${fmt3(quantity)} ${supply.unit}`;
  return {
    rodeo_id: place.rodeo_id,
    lot_id: place.lot_id,
    body: { asset_id: supply.id, quantity },
    lines: [{ label: "Insumo", value: supply.name }, { label: "Cantidad", value: amount }, ...place.lines],
    where: place.where,
    what: `${amount} de ${supply.name}`,
  };
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
  } else if (input.kind === "WEIGHING") {
    if (input.mean_weight === undefined) return ask("¿Cuántos kilos dio de promedio la pesada?");
    const place = herdRodeo(names, input);
    if ("question" in place) return ask(place.question.replace("¿En qué rodeo", "¿Qué rodeo pesaron"));
    body = { ...body, rodeo_id: place.rodeo_id, mean_weight: input.mean_weight };
    if (input.count) body.animals_weighed = input.count;
    // Labelled as the card's editable field (draft-fields.ts), so an edited weight shows in its line.
    lines.push(...place.lines, { label: "Peso promedio (kg)", value: fmt1(input.mean_weight) });
    if (input.count) lines.push({ label: "Animales pesados", value: fmtInt(input.count) });
    title = `Pesada de ${fmt1(input.mean_weight)} kg promedio ${when}${place.where}`;
  } else if (input.kind === "ASSET_CONSUMPTION") {
    const used = await consumption(scope, names, input);
    if ("question" in used) return ask(used.question);
    body = { ...body, rodeo_id: used.rodeo_id ?? null, lot_id: used.lot_id ?? null, ...used.body };
    lines.push(...used.lines);
    title = `Consumo de ${used.what} ${when}${used.where}`;
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
