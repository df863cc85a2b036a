// Tools `supplies_low` (supplies under their minimum, as GET /api/asset?low=true, or how much is left of one
// supply by name) and `withdrawals` (rodeos under meat withdrawal, as GET /api/asset/{org}/withdrawals): the
// same queries those routes run.
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { nounFor } from "../../../shared/plural";
import * as z from "../../../shared/zod";
import { listSupplies } from "../../herd/supplies/supply-queries";
import { rodeosUnderWithdrawal } from "../../herd/supplies/supply-report-queries";
import { dayLabel } from "../dates";
import { matchName } from "../name-match";
import { fmt3, fmtInt, resolve, ask, type ToolScope } from "./tool-scope";
import { nameArg } from "./tool-input";

export const suppliesInput = z
  .object({ supply: nameArg("Un insumo por nombre (maíz, rollo…): cuánto queda y su mínimo; sin él: los bajo mínimo") })
  .strict();
export type SuppliesInput = z.infer<typeof suppliesInput>;
export const withdrawalsInput = z.object({}).strict();

const MAX_ROWS = 20;

/** A unit as it reads after a number: words agree ("245 rollos"), abbreviations stay ("8.129 kg"). */
const unitFor = (n: number, unit: string) => (/^[a-záéíóúñ]{3,}$/i.test(unit) ? nounFor(n, unit) : unit);

/** How much is left of one supply, against its minimum. */
async function supplyLeft(scope: ToolScope, query: string): Promise<AssistantToolResult> {
  const all = await listSupplies(scope.db, { orgId: scope.orgId });
  // "maíz" names "Maíz molido"; several supplies of one name ("rollo": two kinds of bales) are all said.
  const match = matchName(query, all);
  const found = match.kind === "one" ? [match.item] : match.kind === "many" ? match.items.slice(0, 5) : [];
  if (!found.length) {
    const r = resolve("supply", query, all);
    return ask(r.question ?? `No encontré ningún insumo llamado "${query.slice(0, 60)}".`);
  }
  const line = (a: (typeof all)[number]) =>
    `${fmt3(a.quantity)} ${unitFor(a.quantity, a.unit)} de ${a.name} (mínimo ${fmt3(a.minimum)} ${unitFor(a.minimum, a.unit)})`;
  const low = found.filter((a) => a.low);
  const verdict = low.length
    ? `Sí: ${low.length === 1 ? "está" : "están"} por debajo del mínimo, conviene reponer.`
    : "No: está por encima del mínimo.";
  return {
    summary: `Hoy quedan ${found.map(line).join("; ")}. ${found.length === 1 ? verdict : low.length ? `${low.map((a) => a.name).join(", ")} por debajo del mínimo.` : "Todos por encima del mínimo."}`,
    figures: found.map((a) => ({ label: a.name, value: a.quantity, unit: a.unit })),
    links: found.map((a) => ({ label: a.name, path: `/stock/${a.id}` })),
    rows: found.map((a) => ({ insumo: a.name, cantidad: a.quantity, minimo: a.minimum, unidad: a.unit })),
  };
}

export async function suppliesLowTool(scope: ToolScope, input: SuppliesInput = {}): Promise<AssistantToolResult> {
  if (input.supply) return supplyLeft(scope, input.supply);
  const low = await listSupplies(scope.db, { orgId: scope.orgId, low: true });
  if (!low.length) {
    return {
      summary: "Hoy ningún insumo está por debajo de su mínimo.",
      figures: [{ label: "Insumos bajo mínimo", value: 0 }],
      links: [{ label: "Stock", path: "/stock" }],
    };
  }
  const list = low.slice(0, MAX_ROWS).map((a) => `${a.name} (${fmt3(a.quantity)} de ${fmt3(a.minimum)} ${a.unit})`);
  return {
    summary: `Hoy ${fmtInt(low.length)} insumo${low.length === 1 ? " está" : "s están"} por debajo del mínimo: ${list.join(", ")}.`,
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
