// Supply movements (ASSET, ASSET_BATCH, ASSET_CONSUMPTION, and treatments that use a supply): resolving
// the assets a body names, and the statements that keep assets.quantity equal to the replay of the log.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { assets } from "../../../db/schema";
import type { Db } from "../../../env";
import { conflict, type FieldIssue } from "../../../lib/errors";
import {
  changeSupplyEffects,
  findSupplyShortage,
  fromMilli,
  supplyLines,
  toMilli,
  type SupplyDelta,
  type SupplyEffectMovement,
} from "./supply-effects";
import { SANITARY_SUPPLY_KINDS, type SupplyKind } from "../../../shared/supply-schemas";
import type { SupplyInfo, HerdContext } from "../movements/herd-context";
import { suppliesQuery } from "./supply-view";

const MISSING = "El insumo no existe en esta organización";

/** The existing assets a movement names (to load them with the rest of the context). */
export const existingSupplyIds = (m: SupplyEffectMovement): number[] =>
  supplyLines(m).flatMap((l) => (l.asset_id ? [l.asset_id] : []));

function liveSupply(ctx: HerdContext, id: unknown, path: string, issues: FieldIssue[]): SupplyInfo | undefined {
  const supply = typeof id === "number" ? ctx.supplies.get(id) : undefined;
  if (!supply || supply.deleted) issues.push({ path, message: MISSING });
  return supply && !supply.deleted ? supply : undefined;
}

/** One loaded supply as stored: an existing asset's own name, kind and unit, or the new asset's. */
function loadItem(ctx: HerdContext, raw: Record<string, unknown>, prefix: string, issues: FieldIssue[]) {
  const cost = typeof raw.unit_cost === "number" ? { unit_cost: raw.unit_cost } : {};
  if (raw.asset_id != null) {
    const supply = liveSupply(ctx, raw.asset_id, `${prefix}asset_id`, issues);
    if (!supply) return null;
    return {
      asset_id: supply.id,
      name: supply.name,
      kind: supply.kind,
      unit: supply.unit,
      quantity: raw.quantity,
      ...cost,
    };
  }
  // A new supply from /api/asset or its batch also carries its minimum and withdrawal days.
  const settings = Object.fromEntries(
    (["minimum", "withdrawal_days"] as const).flatMap((k) => (typeof raw[k] === "number" ? [[k, raw[k]]] : [])),
  );
  return {
    asset_id: null,
    name: raw.name,
    kind: (raw.kind as SupplyKind | undefined) ?? "otro",
    unit: (raw.unit as string | undefined) || "unidad",
    quantity: raw.quantity,
    ...cost,
    ...settings,
  };
}

/**
 * The stored data of a supply movement: every named asset must be a live asset of the organization
 * (another organization's id is a field issue, like an unknown one); treatments may only use
 * medicamento or sanidad. Other types' data passes through.
 */
export function resolveSupplies(
  type: string,
  data: Record<string, unknown>,
  ctx: HerdContext,
  issues: FieldIssue[],
): Record<string, unknown> {
  switch (type) {
    case "ASSET":
      return loadItem(ctx, data, "", issues) ?? data;
    case "ASSET_BATCH": {
      const items = (data.items as Array<Record<string, unknown>>).map((item, i) =>
        loadItem(ctx, item, `items.${i}.`, issues),
      );
      return { ...data, items };
    }
    case "ASSET_CONSUMPTION": {
      const supply = liveSupply(ctx, data.asset_id, "asset_id", issues);
      return supply ? { ...data, name: supply.name, kind: supply.kind, unit: supply.unit } : data;
    }
    case "TREATMENT":
    case "MEDICINE": {
      if (data.asset_id == null) return data;
      const supply = liveSupply(ctx, data.asset_id, "asset_id", issues);
      if (!supply) return data;
      if (!SANITARY_SUPPLY_KINDS.has(supply.kind)) {
        issues.push({ path: "asset_id", message: "El insumo usado debe ser un medicamento o de sanidad" });
      }
      // Its withdrawal days, when the body states none, are settled with the clearance day (movement-rules.ts).
      return { ...data, asset_name: supply.name, asset_unit: supply.unit };
    }
    default:
      return data;
  }
}

const formatQuantity = (q: number) => new Intl.NumberFormat("es-AR", { maximumFractionDigits: 3 }).format(q);

/** Refuses (409) a change that would leave a supply below zero or add to a removed one. */
export function checkSupplyDeltas(ctx: HerdContext, deltas: readonly SupplyDelta[]): void {
  for (const d of deltas) {
    const supply = ctx.supplies.get(d.asset_id);
    if (!supply) throw conflict("El insumo del registro ya no existe", "ASSET_GONE");
    if (d.milli > 0 && supply.deleted) throw conflict(`El insumo ${supply.name} fue eliminado`, "ASSET_GONE");
  }
  const shortage = findSupplyShortage((id) => ctx.supplies.get(id)?.milli ?? 0, deltas);
  if (shortage) {
    const supply = ctx.supplies.get(shortage.asset_id)!;
    const unit = supply.unit ? ` ${supply.unit}` : "";
    throw conflict(
      `No hay suficiente ${supply.name}: disponibles ${formatQuantity(shortage.available)}${unit}, ` +
        `el registro descuenta ${formatQuantity(shortage.requested)}${unit}`,
      "INSUFFICIENT_SUPPLY",
    );
  }
}

/** The assets a load creates: where the movement's data will hold each one's id, and the new row. */
function newSupplies(after: SupplyEffectMovement) {
  const data = after.data ?? {};
  const rows =
    after.type === "ASSET"
      ? [{ path: "$.asset_id", item: data }]
      : after.type === "ASSET_BATCH" && Array.isArray(data.items)
        ? (data.items as Array<Record<string, unknown>>).map((item, i) => ({ path: `$.items[${i}].asset_id`, item }))
        : [];
  return rows.filter((r) => r.item.asset_id == null);
}

/** A new load's unit cost becomes its existing supplies' unit cost (the last price paid; last row wins). */
function unitCostUpdates(db: Db, orgId: number, load: SupplyEffectMovement, now: string) {
  const data = load.data ?? {};
  const rows =
    load.type === "ASSET" ? [data] : load.type === "ASSET_BATCH" && Array.isArray(data.items) ? data.items : [];
  const costs = new Map<number, number>();
  for (const row of rows as Array<Record<string, unknown>>) {
    if (typeof row.asset_id === "number" && typeof row.unit_cost === "number") costs.set(row.asset_id, row.unit_cost);
  }
  return [...costs].map(([id, cost]) =>
    db
      .update(assets)
      .set({ unit_cost: cost, updated_at: now })
      .where(and(eq(assets.id, id), eq(assets.organization_id, orgId))),
  );
}

export interface SupplyWrites {
  /** Quantity updates and new assets, to commit before the movement itself. */
  statements: BatchItem<"sqlite">[];
  /** The movement's data with the new assets' ids filled in by the database, when it creates any. */
  data: SQL | null;
  deltas: SupplyDelta[];
  /** How many supplies the movement creates (the batch's newest asset ids). */
  created: number;
}

/**
 * Checks and writes the supply side of replacing `before` by `after`. Updates are relative, in
 * thousandths, so they replay exactly; CHECK (quantity >= 0) fails the whole batch if a concurrent
 * write took the supply first (runBatch answers 409).
 */
export function supplyWrites(
  db: Db,
  ctx: HerdContext,
  before: SupplyEffectMovement | null,
  after: SupplyEffectMovement | null,
  now: string,
): SupplyWrites {
  const deltas = changeSupplyEffects(before, after);
  checkSupplyDeltas(ctx, deltas);
  const statements: BatchItem<"sqlite">[] = deltas.map((d) =>
    db
      .update(assets)
      .set({ quantity: sql`(round(${assets.quantity} * 1000) + ${d.milli}) / 1000.0`, updated_at: now })
      .where(and(eq(assets.id, d.asset_id), eq(assets.organization_id, ctx.orgId))),
  );
  if (!before && after) statements.push(...unitCostUpdates(db, ctx.orgId, after, now));
  const created = after ? newSupplies(after) : [];
  for (const { item } of created) {
    statements.push(
      db.insert(assets).values({
        organization_id: ctx.orgId,
        name: String(item.name),
        kind: item.kind as SupplyKind,
        unit: String(item.unit),
        quantity: fromMilli(toMilli(item.quantity as number)),
        unit_cost: typeof item.unit_cost === "number" ? item.unit_cost : 0,
        minimum: typeof item.minimum === "number" ? item.minimum : 0,
        withdrawal_days: typeof item.withdrawal_days === "number" ? item.withdrawal_days : 0,
        created_at: now,
        updated_at: now,
      }),
    );
  }
  if (!created.length) return { statements, data: null, deltas, created: 0 };
  // Inside the batch (one transaction, one writer) AUTOINCREMENT gives the new rows consecutive ids
  // ending at max(id): the j-th of k new assets is max(id) − (k − 1 − j).
  const k = created.length;
  const sets = created.map(
    ({ path }, j) => sql`, ${path}, (SELECT max(${assets.id}) FROM ${assets}) - ${sql.raw(String(k - 1 - j))}`,
  );
  const data = sql`json_set(${JSON.stringify(after!.data ?? {})}${sql.join(sets)})`;
  return { statements, data, deltas, created: k };
}

/**
 * The read, in the write's own batch, of every live supply it changed: the ones whose quantity moved and
 * the `created` new ones (the newest asset ids inside the batch's transaction). Null when none.
 */
export function changedSuppliesRead(db: Db, orgId: number, supplies: Pick<SupplyWrites, "deltas" | "created">) {
  if (!supplies.deltas.length && !supplies.created) return null;
  const newest = supplies.created
    ? sql`${assets.id} > (SELECT max(${assets.id}) FROM ${assets}) - ${sql.raw(String(supplies.created))}`
    : undefined;
  return suppliesQuery(db, { orgId, ids: supplies.deltas.map((d) => d.asset_id), or: newest });
}
