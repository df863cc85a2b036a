// The aggregates recomputed in TypeScript from an organization's rows, with the domain's own effect
// functions (movementEffects) rather than the SQL the triggers run, and the check that the stored
// aggregate tables equal them (docs/aggregates.md).
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { movementEffects } from "../../worker/areas/herd/movements/stock-effects";
import { AGGREGATE_TABLES } from "../../worker/areas/aggregates/aggregate-sql";

type Row = Record<string, unknown>;
/** Table → key (joined key columns) → value columns. */
export type Aggregates = Record<string, Record<string, Record<string, number>>>;

const KEYS: Record<string, string[]> = {
  rodeo_days: ["rodeo_id", "day"],
  rodeo_months: ["month", "rodeo_id"],
  supply_months: ["month", "asset_id"],
  supply_days: ["day", "asset_id"],
  lot_days: ["day", "lot_id"],
  finance_days: ["day"],
  finance_categories: ["day", "category"],
  activity_days: ["day"],
};
/** Costs and kilos are REAL sums: compared to the micro-unit. */
const round = (v: number) => Math.round(v * 1e6) / 1e6;
const USE_TYPES = new Set(["ASSET_CONSUMPTION", "TREATMENT", "MEDICINE"]);

const json = (v: unknown) => (typeof v === "string" ? (JSON.parse(v) as unknown) : v);

async function rows(query: string, ...params: unknown[]) {
  return (
    await env.DB.prepare(query)
      .bind(...params)
      .all<Row>()
  ).results;
}

/** What the organization's rows add up to, table by table (rows that add nothing left out). */
export async function modelAggregates(orgId: number): Promise<Aggregates> {
  const [movements, supplies, invoices, lines, purchases, purchaseLines] = await Promise.all([
    rows("SELECT * FROM movements WHERE organization_id = ?", orgId),
    rows("SELECT id FROM assets WHERE organization_id = ?", orgId),
    rows("SELECT * FROM invoices WHERE organization_id = ?", orgId),
    rows("SELECT l.* FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE i.organization_id = ?", orgId),
    rows("SELECT * FROM purchases WHERE organization_id = ?", orgId),
    rows(
      "SELECT l.* FROM purchase_lines l JOIN purchases p ON p.id = l.purchase_id WHERE p.organization_id = ?",
      orgId,
    ),
  ]);
  const out: Aggregates = Object.fromEntries(AGGREGATE_TABLES.map((t) => [t, {}]));
  const add = (table: string, key: Array<string | number>, values: Record<string, number>) => {
    const k = key.join("|");
    const row = (out[table]![k] ??= {});
    for (const [name, v] of Object.entries(values)) row[name] = (row[name] ?? 0) + v;
  };
  const ownSupplies = new Set(supplies.map((a) => Number(a.id)));
  for (const m of movements) {
    const date = String(m.date);
    const [day, month, dom] = [date.slice(0, 10), date.slice(0, 7), Number(date.slice(8, 10))];
    const recorded = new Date(Date.parse(String(m.created_at)) - 3 * 3_600_000).toISOString().slice(0, 10);
    add("activity_days", [recorded], { recorded: 1, live: m.deleted ? 0 : 1 });
    if (m.deleted) continue;
    const data = (json(m.data) ?? {}) as Record<string, unknown>;
    const animals = (json(m.animals) ?? []) as Array<{ category_id: number | null; count: number }>;
    const perRodeo = new Map<number, number>();
    for (const d of movementEffects({ type: String(m.type), rodeo_id: m.rodeo_id as number | null, animals, data })) {
      perRodeo.set(d.rodeo_id, (perRodeo.get(d.rodeo_id) ?? 0) + d.delta);
    }
    for (const [rodeo, net] of perRodeo) {
      if (net === 0) continue;
      add("rodeo_days", [rodeo, day], { net, low: Math.min(net, 0) });
      add("rodeo_months", [month, rodeo], { net, weighted: net * dom, low: Math.min(net, 0) });
    }
    const supply = Number(data.asset_id);
    if (USE_TYPES.has(String(m.type)) && ownSupplies.has(supply)) {
      const q = (m.type === "ASSET_CONSUMPTION" ? data.quantity : data.asset_quantity) as number | null | undefined;
      const cost = q != null && typeof data.unit_cost === "number" ? q * data.unit_cost : 0;
      const consumed = m.type === "ASSET_CONSUMPTION" ? cost : 0;
      const milli = q == null ? 0 : Math.round(q * 1000);
      add("supply_months", [month, supply], { uses: 1, milli, cost, consumed_cost: consumed });
      if (m.type === "ASSET_CONSUMPTION") add("supply_days", [day, supply], { consumed_cost: consumed });
      if (m.rodeo_id != null) add("rodeo_months", [month, Number(m.rodeo_id)], { uses: 1, cost });
      else if (m.lot_id != null) add("lot_days", [day, Number(m.lot_id)], { uses: 1, cost });
    }
    if (m.type === "SELL") {
      const heads = animals.reduce((s, a) => s + a.count, 0);
      const weight = typeof data.mean_weight === "number" ? data.mean_weight : 0;
      add("finance_days", [day], { heads_sold: heads, kilos_sold: heads * weight });
    }
  }
  for (const i of invoices) {
    if (i.status !== "emitida" && i.status !== "pagada") continue;
    const kg = lines.filter((l) => l.invoice_id === i.id && l.unit === "kg");
    add("finance_days", [String(i.date)], {
      income_cents: Number(i.net_cents),
      kg_net_cents: kg.reduce((s, l) => s + Number(l.net_cents), 0),
      kg_milli: kg.reduce((s, l) => s + Number(l.quantity_milli), 0),
    });
  }
  for (const p of purchases) {
    if (p.deleted) continue;
    add("finance_days", [String(p.date)], { expense_cents: Number(p.net_cents) });
    for (const l of purchaseLines.filter((x) => x.purchase_id === p.id)) {
      add("finance_categories", [String(p.date), String(l.category)], { net_cents: Number(l.net_cents) });
    }
  }
  return clean(out);
}

/** Drops rows whose every value is zero and rounds the sums. */
function clean(aggregates: Aggregates): Aggregates {
  return Object.fromEntries(
    Object.entries(aggregates).map(([table, byKey]) => [
      table,
      Object.fromEntries(
        Object.entries(byKey)
          .map(
            ([key, values]) =>
              [key, Object.fromEntries(Object.entries(values).map(([n, v]) => [n, round(v)]))] as const,
          )
          .filter(([, values]) => Object.values(values).some((v) => v !== 0))
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
    ]),
  );
}

/** What the aggregate tables hold for the organization. */
export async function storedAggregates(orgId: number): Promise<Aggregates> {
  const out: Aggregates = {};
  for (const table of AGGREGATE_TABLES) {
    const keys = KEYS[table]!;
    const byKey: Record<string, Record<string, number>> = {};
    for (const r of await rows(`SELECT * FROM ${table} WHERE organization_id = ?`, orgId)) {
      const values: Record<string, number> = {};
      for (const [name, v] of Object.entries(r)) {
        if (name !== "organization_id" && !keys.includes(name)) values[name] = Number(v);
      }
      byKey[keys.map((k) => String(r[k])).join("|")] = values;
    }
    out[table] = byKey;
  }
  // Missing columns of the model's rows are zeros of the table's.
  return clean(out);
}

/** Every aggregate of the organization equals its recomputation from the rows. */
export async function expectAggregatesMatchLog(orgId: number, context = "") {
  const [stored, model] = await Promise.all([storedAggregates(orgId), modelAggregates(orgId)]);
  for (const table of AGGREGATE_TABLES) {
    const fill = (byKey: Record<string, Record<string, number>>, columns: string[]) =>
      Object.fromEntries(
        Object.entries(byKey).map(([k, v]) => [k, Object.fromEntries(columns.map((c) => [c, v[c] ?? 0]))]),
      );
    const columns = [...new Set(Object.values(stored[table]!).flatMap((v) => Object.keys(v)))];
    const all = columns.length ? columns : [...new Set(Object.values(model[table]!).flatMap((v) => Object.keys(v)))];
    expect(fill(stored[table]!, all), `${table} ${context}`).toEqual(fill(model[table]!, all));
  }
}
