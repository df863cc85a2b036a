// From a validated movement body to the row to store: per-kind field mapping (draft), then resolution of
// category names, rodeos, cycles and lots against the organization (400 with field issues when unknown).
import { badRequest, type FieldIssue } from "../../../lib/errors";
import { categoryKey } from "../../../shared/defaults";
import type { MovementAnimal } from "../../../shared/herd-types";
import { KIND_TYPES, type MovementBody, type MovementBodyKind } from "../../../shared/movement-schemas";
import type { MovementType } from "../../../shared/movement-types";
import type { CategoryInfo, ContextRefs, HerdContext } from "./herd-context";
import { resolveSupplies, existingSupplyIds } from "../supplies/supplies";
import { WITHDRAWAL_CHECKED } from "./movement-rules";

type CategoryRef = string | number;

export interface Draft {
  type: MovementType;
  date: string;
  detail: string;
  reference: string;
  rodeo_id: number | null;
  /** Set only where the body names a lot (weather, supplies); otherwise the rodeo's lot. */
  lot_id: number | null;
  cycle_id: number | null;
  lines: Array<{ ref: CategoryRef; count: number; path: string }>;
  /** Category references stored in data as `<idKey>` and `<nameKey>`. */
  categoryFields: Array<{ idKey: string; nameKey: string; ref: CategoryRef; path: string }>;
  /** Rodeo references stored in data as `<idKey>` and `<nameKey>`. */
  rodeoFields: Array<{ idKey: string; nameKey: string; id: number; path: string }>;
  data: Record<string, unknown>;
}

/** A category named in the body (`<name>`), stored in data as `<name>_id` and `<name>`. */
function addCategoryField(draft: Draft, name: string, ref: unknown) {
  if (ref == null) return;
  draft.categoryFields.push({ idKey: `${name}_id`, nameKey: name, ref: ref as CategoryRef, path: name });
}

/** A rodeo named in the body (`<name>_id`), stored in data as `<name>_id` and `<name>`. */
function addRodeoField(draft: Draft, name: string, id: unknown) {
  if (id == null) return;
  draft.rodeoFields.push({ idKey: `${name}_id`, nameKey: name, id: id as number, path: `${name}_id` });
}

/** What gets stored (besides organization, author and metadata). */
export interface NewMovement {
  type: MovementType;
  date: string;
  rodeo_id: number | null;
  lot_id: number | null;
  cycle_id: number | null;
  detail: string;
  reference: string;
  animals: MovementAnimal[];
  data: Record<string, unknown>;
  /** Only on creates that came with one (see clientIdSchema); edits never change it. */
  client_id?: string;
}

/** Body keys that become columns, lines or resolved references rather than plain data. */
const STRUCTURED = new Set([
  "date",
  "detail",
  "reference",
  "rodeo_id",
  "cycle_id",
  "lot_id",
  "animals",
  "external",
  "from_category",
  "to_category",
  "count",
  "destination_category",
  "destination_rodeo_id",
  "to_rodeo_id",
  "acknowledge_withdrawal",
  "client_id",
]);

function plainData(body: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!STRUCTURED.has(key) && value !== undefined && value !== null && value !== "") data[key] = value;
  }
  return data;
}

export function draftFromBody<K extends MovementBodyKind>(kind: K, input: MovementBody<K>): Draft {
  const body = input as Record<string, unknown> & MovementBody<"BUY">;
  const animals = (body.animals ?? []) as Array<{ type?: string; category_id?: number; count: number }>;
  const draft: Draft = {
    type: KIND_TYPES[kind][0]!,
    date: body.date,
    detail: body.detail,
    reference: body.reference,
    rodeo_id: (body.rodeo_id as number | null | undefined) ?? null,
    lot_id: (body.lot_id as number | null | undefined) ?? null,
    cycle_id: (body.cycle_id as number | null | undefined) ?? null,
    lines: animals.map((a, i) => ({
      ref: a.category_id ?? a.type!,
      count: a.count,
      path: a.category_id !== undefined ? `animals.${i}.category_id` : `animals.${i}.type`,
    })),
    categoryFields: [],
    rodeoFields: [],
    data: plainData(body),
  };
  const b = input as Record<string, unknown>;
  switch (kind) {
    case "TRANSFER":
      if (b.external === true) draft.type = "EXTERNAL_TRANSFER";
      break;
    case "RECATEGORIZATION":
      draft.lines = [{ ref: b.from_category as CategoryRef, count: b.count as number, path: "from_category" }];
      addCategoryField(draft, "to_category", b.to_category);
      break;
    case "CHANGE_RODEO":
      addRodeoField(draft, "to_rodeo", b.to_rodeo_id);
      addCategoryField(draft, "to_category", b.to_category);
      break;
    case "WEANING":
      addRodeoField(draft, "destination_rodeo", b.destination_rodeo_id);
      addCategoryField(draft, "destination_category", b.destination_category);
      break;
    case "ASSET":
      // Several supplies in one entry are an ASSET_BATCH.
      if (b.items) draft.type = "ASSET_BATCH";
      break;
  }
  return draft;
}

export function draftRefs(draft: Draft): ContextRefs {
  return {
    rodeoIds: [...(draft.rodeo_id ? [draft.rodeo_id] : []), ...draft.rodeoFields.map((f) => f.id)],
    cycleIds: draft.cycle_id ? [draft.cycle_id] : [],
    lotIds: draft.lot_id ? [draft.lot_id] : [],
    supplyIds: existingSupplyIds(draft),
    // A sale (own consumption, outgoing transfer) is checked for withdrawal on its own day.
    withdrawalOn: WITHDRAWAL_CHECKED.has(draft.type) ? draft.date : null,
  };
}

export function findCategory(ctx: HerdContext, ref: CategoryRef): CategoryInfo | undefined {
  return typeof ref === "number" ? ctx.categories.get(ref) : ctx.categoriesByKey.get(categoryKey(ref));
}

const categoryIssue = (ref: CategoryRef) =>
  typeof ref === "number" ? "La categoría no existe en esta organización" : `La categoría "${ref}" no existe`;

/** Resolves names and ids against the organization; every unknown reference becomes a field issue. */
export function resolveDraft(draft: Draft, ctx: HerdContext): NewMovement {
  const issues: FieldIssue[] = [];
  const liveRodeo = (id: number, path: string) => {
    const rodeo = ctx.rodeos.get(id);
    if (!rodeo || rodeo.deleted) issues.push({ path, message: "El rodeo no existe en esta organización" });
    return rodeo;
  };
  const rodeo = draft.rodeo_id ? liveRodeo(draft.rodeo_id, "rodeo_id") : undefined;
  if (draft.lot_id && !ctx.lots.has(draft.lot_id)) {
    issues.push({ path: "lot_id", message: "El lote no existe en esta organización" });
  }
  if (draft.cycle_id && !ctx.cycles.has(draft.cycle_id)) {
    issues.push({ path: "cycle_id", message: "El ciclo reproductivo no existe en esta organización" });
  }
  const animals: MovementAnimal[] = [];
  for (const line of draft.lines) {
    const category = findCategory(ctx, line.ref);
    if (!category) issues.push({ path: line.path, message: categoryIssue(line.ref) });
    else animals.push({ type: category.name, category_id: category.id, count: line.count });
  }
  const data: Record<string, unknown> = resolveSupplies(draft.type, { ...draft.data }, ctx, issues);
  for (const field of draft.categoryFields) {
    const category = findCategory(ctx, field.ref);
    if (!category) {
      issues.push({ path: field.path, message: categoryIssue(field.ref) });
      continue;
    }
    data[field.idKey] = category.id;
    data[field.nameKey] = category.name;
  }
  for (const field of draft.rodeoFields) {
    const target = liveRodeo(field.id, field.path);
    if (!target) continue;
    data[field.idKey] = target.id;
    data[field.nameKey] = target.name;
  }
  if (draft.type === "RECATEGORIZATION" && animals[0] && animals[0].category_id === data.to_category_id) {
    issues.push({ path: "to_category", message: "La categoría de destino debe ser distinta de la de origen" });
  }
  if (issues.length) throw badRequest("Datos inválidos", "VALIDATION_ERROR", issues);
  return {
    type: draft.type,
    date: draft.date,
    rodeo_id: draft.rodeo_id,
    lot_id: draft.lot_id ?? rodeo?.lot_id ?? null,
    cycle_id: draft.cycle_id,
    detail: draft.detail,
    reference: draft.reference,
    animals,
    data,
  };
}
