// Movement list reads: filters, cursor pagination (date desc, id desc) and the one-statement queries.
import { and, desc, eq, getTableColumns, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { movements, reproductiveCycles, rodeos } from "../../../db/schema";
import type { Db } from "../../../env";
import { badRequest } from "../../../lib/errors";
import type { Movement, MovementPage } from "../../../shared/herd-types";
import * as z from "../../../shared/zod";
import { isoDate } from "../../../shared/schema-parts";
import { MOVEMENT_TYPES } from "../../../shared/movement-types";
import { toMovement, type MovementRow } from "./movement-row";

export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 500;

const queryId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);

export const movementListQuery = z.object({
  type: z
    .string()
    .max(1000)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const types = [
        ...new Set(
          v
            .split(",")
            .map((t) => t.trim().toUpperCase())
            .filter(Boolean),
        ),
      ];
      const unknown = types.filter((t) => !(MOVEMENT_TYPES as readonly string[]).includes(t));
      if (unknown.length) {
        ctx.addIssue({ code: "custom", message: `Tipo de movimiento desconocido: ${unknown.join(", ")}` });
        return z.NEVER;
      }
      return types;
    }),
  rodeo_id: queryId.optional(),
  lot_id: queryId.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE, `Máximo ${MAX_PAGE} por página`).default(DEFAULT_PAGE),
  include_deleted: z.enum(["true", "false", "1", "0"]).optional(),
});

export const pageQuery = movementListQuery.pick({ cursor: true, limit: true, include_deleted: true });

export type MovementListQuery = z.output<typeof movementListQuery>;

export function encodeCursor(row: { date: string; id: number }): string {
  return btoa(`${row.date}|${row.id}`).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function decodeCursor(cursor: string): { date: string; id: number } {
  try {
    const [date, id] = atob(cursor.replaceAll("-", "+").replaceAll("_", "/")).split("|");
    const n = Number(id);
    if (date && /^\d{4}-\d{2}-\d{2}/.test(date) && Number.isInteger(n) && n > 0) return { date, id: n };
  } catch {
    // falls through to the 400
  }
  throw badRequest("Cursor inválido", "INVALID_CURSOR", [{ path: "cursor", message: "Cursor inválido" }]);
}

/** A `to` given as a day includes that whole day. */
const endOfDay = (iso: string) => (iso.endsWith("T00:00:00.000Z") ? `${iso.slice(0, 10)}T23:59:59.999Z` : iso);

function pageConditions(q: Partial<MovementListQuery>): SQL[] {
  const conditions: SQL[] = [];
  if (q.include_deleted !== "true" && q.include_deleted !== "1") conditions.push(eq(movements.deleted, false));
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    conditions.push(or(lt(movements.date, c.date), and(eq(movements.date, c.date), lt(movements.id, c.id)))!);
  }
  return conditions;
}

/**
 * A list's movement columns: a session's animal by animal lists (a tagging's `tagged`, a weighing's `weights`) are
 * left to the record's own GET; `animals` and `animals_weighed` still count them. A day at the chute of a few
 * sessions of 200 animals made the log's first page hundreds of KB (docs/herd.md, docs/performance.md).
 */
export const MOVEMENT_LIST_COLUMNS = {
  ...getTableColumns(movements),
  data: sql`json_remove(${movements.data}, '$.tagged', '$.weights')`.mapWith(movements.data),
};

/** The log's order: newest day first, then newest id. */
export const MOVEMENT_ORDER = [desc(movements.date), desc(movements.id)];

/** Cuts the extra row fetched to know whether another page exists. */
export function toPage(rows: MovementRow[], limit: number): MovementPage {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { movements: page.map(toMovement), next_cursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** The WHERE of a log page: `orgId`'s movements under the list query's filters. */
export function listConditions(orgId: number, q: Partial<MovementListQuery>): SQL {
  const conditions = [eq(movements.organization_id, orgId), ...pageConditions(q)];
  if (q.type) conditions.push(inArray(movements.type, q.type));
  if (q.rodeo_id) conditions.push(eq(movements.rodeo_id, q.rodeo_id));
  if (q.lot_id) conditions.push(eq(movements.lot_id, q.lot_id));
  if (q.from) conditions.push(gte(movements.date, q.from));
  if (q.to) conditions.push(lte(movements.date, endOfDay(q.to)));
  return and(...conditions)!;
}

export async function listMovements(db: Db, orgId: number, q: MovementListQuery): Promise<MovementPage> {
  const rows = await db
    .select(MOVEMENT_LIST_COLUMNS)
    .from(movements)
    .where(listConditions(orgId, q))
    .orderBy(...MOVEMENT_ORDER)
    .limit(q.limit + 1);
  return toPage(rows, q.limit);
}

/** The WHERE of the latest movements: `orgId`'s live log. */
export const lastConditions = (orgId: number) =>
  and(eq(movements.organization_id, orgId), eq(movements.deleted, false))!;

export async function lastMovements(db: Db, orgId: number, n = 10): Promise<Movement[]> {
  const rows = await db
    .select(MOVEMENT_LIST_COLUMNS)
    .from(movements)
    .where(lastConditions(orgId))
    .orderBy(...MOVEMENT_ORDER)
    .limit(n);
  return rows.map(toMovement);
}

type PageQuery = z.output<typeof pageQuery>;

/** Joined from the parent row so an id of another organization is a 404, still in one statement. */
async function pageUnder(
  db: Db,
  parent: typeof rodeos | typeof reproductiveCycles,
  where: SQL,
  join: SQL,
  q: PageQuery,
): Promise<MovementPage | null> {
  const rows = await db
    .select({ parent: parent.id, m: MOVEMENT_LIST_COLUMNS })
    .from(parent)
    .leftJoin(movements, and(join, ...pageConditions(q)))
    .where(where)
    .orderBy(...MOVEMENT_ORDER)
    .limit(q.limit + 1);
  if (!rows.length) return null;
  return toPage(
    rows.flatMap((r) => (r.m && (r.m as MovementRow).id ? [r.m as MovementRow] : [])),
    q.limit,
  );
}

/** A rodeo's movements, including the moves and weanings that brought animals into it. */
export function rodeoMovements(db: Db, orgId: number, rodeoId: number, q: PageQuery) {
  const incoming = sql`(${movements.type} IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(json_extract(${movements.data}, '$.to_rodeo_id'), json_extract(${movements.data}, '$.destination_rodeo_id')) = ${rodeoId})`;
  return pageUnder(
    db,
    rodeos,
    and(eq(rodeos.id, rodeoId), eq(rodeos.organization_id, orgId))!,
    and(eq(movements.organization_id, orgId), or(eq(movements.rodeo_id, rodeoId), incoming))!,
    q,
  );
}

export function cycleMovements(db: Db, orgId: number, cycleId: number, q: PageQuery) {
  return pageUnder(
    db,
    reproductiveCycles,
    and(eq(reproductiveCycles.id, cycleId), eq(reproductiveCycles.organization_id, orgId))!,
    and(eq(movements.organization_id, orgId), eq(movements.cycle_id, cycleId))!,
    q,
  );
}
