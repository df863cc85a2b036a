// The animals still to register with SENASA, as the registration form asks for them (docs/animals.md): tag,
// visual number, sex, category, tagging day and the RENSPA of the field their rodeo grazes in.
import { sql } from "drizzle-orm";
import type { Db } from "../../../env";

export interface PendingRegistrationRow {
  tag: string;
  visual: string;
  sex: string;
  category: string;
  tagged_at: string;
  renspa: string | null;
}

export const pendingRegistrationRows = (db: Db, orgId: number) =>
  db.all<PendingRegistrationRow>(sql`SELECT a.tag, a.visual, a.sex, c.name AS category, a.tagged_at, f.renspa
    FROM animals a JOIN animal_categories c ON c.id = a.category_id JOIN rodeos r ON r.id = a.rodeo_id
      LEFT JOIN lots l ON l.id = r.lot_id LEFT JOIN fields f ON f.id = l.field_id
    WHERE a.organization_id = ${orgId} AND a.state = 'activo' AND a.registered_at IS NULL
    ORDER BY a.registration_due, a.tag LIMIT 100000`);
