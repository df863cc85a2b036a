// Input pieces the tools' schemas share. Names are free text, matched loosely by the tools; no schema has an
// organization field (the organization is the caller's, bound by closure), and every schema is strict.
import * as z from "../../../shared/zod";

export const nameArg = (what: string) => z.string().trim().min(1).max(80).optional().describe(what);

/** The periods the tools understand, besides explicit from/to days. */
export const PERIODS = [
  "hoy",
  "ayer",
  "anteayer",
  "semana",
  "semana_pasada",
  "7_dias",
  "mes",
  "mes_pasado",
  "año",
  "año_pasado",
  "30_dias",
] as const;
export type Period = (typeof PERIODS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Fecha AAAA-MM-DD");

export const rangeArgs = {
  period: z
    .enum(PERIODS)
    .optional()
    .describe(
      "Período: hoy, ayer, anteayer, semana (esta), semana_pasada, 7_dias, mes (este), mes_pasado, año (este)…",
    ),
  from: day.optional().describe("Desde (AAAA-MM-DD), en lugar de period"),
  to: day.optional().describe("Hasta (AAAA-MM-DD), en lugar de period"),
};
