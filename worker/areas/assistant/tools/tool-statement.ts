// What every read tool's result says besides its figures (docs/assistant.md): the unit they count in, the
// period they cover («hoy» for what is as of now) and the screen the main figure comes from, so Workers AI
// states them as the local model's sentences do. Questions and drafts pass as they are.
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { TOOLS, type ToolName } from "../intent-types";

const UNITS: Partial<Record<ToolName, string>> = {
  [TOOLS.stock]: "cabezas (y EV)",
  [TOOLS.rain]: "mm",
  [TOOLS.movements]: "registros y cabezas",
  [TOOLS.weights]: "kg (ganancia diaria en kg/día)",
  [TOOLS.reproduction]: "% (y hembras)",
  [TOOLS.supplies]: "la unidad de cada insumo",
  [TOOLS.supplyCosts]: "$ (pesos)",
  [TOOLS.withdrawals]: "rodeos y la fecha en que termina su carencia",
  [TOOLS.tasks]: "tareas",
  [TOOLS.registration]: "animales",
  [TOOLS.animal]: "kg",
};

/** The result with its unit, period and link filled in (what the tool said, else what it always counts). */
export function stated(tool: string, input: unknown, result: AssistantToolResult): AssistantToolResult {
  if (result.question || result.draft) return result;
  const measure = (input as { measure?: string } | null)?.measure;
  const unit = result.unit ?? (measure === "kg" ? "kg" : measure === "pesos" ? "$ (pesos)" : UNITS[tool as ToolName]);
  const link = result.link ?? result.links.find((l) => l.path.startsWith("/"))?.path;
  return { ...result, ...(unit ? { unit } : {}), period: result.period ?? "hoy", ...(link ? { link } : {}) };
}
