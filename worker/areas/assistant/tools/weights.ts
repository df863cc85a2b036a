// Tool `weights`: last weighings and daily weight gain per rodeo (which rodeo gained most), of one rodeo, or
// of the rodeos holding a category ("cómo vienen los novillos").
// From the rodeo read the API serves (rodeo-queries.ts) and the shared daily-gain computation, so the
// figures equal /api/rodeo's and the dashboard's gain card.
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { dailyWeightGain, type Weighing } from "../../../shared/daily-gain";
import { pluralOf } from "../../../shared/plural";
import * as z from "../../../shared/zod";
import { jsonList } from "../../herd/common/row-values";
import { rodeosSql, toRodeo, type RodeoRow } from "../../herd/rodeos/rodeo-queries";
import { dayLabel } from "../dates";
import { ask, fmt1, fmt3, resolve, type OrgNames, type ToolScope } from "./tool-scope";
import { nameArg } from "./tool-input";

export const weightsInput = z
  .object({
    rodeo: nameArg("Nombre del rodeo (sin él: todos)"),
    category: nameArg("Una categoría (novillos, terneros…): los rodeos que la tienen"),
    sort: z
      .enum(["gain", "date"])
      .optional()
      .describe("gain: por ganancia diaria (por defecto); date: últimas pesadas primero"),
  })
  .strict();
export type WeightsInput = z.infer<typeof weightsInput>;

const MAX_ROWS = 20;

export async function weightsTool(
  scope: ToolScope,
  names: OrgNames,
  input: WeightsInput,
): Promise<AssistantToolResult> {
  let ids: number[] | undefined;
  if (input.rodeo) {
    const r = resolve("rodeo", input.rodeo, names.rodeos);
    // «cuánto pesan los novillos»: no rodeo by that name, but a category: the rodeos that hold it.
    const category = r.item || input.category ? null : resolve("category", input.rodeo, names.categories);
    if (category?.item) return weightsTool(scope, names, { ...input, rodeo: undefined, category: input.rodeo });
    if (!r.item) return ask(r.question);
    ids = [r.item.id];
  }
  const rows = await scope.db.all<RodeoRow>(rodeosSql({ orgId: scope.orgId, rodeoIds: ids, today: scope.today }));
  if (ids) {
    const row = rows[0];
    if (!row) return ask("No encontré ese rodeo.");
    const rodeo = toRodeo(row);
    const g = dailyWeightGain(
      rodeo,
      jsonList<Weighing>(row.last_weighings).filter((w) => typeof w.mean_weight === "number"),
    );
    const links = [{ label: `Rodeo ${rodeo.name}`, path: `/rodeos/${rodeo.id}` }];
    if (rodeo.last_mean_weight === null) {
      return { summary: `El rodeo ${rodeo.name} no tiene pesadas registradas.`, figures: [], links };
    }
    let summary = `Última pesada del rodeo ${rodeo.name}: ${fmt1(rodeo.last_mean_weight)} kg el ${dayLabel(rodeo.last_weighing_date!.slice(0, 10))}.`;
    if (g.daily_weight_gain !== null) {
      summary += ` Ganancia diaria: ${fmt3(g.daily_weight_gain)} kg/día (${g.weight_difference! >= 0 ? "+" : ""}${fmt1(g.weight_difference!)} kg en ${g.days_between_weighings} días desde el ${dayLabel(g.previous_weighing_date!.slice(0, 10))}).`;
    }
    return {
      summary,
      period: `pesada del ${dayLabel(rodeo.last_weighing_date!.slice(0, 10))}`,
      figures: [
        { label: "Peso medio", value: rodeo.last_mean_weight, unit: "kg" },
        ...(g.daily_weight_gain !== null
          ? [{ label: "Ganancia diaria", value: g.daily_weight_gain, unit: "kg/día" }]
          : []),
      ],
      links,
    };
  }
  let weighed = rows.map(toRodeo).filter((r) => r.last_mean_weight !== null);
  let whose = "";
  if (input.category) {
    const c = resolve("category", input.category, names.categories);
    if (!c.item) return ask(c.question);
    const id = c.item.id;
    weighed = weighed.filter((r) => r.stock.some((s) => s.category_id === id && s.count > 0));
    whose = ` con ${pluralOf(c.item).toLowerCase()}`;
    if (!weighed.length) {
      return {
        summary: `Ningún rodeo con ${pluralOf(c.item).toLowerCase()} tiene pesadas registradas.`,
        figures: [],
        links: [{ label: "Rodeos", path: "/rodeos" }],
      };
    }
  }
  weighed.sort((a, b) => (b.daily_gain ?? -Infinity) - (a.daily_gain ?? -Infinity));
  const byDate = [...weighed].sort((a, b) => (b.last_weighing_date ?? "").localeCompare(a.last_weighing_date ?? ""));
  if (!weighed.length)
    return {
      summary: "Todavía no hay pesadas registradas.",
      figures: [],
      links: [{ label: "Tablero", path: "/dashboard" }],
    };
  const best = weighed.find((r) => r.daily_gain !== null);
  const list = weighed
    .slice(0, MAX_ROWS)
    .map(
      (r) => `${r.name} ${r.daily_gain !== null ? `${fmt3(r.daily_gain)} kg/día` : "sin ganancia (una sola pesada)"}`,
    );
  const latest = byDate
    .slice(0, MAX_ROWS)
    .map((r) => `${r.name} ${fmt1(r.last_mean_weight!)} kg el ${dayLabel(r.last_weighing_date!.slice(0, 10))}`);
  const summary =
    input.sort === "date"
      ? `Últimas pesadas: ${latest.join(", ")}.${best ? ` La mayor ganancia diaria es la de ${best.name}: ${fmt3(best.daily_gain!)} kg/día.` : ""}`
      : best
        ? whose
          ? `Ganancia diaria de los rodeos${whose}: ${list.join(", ")}. El que más ganó es ${best.name} (último peso ${fmt1(best.last_mean_weight!)} kg el ${dayLabel(best.last_weighing_date!.slice(0, 10))}).`
          : `El rodeo que más peso ganó es ${best.name}: ${fmt3(best.daily_gain!)} kg/día (último peso ${fmt1(best.last_mean_weight!)} kg el ${dayLabel(best.last_weighing_date!.slice(0, 10))}). Ganancia diaria por rodeo: ${list.join(", ")}.`
        : `Ningún rodeo tiene dos pesadas todavía: ${list.join(", ")}.`;
  return {
    summary,
    period: "la última pesada de cada rodeo (fechas en rows)",
    figures: best ? [{ label: `Ganancia diaria de ${best.name}`, value: best.daily_gain!, unit: "kg/día" }] : [],
    links: [
      { label: "Tablero", path: "/dashboard" },
      ...weighed.slice(0, 5).map((r) => ({ label: `Rodeo ${r.name}`, path: `/rodeos/${r.id}` })),
    ],
    rows: weighed.slice(0, MAX_ROWS).map((r) => ({
      rodeo: r.name,
      ultimo_peso: r.last_mean_weight,
      fecha: r.last_weighing_date ? r.last_weighing_date.slice(0, 10) : null,
      ganancia_diaria: r.daily_gain,
    })),
  };
}
