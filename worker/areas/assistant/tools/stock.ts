// Tool `stock`: head count, EV and EV/ha of the whole herd, a rodeo, a lot or a field, optionally of one
// category and grouped by category, rodeo, lot or field. Read from the rodeo read the API serves
// (rodeo-queries.ts), so the figures equal /api/rodeo and the dashboard's (EV/ha over the lots' hectares).
import type { AssistantFigure, AssistantLink, AssistantToolResult } from "../../../shared/assistant-schemas";
import { countNoun, type Noun } from "../../../shared/plural";
import * as z from "../../../shared/zod";
import { rodeosSql, toRodeo, type RodeoRow } from "../../herd/rodeos/rodeo-queries";
import { ask, fmt1, fmt2, fmtInt, resolve, type OrgNames, type ToolScope } from "./tool-scope";
import { nameArg } from "./tool-input";

export const stockInput = z
  .object({
    category: nameArg("Categoría de animales, como la dice el usuario (p. ej. vacas, terneros)"),
    rodeo: nameArg("Nombre del rodeo"),
    lot: nameArg("Nombre del lote o potrero"),
    field: nameArg("Nombre del campo"),
    place: nameArg("Un lugar sin decir si es lote, campo o rodeo (p. ej. 'en La Aguada')"),
    by: z.enum(["category", "rodeo", "lot", "field"]).optional().describe("Agrupar por"),
  })
  .strict();
export type StockInput = z.infer<typeof stockInput>;

/** A place named without its kind: a lot first, then a field, then a rodeo; several or none → a question. */
function placeKind(
  names: OrgNames,
  place: string,
): { lot: string } | { field: string } | { rodeo: string } | { question: string } {
  const lot = resolve("lot", place, names.lots);
  if (lot.item) return { lot: lot.item.name };
  const field = resolve("field", place, names.fields);
  if (field.item) return { field: field.item.name };
  const rodeo = resolve("rodeo", place, names.rodeos);
  if (rodeo.item) return { rodeo: rodeo.item.name };
  return {
    question: lot.question.startsWith("¿")
      ? lot.question
      : `No encontré ningún lote, campo ni rodeo llamado "${place.slice(0, 60)}".`,
  };
}

interface StockRow {
  category_id: number;
  category: string;
  ev: number;
  count: number;
  rodeo_id: number;
  rodeo: string;
  lot_id: number | null;
  lot: string;
  field_id: number | null;
  field: string;
}

const GROUP_LABEL = { category: "categoría", rodeo: "rodeo", lot: "lote", field: "campo" } as const;
const MAX_GROUPS = 20;

export async function stockTool(scope: ToolScope, names: OrgNames, input: StockInput): Promise<AssistantToolResult> {
  const rows = await scope.db.all<RodeoRow>(rodeosSql({ orgId: scope.orgId, today: scope.today }));
  const lotById = new Map(names.lots.map((l) => [l.id, l]));
  const fieldById = new Map(names.fields.map((f) => [f.id, f]));
  let stock: StockRow[] = rows.map(toRodeo).flatMap((r) =>
    r.stock.map((s) => {
      const lot = r.lot_id ? lotById.get(r.lot_id) : undefined;
      const field = lot?.field_id ? fieldById.get(lot.field_id) : undefined;
      return {
        ...s,
        rodeo_id: r.id,
        rodeo: r.name,
        lot_id: lot?.id ?? null,
        lot: lot?.name ?? "Sin lote",
        field_id: field?.id ?? null,
        field: field?.name ?? "Sin campo",
      };
    }),
  );

  if (input.place && !input.rodeo && !input.lot && !input.field) {
    const found = placeKind(names, input.place);
    if ("question" in found) return ask(found.question);
    input = { ...input, ...found };
  }
  // Where: the whole herd, or a rodeo, lot or field; hectares for EV/ha as the dashboard and the lot read count them.
  let where = "";
  let hectares: number | null = names.lots.reduce((s, l) => s + l.hectares, 0);
  const links: AssistantLink[] = [{ label: "Tablero", path: "/dashboard" }];
  if (input.rodeo) {
    const r = resolve("rodeo", input.rodeo, names.rodeos);
    if (!r.item) return ask(r.question);
    stock = stock.filter((s) => s.rodeo_id === r.item.id);
    where = ` en el rodeo ${r.item.name}`;
    hectares = null;
    links.unshift({ label: `Rodeo ${r.item.name}`, path: `/rodeos/${r.item.id}` });
  } else if (input.lot) {
    const r = resolve("lot", input.lot, names.lots);
    if (!r.item) return ask(r.question);
    stock = stock.filter((s) => s.lot_id === r.item.id);
    where = ` en el lote ${r.item.name}`;
    hectares = r.item.hectares;
    links.unshift({ label: `Lote ${r.item.name}`, path: `/lots/${r.item.id}` });
  } else if (input.field) {
    const r = resolve("field", input.field, names.fields);
    if (!r.item) return ask(r.question);
    stock = stock.filter((s) => s.field_id === r.item.id);
    where = ` en el campo ${r.item.name}`;
    hectares = names.lots.filter((l) => l.field_id === r.item.id).reduce((s, l) => s + l.hectares, 0);
    links.unshift({ label: "Campos", path: "/campos" });
  }
  let noun: Noun = "cabeza";
  if (input.category) {
    const r = resolve("category", input.category, names.categories);
    if (!r.item) return ask(r.question);
    stock = stock.filter((s) => s.category_id === r.item.id);
    noun = r.item;
  }

  const head = stock.reduce((s, r) => s + r.count, 0);
  const ev = stock.reduce((s, r) => s + r.count * r.ev, 0);
  const evHa = hectares && hectares > 0 ? Math.round((ev / hectares) * 100) / 100 : null;
  const figures: AssistantFigure[] = [
    { label: "Cabezas", value: head },
    { label: "EV", value: Math.round(ev * 10) / 10 },
  ];
  if (hectares !== null) figures.push({ label: "Hectáreas", value: hectares, unit: "ha" });
  if (evHa !== null) figures.push({ label: "EV/ha", value: evHa });

  let summary = `Hoy tenés ${countNoun(head, noun, fmtInt)}${where} (${fmt1(ev)} EV`;
  summary += evHa !== null ? `, ${fmt2(evHa)} EV/ha en ${fmt1(hectares!)} ha).` : ").";
  const by = input.by;
  let groups: Array<{ name: string; count: number; ev: number }> = [];
  if (by) {
    const acc = new Map<string, { name: string; count: number; ev: number }>();
    for (const s of stock) {
      const key = String(
        by === "category" ? s.category_id : by === "rodeo" ? s.rodeo_id : by === "lot" ? s.lot_id : s.field_id,
      );
      const g = acc.get(key) ?? { name: s[by], count: 0, ev: 0 };
      g.count += s.count;
      g.ev += s.count * s.ev;
      acc.set(key, g);
    }
    groups = [...acc.values()].filter((g) => g.count > 0).sort((a, b) => b.count - a.count);
    if (groups.length) {
      // Categories read as counts ("120 vacas"); places with their head ("Cría General (120 cabezas)").
      const shown = groups
        .slice(0, MAX_GROUPS)
        .map((g) =>
          by === "category"
            ? countNoun(g.count, names.categories.find((c) => c.name === g.name) ?? g.name, fmtInt)
            : `${g.name} (${countNoun(g.count, "cabeza", fmtInt)})`,
        );
      summary += ` Por ${GROUP_LABEL[by]}: ${shown.join(", ")}.`;
    }
  }
  return {
    summary,
    figures,
    links,
    rows: groups
      .slice(0, MAX_GROUPS)
      .map((g) => ({ [GROUP_LABEL[by ?? "category"]]: g.name, cabezas: g.count, ev: Math.round(g.ev * 10) / 10 })),
  };
}
