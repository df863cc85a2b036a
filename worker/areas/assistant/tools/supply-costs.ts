// Tool `supply_costs`: money spent on supplies in a period (docs/assistant.md), of one kind (alimento,
// sanidad…) or all: what was loaded (each load's quantity × the unit cost it stored, as the purchases the
// seed and the screens record) and what was used (each consumption's, and each treatment's supply, quantity ×
// its stored unit cost, else the supply's current cost: the consumption report's figure and valuation).
import { sql } from "drizzle-orm";
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { SUPPLY_KINDS } from "../../../shared/supply-schemas";
import { addDays } from "../../../shared/task-dates";
import * as z from "../../../shared/zod";
import { periodRange, spanText } from "../dates";
import { countNoun } from "../../../shared/plural";
import { ask, fmtInt, resolve, type ToolScope } from "./tool-scope";
import { nameArg, rangeArgs } from "./tool-input";

export const supplyCostsInput = z
  .object({
    kind: z.enum(SUPPLY_KINDS).optional().describe("Tipo de insumo: alimento, medicamento, sanidad, combustible, otro"),
    supply: nameArg("Un insumo por nombre (rollos, maíz…), en lugar de kind"),
    ...rangeArgs,
  })
  .strict();
export type SupplyCostsInput = z.infer<typeof supplyCostsInput>;

interface Row {
  type: string;
  data: string;
}
interface Asset {
  id: number;
  name: string;
  kind: string;
  unit_cost: number;
}
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

export async function supplyCostsTool(scope: ToolScope, input: SupplyCostsInput): Promise<AssistantToolResult> {
  const range = periodRange(scope.today, input, "mes");
  const after = addDays(range.to, 1);
  const [rows, assets] = await Promise.all([
    scope.db.all<Row>(sql`SELECT type, data FROM movements
      WHERE organization_id = ${scope.orgId} AND deleted = 0 AND type IN ('ASSET', 'ASSET_BATCH', 'ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')
        AND date >= ${range.from} AND date < ${after}`),
    scope.db.all<Asset>(sql`SELECT id, name, kind, unit_cost FROM assets WHERE organization_id = ${scope.orgId}`),
  ]);
  const byId = new Map(assets.map((a) => [a.id, a]));
  let only: Asset | undefined;
  if (input.supply) {
    const r = resolve("supply", input.supply, assets);
    if (!r.item) return ask(r.question);
    only = r.item;
  }
  const ofKind = (item: Record<string, unknown>) => {
    const asset = byId.get(Number(item.asset_id));
    if (only) return asset?.id === only.id;
    return !input.kind || (asset?.kind ?? item.kind) === input.kind;
  };
  let bought = 0;
  let loads = 0;
  let used = 0;
  let uses = 0;
  for (const row of rows) {
    const data = (typeof row.data === "string" ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
    if (row.type !== "ASSET" && row.type !== "ASSET_BATCH") {
      // A consumption, or a treatment that used a supply (as the consumption report counts them).
      if (data.asset_id == null || !byId.has(Number(data.asset_id)) || !ofKind(data)) continue;
      const cost = num(data.unit_cost) ?? byId.get(Number(data.asset_id))?.unit_cost ?? 0;
      used += (num(row.type === "ASSET_CONSUMPTION" ? data.quantity : data.asset_quantity) ?? 0) * cost;
      uses += 1;
      continue;
    }
    const items = (row.type === "ASSET" ? [data] : Array.isArray(data.items) ? data.items : []) as Array<
      Record<string, unknown>
    >;
    const mine = items.filter(ofKind);
    if (!mine.length) continue;
    loads += 1;
    for (const item of mine) bought += (num(item.quantity) ?? 0) * (num(item.unit_cost) ?? 0);
  }
  const what = only ? `en ${only.name}` : input.kind ? `en ${input.kind}` : "en insumos";
  const span = spanText(range.from, range.to, scope.today);
  const money = (n: number) => `$ ${fmtInt(Math.round(n))}`;
  const summary =
    loads || uses
      ? `Gastaste ${money(bought)} ${what} ${span}: ${countNoun(loads, "ingreso", fmtInt)} de insumos. ` +
        `Consumiste ${money(used)} ${what} (${countNoun(uses, "uso", fmtInt)} en consumos y tratamientos, valorizados a su costo).`
      : `No hubo ingresos ni consumos de insumos ${what.replace(/^en /, "de ")} ${span}.`;
  return {
    summary,
    period: span,
    figures: [
      { label: "Comprado", value: Math.round(bought), unit: "$" },
      { label: "Consumido", value: Math.round(used), unit: "$" },
    ],
    links: [
      { label: `Ingresos de insumos ${span}`, path: `/data?type=ASSET&from=${range.from}&to=${range.to}` },
      { label: "Consumo", path: "/consumption" },
      { label: "Stock", path: "/stock" },
    ],
  };
}
