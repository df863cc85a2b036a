// The door rows of a movement, each one statement (the resource entrance, organization/door.ts): for an edit
// or delete, the caller's role in the organization of the path and the movement of that organization; for
// GET /movement/:id, the movement and the caller's role in its own organization.
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { movements, userOrganizations } from "../../../db/schema";
import type { Db } from "../../../env";
import { callerRole } from "../../organization/member-role";
import type { MovementRow } from "./movement-row";

/** Null `role`: not a member (or no row at all); null `movement`: no movement `id` in that organization. */
export async function movementDoorRow(db: Db, userId: number, orgId: number, id: number) {
  const [row] = await db
    .select({ role: userOrganizations.role, movement: getTableColumns(movements) })
    .from(userOrganizations)
    .leftJoin(movements, and(eq(movements.id, id), eq(movements.organization_id, userOrganizations.organization_id)))
    .where(and(eq(userOrganizations.user_id, userId), eq(userOrganizations.organization_id, orgId)))
    .limit(1);
  return { role: row?.role ?? null, movement: (row?.movement ?? null) as MovementRow | null };
}

/** Movement `id` (deleted or not) and the caller's role in its organization (null: not a member); undefined: none. */
export async function movementReadRow(
  db: Db,
  userId: number,
  id: number,
): Promise<{ movement: MovementRow; role: string | null } | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(movements),
      role: sql<string | null>`${callerRole(userId, sql`"movements"."organization_id"`)}`,
    })
    .from(movements)
    .where(eq(movements.id, id))
    .limit(1);
  if (!row) return undefined;
  const { role, ...movement } = row;
  return { movement, role };
}
