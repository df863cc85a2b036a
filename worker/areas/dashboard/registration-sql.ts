// The animals to register with SENASA (docs/animals.md, "Dashboard and assistant"): the active animals without
// registered_at, how many are past their registration_due, and the earliest due day. One query builder, read
// as a JSON object column of the dashboard's single statement and on its own by the assistant.
import { and, eq, isNull, sql } from "drizzle-orm";
import { animals } from "../../db/schema";
import type { Db } from "../../env";
import type { RegistrationSummary } from "../../shared/animal-types";
import { jsonObject, type JsonColumn } from "../herd/common/row-values";

/** The summary of `orgId` on Argentina's day `today` as one row, one column `j`: a json_object. */
export function registrationQuery(db: Db, orgId: number, today: string) {
  // A due day is still in time on that day: overdue is strictly before today.
  const j = sql<JsonColumn>`json_object(
      'pending', count(*),
      'overdue', coalesce(sum(${animals.registration_due} < ${today}), 0),
      'next_due', min(${animals.registration_due}))`;
  return db
    .select({ j })
    .from(animals)
    .where(and(eq(animals.organization_id, orgId), isNull(animals.registered_at), eq(animals.state, "activo")));
}

type RegistrationObject = { pending: number; overdue: number; next_due: string | null };

export function toRegistration(value: JsonColumn): RegistrationSummary {
  const o = jsonObject(value) as Partial<RegistrationObject>;
  return { pending: o.pending ?? 0, overdue: o.overdue ?? 0, next_due: o.next_due ?? null };
}

/** The summary on its own (the assistant): one statement. */
export async function readRegistration(db: Db, orgId: number, today: string): Promise<RegistrationSummary> {
  const [row] = await registrationQuery(db, orgId, today);
  return toRegistration(row?.j ?? null);
}
