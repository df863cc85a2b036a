// Pure rules of the notes (docs/tasks-and-notes.md): who edits a note.
import type { Role } from "../../../db/schema";
import { forbidden } from "../../../lib/errors";
import { canManage } from "../../organization/access";

/** Any member writes notes; the author, owners and admins edit or delete them. */
export function mayEditNote(role: Role, userId: number, authorId: number | null): boolean {
  return authorId === userId || canManage(role);
}

export function assertMayEditNote(role: Role, userId: number, authorId: number | null): void {
  if (!mayEditNote(role, userId, authorId)) {
    throw forbidden("Solo podés modificar las notas que escribiste", "NOT_YOUR_NOTE");
  }
}
