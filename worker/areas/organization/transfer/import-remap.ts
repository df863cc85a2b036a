// Pure part of an import: new ids for every row (a block above the current largest id of each table),
// every reference rewritten to them (columns and the ids nested in a movement's JSON), users matched by
// email among the target's members, and the stock and supplies checked against the replay of the log.
import { replayStock } from "../../herd/movements/replay";
import { replaySupplies, toMilli } from "../../herd/supplies/supply-effects";
import type { Row } from "./transfer-read";
import {
  NESTED_ID_SUFFIXES,
  NESTED_USER_KEYS,
  TRANSFER_TABLES,
  transferTable,
  type RefTarget,
  type TransferKey,
} from "./transfer-tables";

export type IdMaps = Map<TransferKey, Map<number, number>>;

export class ImportRefused extends Error {}

/** Tables an import writes with new ids (listed-only ones are skipped, and references to them dropped). */
export const importedTables = TRANSFER_TABLES.filter((t) => !t.listOnly);
export const idTables = importedTables.filter((t) => "id" in t.table);

/** Old id → new id for every imported row: `base[key] + 1 …` in the order of the old ids. */
export function newIds(tables: Map<TransferKey, Row[]>, base: Record<string, number>): IdMaps {
  const maps: IdMaps = new Map();
  for (const t of idTables) {
    const ids = (tables.get(t.key) ?? []).map((r) => r.id as number).sort((a, b) => a - b);
    const map = new Map<number, number>();
    ids.forEach((id, i) => {
      if (map.has(id)) throw new ImportRefused(`El id ${id} se repite en ${t.key}`);
      map.set(id, (base[t.key] ?? 0) + i + 1);
    });
    maps.set(t.key, map);
  }
  return maps;
}

function mapRef(target: RefTarget, old: unknown, maps: IdMaps, users: Map<number, number>, where: string): unknown {
  if (old === null || old === undefined) return null;
  if (target === "users") return users.get(old as number) ?? null;
  if (transferTable(target).listOnly) return null;
  const id = maps.get(target)?.get(old as number);
  if (id === undefined) throw new ImportRefused(`Referencia inválida en ${where}: ${String(old)}`);
  return id;
}

/** The target a nested key names (`to_rodeo_id` → rodeos, `editedBy` → users), or null. */
function nestedTarget(key: string): RefTarget | null {
  if (NESTED_USER_KEYS.includes(key)) return "users";
  return NESTED_ID_SUFFIXES.find(([suffix]) => key === suffix || key.endsWith(`_${suffix}`))?.[1] ?? null;
}

/** A movement's JSON with its nested ids rewritten; an id that names nothing exported becomes null. */
function remapNested(value: unknown, maps: IdMaps, users: Map<number, number>): unknown {
  if (Array.isArray(value)) return value.map((v) => remapNested(v, maps, users));
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const target = nestedTarget(key);
    if (target && typeof v === "number") {
      out[key] =
        target === "users"
          ? (users.get(v) ?? null)
          : transferTable(target).listOnly
            ? null
            : (maps.get(target)?.get(v) ?? null);
    } else out[key] = remapNested(v, maps, users);
  }
  return out;
}

/** Every imported row with its new id, the target organization and rewritten references. */
export function remapRows(
  tables: Map<TransferKey, Row[]>,
  orgId: number,
  maps: IdMaps,
  users: Map<number, number>,
): Map<TransferKey, Row[]> {
  const out = new Map<TransferKey, Row[]>();
  for (const t of importedTables) {
    const rows = (tables.get(t.key) ?? []).map((row, i) => {
      const next: Row = { ...row };
      if ("id" in next) next.id = maps.get(t.key)!.get(row.id as number);
      if ("organization_id" in next) next.organization_id = orgId;
      for (const [column, target] of Object.entries(t.refs)) {
        next[column] = mapRef(target, row[column], maps, users, `${t.key}[${i}].${column}`);
      }
      for (const column of t.json ?? []) next[column] = remapNested(row[column], maps, users);
      return next;
    });
    out.set(t.key, rows);
  }
  return out;
}

type StockMovement = Parameters<typeof replayStock>[0] extends Iterable<infer M> ? M : never;

/** The log is the truth: the file's stock and supply quantities must be what its movements add up to. */
export function checkAgainstLog(rows: Map<TransferKey, Row[]>): void {
  const movements = (rows.get("movements") ?? []) as unknown as StockMovement[];
  const stock = replayStock(movements);
  const stored = new Map<string, number>();
  for (const s of rows.get("rodeo_stock") ?? []) {
    if ((s.count as number) !== 0) stored.set(`${String(s.rodeo_id)}:${String(s.category_id)}`, s.count as number);
  }
  const same = stock.size === stored.size && [...stock].every(([key, count]) => stored.get(key) === count);
  if (!same) throw new ImportRefused("El stock del archivo no coincide con su registro de movimientos");
  const supplies = replaySupplies(movements);
  for (const supply of rows.get("assets") ?? []) {
    if (toMilli(supply.quantity as number) !== toMilli(supplies.get(supply.id as number) ?? 0)) {
      throw new ImportRefused(
        `La cantidad del insumo "${String(supply.name)}" no coincide con su registro de movimientos`,
      );
    }
  }
}
