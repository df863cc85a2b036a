// Tool `movements`: the records of a period (optionally of some types and one rodeo or lot): how many of each
// type and how many head they moved; for sales and purchases, in head, kilos or pesos (sale-amounts.ts). Read
// with the list query of GET /api/movement/all (movement-list.ts), so the figures equal that list's.
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { MOVEMENT_LABELS, MOVEMENT_TYPES, type MovementType } from "../../../shared/movement-types";
import { countNoun } from "../../../shared/plural";
import * as z from "../../../shared/zod";
import { listMovements, MAX_PAGE } from "../../herd/movements/movement-list";
import { dayLabel, periodRange } from "../dates";
import { MEASURES, tradeResult } from "./sale-amounts";
import { ask, fmtInt, resolve, type OrgNames, type ToolScope } from "./tool-scope";
import { nameArg, rangeArgs } from "./tool-input";

export const movementsInput = z
  .object({
    type: z.enum(MOVEMENT_TYPES).optional().describe("Tipo de registro: DEATH, BIRTH, SELL, BUY, RAIN, WEIGHING…"),
    ...rangeArgs,
    rodeo: nameArg("Nombre del rodeo"),
    lot: nameArg("Nombre del lote"),
    measure: z
      .enum(MEASURES)
      .optional()
      .describe("Para ventas (SELL) y compras (BUY): cabezas (por defecto), kg (kilos) o pesos ($)"),
  })
  .strict();
export type MovementsInput = z.infer<typeof movementsInput>;

/** How a count of records of a type reads: [one, several]. */
const NOUN: Partial<Record<MovementType, [string, string]>> = {
  DEATH: ["muerte", "muertes"],
  BIRTH: ["nacimiento", "nacimientos"],
  SELL: ["venta", "ventas"],
  BUY: ["compra", "compras"],
  RAIN: ["lluvia", "lluvias"],
  WEIGHING: ["pesada", "pesadas"],
  FROST: ["helada", "heladas"],
};
const RECENT = 8;

export async function movementsTool(
  scope: ToolScope,
  names: OrgNames,
  input: MovementsInput,
): Promise<AssistantToolResult> {
  const range = periodRange(scope.today, input, "semana");
  const links = [{ label: "Registros", path: "/data" }];
  let rodeoId: number | undefined;
  let lotId: number | undefined;
  let where = "";
  if (input.rodeo) {
    const r = resolve("rodeo", input.rodeo, names.rodeos);
    if (!r.item) return ask(r.question);
    rodeoId = r.item.id;
    where = ` del rodeo ${r.item.name}`;
    links.push({ label: `Rodeo ${r.item.name}`, path: `/rodeos/${r.item.id}` });
  } else if (input.lot) {
    const r = resolve("lot", input.lot, names.lots);
    if (!r.item) return ask(r.question);
    lotId = r.item.id;
    where = ` del lote ${r.item.name}`;
    links.push({ label: `Lote ${r.item.name}`, path: `/lots/${r.item.id}` });
  }
  const page = await listMovements(scope.db, scope.orgId, {
    type: input.type ? [input.type] : undefined,
    from: `${range.from}T00:00:00.000Z`,
    to: `${range.to}T00:00:00.000Z`,
    rodeo_id: rodeoId,
    lot_id: lotId,
    limit: MAX_PAGE,
  });
  const list = page.movements;
  // The list screen filtered to what was counted.
  if (input.type) {
    links.unshift({
      label: `${MOVEMENT_LABELS[input.type]} (${range.label})`,
      path: `/data?type=${input.type}&from=${range.from}&to=${range.to}`,
    });
  }
  if (input.type === "SELL" || input.type === "BUY") {
    return tradeResult({
      type: input.type,
      measure: input.measure,
      list,
      more: page.next_cursor !== null,
      range,
      where,
      links,
      today: scope.today,
    });
  }
  const byType = new Map<string, { records: number; head: number }>();
  for (const m of list) {
    const t = byType.get(m.type) ?? { records: 0, head: 0 };
    t.records += 1;
    t.head += m.animals.reduce((s, a) => s + (Number(a.count) || 0), 0);
    byType.set(m.type, t);
  }
  const more = page.next_cursor ? "más de " : "";
  const span = `${range.label} (${dayLabel(range.from)} al ${dayLabel(range.to)})`;
  const figures: AssistantToolResult["figures"] = [{ label: "Registros", value: list.length }];
  let summary: string;
  if (input.type) {
    const t = byType.get(input.type) ?? { records: 0, head: 0 };
    const noun = NOUN[input.type] ?? ["registro", "registros"];
    const what = `${noun[t.records === 1 && !more ? 0 : 1]}${NOUN[input.type] ? "" : ` de «${MOVEMENT_LABELS[input.type]}»`}`;
    summary = t.records
      ? `Hubo ${more}${fmtInt(t.records)} ${what}${where} ${span}`
      : `No hubo ${what}${where} ${span}`;
    summary += t.head > 0 ? `, con ${countNoun(t.head, "cabeza", fmtInt)}.` : ".";
    figures.push({ label: "Cabezas", value: t.head });
  } else {
    const parts = [...byType.entries()]
      .sort((a, b) => b[1].records - a[1].records)
      .map(([type, t]) => `${MOVEMENT_LABELS[type as MovementType] ?? type} ${fmtInt(t.records)}`);
    const noun = list.length === 1 && !more ? "registro" : "registros";
    summary = `Hubo ${more}${fmtInt(list.length)} ${noun}${where} ${span}${parts.length ? `: ${parts.join(", ")}.` : "."}`;
  }
  return {
    summary,
    period: span,
    figures,
    links,
    rows: list.slice(0, RECENT).map((m) => ({
      fecha: dayLabel(m.date.slice(0, 10)),
      tipo: MOVEMENT_LABELS[m.type as MovementType] ?? m.type,
      cabezas: m.animals.reduce((s, a) => s + (Number(a.count) || 0), 0),
      id: m.id,
    })),
  };
}
