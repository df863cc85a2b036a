// The door row of a movement edit or delete: the caller's role in the organization of the path and the
// movement of that organization, in one statement (the resource entrance, organization/door.ts).
import { and, eq, getTableColumns } from "drizzle-orm";
import { movements, userOrganizations } from "../../../db/schema";
import type { Db } from "../../../env";
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
