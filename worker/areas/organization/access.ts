// Authorization rules of docs/accounts.md as pure functions: roles, who manages structure and members.
// Who edits a record (movement, note, task): ./record-rules.ts.
import type { Role } from "../../db/schema";
import { forbidden } from "../../lib/errors";

const RANK: Record<Role, number> = { user: 0, admin: 1, owner: 2 };

/** `role` is `atLeast` or above (owner > admin > user). */
export function hasRole(role: Role, atLeast: Role): boolean {
  return RANK[role] >= RANK[atLeast];
}

/** Owners and admins manage structure and may edit anyone's records. */
export const canManage = (role: Role): boolean => hasRole(role, "admin");

/** Money (invoices, purchases, the finance summary) is for owners and admins; plain users see none. */
export const canSeeMoney = (role: Role): boolean => hasRole(role, "admin");

/** Structure (lots, rodeos, fields...) is managed by owners and admins; `message` names what. */
export function assertManages(role: Role, message: string): void {
  if (!canManage(role)) throw forbidden(message, "ROLE_FORBIDDEN");
}

/** Any member loads an existing supply; creating one (a load naming a new supply) is managing supplies. */
export function assertMayLoadSupplies(role: Role, createsSupply: boolean): void {
  if (createsSupply) assertManages(role, "Solo propietarios y administradores crean insumos nuevos");
}

export const notAMember = () => forbidden("No tenés acceso a esta organización", "NOT_A_MEMBER");

/** The door's rule: a member whose role reaches `atLeast` (403 otherwise, learning nothing else). */
export function assertRole(role: Role | null | undefined, atLeast: Role = "user"): Role {
  if (!role) throw notAMember();
  if (!hasRole(role, atLeast)) throw forbidden("Tu rol no permite esta acción", "ROLE_FORBIDDEN");
  return role;
}

export const ownersOnly = () => forbidden("Solo un propietario puede nombrar o cambiar propietarios", "OWNER_ONLY");

/** Only owners name owners (adding a member with the owner role). */
export function assertMayGrant(callerRole: Role, newRole: Role): void {
  if (newRole === "owner" && callerRole !== "owner") throw ownersOnly();
}

/** Owners and admins manage members; only owners touch owners. */
export function assertMayManageMember(callerRole: Role, targetRole: Role, newRole?: Role): void {
  if (callerRole === "user") throw forbidden("Tu rol no permite administrar miembros", "ROLE_FORBIDDEN");
  if (callerRole !== "owner" && (targetRole === "owner" || newRole === "owner")) throw ownersOnly();
}
