// Exactly-once creates (docs/offline.md): a movement create that carries a client id made at save time is
// recorded once per organization. A repeat (a retry after a lost response, a second tab, the offline
// outbox) answers the movement already recorded; two identical requests at the same moment both get it,
// because the loser's batch fails on the unique index (movements_org_client_uq), or on a guard the twin's
// write tripped first (its stock, its tags: a 409), and rolls back whole, stock included.
import { and, eq, sql } from "drizzle-orm";
import { movements } from "../../../db/schema";
import type { Db } from "../../../env";
import { isUniqueViolation } from "../../../db/db-errors";
import { ApiError, conflict } from "../../../lib/errors";
import { KIND_TYPES, type MovementBodyKind } from "../../../shared/movement-schemas";
import type { MovementRow } from "./movement-row";

export const clientIdOf = (body: unknown): string | null => {
  const id = (body as { client_id?: unknown } | null)?.client_id;
  return typeof id === "string" ? id : null;
};

export async function findByClientId(db: Db, orgId: number, clientId: string): Promise<MovementRow | null> {
  const [row] = await db
    .select()
    .from(movements)
    .where(and(eq(movements.organization_id, orgId), eq(movements.client_id, clientId)))
    .limit(1);
  return row ?? null;
}

/**
 * The movements already recorded under any of `clientIds` in the organization, by client id: one statement
 * for a whole batch (the ids travel as one JSON parameter: D1 binds at most 100).
 */
export async function findByClientIds(db: Db, orgId: number, clientIds: readonly string[]) {
  if (!clientIds.length) return new Map<string, MovementRow>();
  const rows = await db
    .select()
    .from(movements)
    .where(
      and(
        eq(movements.organization_id, orgId),
        sql`${movements.client_id} IN (SELECT value FROM json_each(${JSON.stringify(clientIds)}))`,
      ),
    );
  return new Map(rows.map((row) => [row.client_id!, row]));
}

/** The recorded movement a repeat answers; a client id reused for another kind of record is a 409. */
export function replayOf(kind: MovementBodyKind, row: MovementRow): MovementRow {
  if (!(KIND_TYPES[kind] as readonly string[]).includes(row.type)) {
    throw conflict("Ese identificador de registro ya se usó para otro tipo de movimiento", "CLIENT_ID_REUSED");
  }
  return row;
}

/** After a failed create: the movement a concurrent identical request recorded, if that is why it failed. */
export async function concurrentTwin(db: Db, orgId: number, clientId: string | null, error: unknown) {
  const lostRace = isUniqueViolation(error) || (error instanceof ApiError && error.status === 409);
  if (!clientId || !lostRace) return null;
  return findByClientId(db, orgId, clientId);
}
