// Proves, in one statement, what a task body names: the assignee is a member of the organization, and the
// lot, rodeo and note are live rows of it. Reads back what the assignment message needs (email, names).
import { sql } from "drizzle-orm";
import type { Db } from "../../../env";
import { badRequest, type FieldIssue } from "../../../lib/errors";

export interface TaskRefs {
  assignee_id?: number | null;
  lot_id?: number | null;
  rodeo_id?: number | null;
  note_id?: number | null;
}

export interface Assignee {
  id: number;
  email: string;
  name: string;
}

/** The row of checkTaskRefs' read: the EXISTS columns are SQLite's 0/1. */
interface TaskRefsRow {
  organization: string | null;
  /** json_object text of the Assignee, or null: not a member. */
  assignee: string | null;
  lot: number;
  rodeo: number;
  note: number;
}

const NONE = -1;
const idOr = (id: number | null | undefined) => (typeof id === "number" ? id : NONE);

/**
 * 400 VALIDATION_ERROR (Spanish, one issue per field) unless every id named belongs to `orgId`; returns the
 * assignee (when one is named) and the organization's name for the assignment message.
 */
export async function checkTaskRefs(
  db: Db,
  orgId: number,
  refs: TaskRefs,
): Promise<{ assignee: Assignee | null; organization: string }> {
  const [row] = await db.all<TaskRefsRow>(sql`
    SELECT
      (SELECT name FROM organizations WHERE id = ${orgId}) AS organization,
      (SELECT json_object('id', u.id, 'email', u.email, 'name', trim(u.first_name || ' ' || u.last_name))
         FROM user_organizations uo JOIN users u ON u.id = uo.user_id
        WHERE uo.organization_id = ${orgId} AND uo.user_id = ${idOr(refs.assignee_id)}) AS assignee,
      EXISTS (SELECT 1 FROM lots WHERE id = ${idOr(refs.lot_id)} AND organization_id = ${orgId} AND deleted = 0) AS lot,
      EXISTS (SELECT 1 FROM rodeos WHERE id = ${idOr(refs.rodeo_id)} AND organization_id = ${orgId} AND deleted = 0) AS rodeo,
      EXISTS (SELECT 1 FROM notes WHERE id = ${idOr(refs.note_id)} AND organization_id = ${orgId} AND deleted = 0) AS note
  `);
  const issues: FieldIssue[] = [];
  const named = (id: number | null | undefined) => typeof id === "number";
  if (named(refs.assignee_id) && !row?.assignee)
    issues.push({ path: "assignee_id", message: "El responsable no es miembro de esta organización" });
  if (named(refs.lot_id) && !row?.lot)
    issues.push({ path: "lot_id", message: "El lote no existe en esta organización" });
  if (named(refs.rodeo_id) && !row?.rodeo)
    issues.push({ path: "rodeo_id", message: "El rodeo no existe en esta organización" });
  if (named(refs.note_id) && !row?.note)
    issues.push({ path: "note_id", message: "La nota no existe en esta organización" });
  if (issues.length) throw badRequest("Datos inválidos", "VALIDATION_ERROR", issues);
  const assignee = row?.assignee ? (JSON.parse(row.assignee) as Assignee) : null;
  return { assignee, organization: row?.organization ?? "" };
}
