// Who may edit or delete a record (docs/accounts.md): any member their own, owners and admins anyone's.
// Structural entries (lot, rodeo, cycle changes) and deleted records are never edited.
import type { Movement } from "@shared/herd-types";
import { STRUCTURAL_TYPES, type MovementType } from "@shared/movement-types";
import type { OrganizationRole } from "../../lib/session";

export function canChangeMovement(
  movement: Pick<Movement, "type" | "deleted" | "created_by" | "id">,
  role: OrganizationRole | null | undefined,
  userId: number | null | undefined,
): boolean {
  if (!role || movement.deleted || movement.id < 0) return false;
  if (STRUCTURAL_TYPES.has(movement.type as MovementType)) return false;
  return role === "owner" || role === "admin" || (userId != null && movement.created_by === userId);
}
