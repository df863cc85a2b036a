// Record-level rules (docs/accounts.md): any member writes movements, notes and tasks; the author, owners and
// admins edit or delete them. Defined once here; routes apply it after their door, services never do.
import type { Role } from "../../db/schema";
import { forbidden } from "../../lib/errors";
import { canManage } from "./access";

/** The records this rule covers, each with its own refusal (message and code the SPA already knows). */
const REFUSALS = {
  movement: () => forbidden("Solo podés modificar los registros que cargaste", "NOT_YOUR_RECORD"),
  note: () => forbidden("Solo podés modificar las notas que escribiste", "NOT_YOUR_NOTE"),
  task: () =>
    forbidden("Solo quien creó la tarea, un propietario o un administrador pueden modificarla", "NOT_YOUR_TASK"),
} as const;

export type RecordKind = keyof typeof REFUSALS;

/** The caller may edit or delete a record by `authorId`: its author, or an owner or admin. */
export function mayEditRecord(role: Role, userId: number, authorId: number | null): boolean {
  return authorId === userId || canManage(role);
}

/** 403 (the record kind's own message) unless the caller may edit the record. */
export function assertMayEditRecord(
  kind: RecordKind,
  caller: { role: Role; userId: number },
  authorId: number | null,
): void {
  if (!mayEditRecord(caller.role, caller.userId, authorId)) throw REFUSALS[kind]();
}
