// Tools `supplies_low` (supplies under their minimum, as GET /api/asset?low=true) and `withdrawals` (rodeos
// under meat withdrawal, as GET /api/asset/{org}/withdrawals): the same queries those routes run.
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { z } from "../../../shared/zod";
import { listSupplies } from "../../herd/supplies/supply-queries";
import { rodeosUnderWithdrawal } from "../../herd/supplies/supply-report-queries";
import { dayLabel } from "../dates";
import { fmt3, fmtInt, type ToolScope } from "./tool-scope";

export const suppliesInput = z.object({}).strict();
export const withdrawalsInput = z.object({}).strict();

const MAX_ROWS = 20;

export async function suppliesLowTool(scope: ToolScope): Promise<AssistantToolResult> {
  const low = await listSupplies(scope.db, { orgId: scope.orgId, low: true });
  if (!low.length) {
    return {
      summary: "Ningún insumo está por debajo de su mínimo.",
      figures: [{ label: "Insumos bajo mínimo", value: 0 }],
      links: [{ label: "Stock", path: "/stock" }],
    };
  }
  const list = low.slice(0, MAX_ROWS).map((a) => `${a.name} (${fmt3(a.quantity)} de ${fmt3(a.minimum)} ${a.unit})`);
  return {
    summary: `${fmtInt(low.length)} insumo${low.length === 1 ? " está" : "s están"} por debajo del mínimo: ${list.join(", ")}.`,
    figures: [{ label: "Insumos bajo mínimo", value: low.length }],
    links: [
      { label: "Stock", path: "/stock" },
      ...low.slice(0, 5).map((a) => ({ label: a.name, path: `/stock/${a.id}` })),
    ],
    rows: low
      .slice(0, MAX_ROWS)
      .map((a) => ({ insumo: a.name, cantidad: a.quantity, minimo: a.minimum, unidad: a.unit })),
  };
}

export async function withdrawalsTool(scope: ToolScope): Promise<AssistantToolResult> {
  const rodeos = await rodeosUnderWithdrawal(scope.db, scope.orgId, scope.today);
  if (!rodeos.length) {
    return {
      summary: "Ningún rodeo está en carencia hoy.",
      figures: [{ label: "Rodeos en carencia", value: 0 }],
      links: [{ label: "Consumo", path: "/consumption" }],
    };
  }
  const list = rodeos
    .slice(0, MAX_ROWS)
    .map((r) => `${r.rodeo} (hasta el ${dayLabel(r.withdrawal_until.slice(0, 10))})`);
  return {
    summary: `${fmtInt(rodeos.length)} rodeo${rodeos.length === 1 ? " está" : "s están"} en carencia: ${list.join(", ")}. No se pueden vender para faena hasta esas fechas.`,
    figures: [{ label: "Rodeos en carencia", value: rodeos.length }],
    links: rodeos.slice(0, 5).map((r) => ({ label: `Rodeo ${r.rodeo}`, path: `/rodeos/${r.rodeo_id}` })),
    rows: rodeos.slice(0, MAX_ROWS).map((r) => ({ rodeo: r.rodeo, hasta: r.withdrawal_until })),
  };
}
