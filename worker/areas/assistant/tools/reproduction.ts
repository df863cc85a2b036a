// Tool `reproduction`: the reproductive KPIs of a cycle (% preñez, parición, destete, loss), by name or the
// latest one that started. The cycle detail read and the shared cycleKpis, as GET /api/reproductive-cycle.
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { countNoun } from "../../../shared/plural";
import * as z from "../../../shared/zod";
import { loadCycleDetail } from "../../herd/cycles/cycles";
import { ask, fmt1, fmtInt, resolve, type OrgNames, type ToolScope } from "./tool-scope";
import { nameArg } from "./tool-input";
import { dayLabel } from "../dates";

export const reproductionInput = z.object({ cycle: nameArg("Nombre del ciclo (sin él: el último)") }).strict();
export type ReproductionInput = z.infer<typeof reproductionInput>;

const pct = (v: number | null) => (v === null ? "sin dato" : `${fmt1(v)} %`);

/** The cycle's service as days: «del 1/11 al 31/1», or «desde el 1/11» while it has no end. */
const serviceSpan = (c: { service_start: string; service_end: string | null }) =>
  c.service_end
    ? `del ${dayLabel(c.service_start.slice(0, 10))} al ${dayLabel(c.service_end.slice(0, 10))}`
    : `desde el ${dayLabel(c.service_start.slice(0, 10))}`;

export async function reproductionTool(
  scope: ToolScope,
  names: OrgNames,
  input: ReproductionInput,
): Promise<AssistantToolResult> {
  let cycleId: number;
  if (input.cycle) {
    const r = resolve("cycle", input.cycle, names.cycles);
    if (!r.item) return ask(r.question);
    cycleId = r.item.id;
  } else {
    // names.cycles is newest service start first.
    const latest = names.cycles[0];
    if (!latest)
      return {
        summary: "No hay ciclos reproductivos cargados.",
        figures: [],
        links: [{ label: "Ciclos", path: "/ciclos-reproductivos" }],
      };
    cycleId = latest.id;
  }
  const cycle = await loadCycleDetail(scope.db, scope.orgId, cycleId);
  if (!cycle) return ask("No encontré ese ciclo.");
  const k = cycle.kpis;
  const summary =
    `Ciclo ${cycle.name} (rodeo ${cycle.rodeo_name}, servicio ${serviceSpan(cycle)}, ` +
    `${countNoun(k.females_exposed, "hembra", fmtInt)} en servicio): ` +
    `preñez ${pct(k.pregnancy_rate)}, parición ${pct(k.calving_rate)}, destete ${pct(k.weaning_rate)}` +
    (k.loss_head !== null
      ? `, pérdida de ${countNoun(k.loss_head, "cabeza", fmtInt)} entre tacto y destete (${pct(k.loss_rate)}).`
      : ".");
  const figure = (label: string, value: number | null, unit?: string) =>
    value === null ? [] : [{ label, value, ...(unit ? { unit } : {}) }];
  return {
    summary,
    period: `servicio ${serviceSpan(cycle)}`,
    figures: [
      ...figure("Hembras en servicio", k.females_exposed),
      ...figure("Preñadas", k.pregnant),
      ...figure("% preñez", k.pregnancy_rate, "%"),
      ...figure("% parición", k.calving_rate, "%"),
      ...figure("% destete", k.weaning_rate, "%"),
    ],
    links: [{ label: `Ciclo ${cycle.name}`, path: `/ciclos-reproductivos/${cycle.id}` }],
  };
}
