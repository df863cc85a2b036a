// Tagged animals written straight into the animals table (with the TAGGING movement each row points to), for the
// reads that count them (the dashboard's SENASA card, the assistant), and those reads' figures from the rows.
import { eq } from "drizzle-orm";
import { animals, movements } from "../../worker/db/schema";
import type { RegistrationSummary } from "../../worker/shared/animal-types";
import type { AnimalSex, AnimalState } from "../../worker/shared/animal-values";
import { registrationDue } from "../../worker/shared/business-days";
import { db } from "./fixtures";

export interface AnimalFixture {
  /** 15 digits. */
  tag: string;
  tagged_at: string;
  category_id: number;
  rodeo_id: number;
  sex?: AnimalSex;
  visual?: string;
  state?: AnimalState;
  registered_at?: string | null;
  /** Else registrationDue(tagged_at). */
  registration_due?: string;
  last_weight_kg?: number | null;
  last_weight_date?: string | null;
}

/** `rows` of `orgId`, each with its TAGGING movement; their ids, in order. */
export async function insertAnimals(orgId: number, rows: AnimalFixture[]): Promise<number[]> {
  const ids: number[] = [];
  for (const a of rows) {
    const [tagging] = await db()
      .insert(movements)
      .values({ organization_id: orgId, type: "TAGGING", date: `${a.tagged_at}T00:00:00.000Z`, rodeo_id: a.rodeo_id })
      .returning({ id: movements.id });
    const [row] = await db()
      .insert(animals)
      .values({
        organization_id: orgId,
        tag: a.tag,
        tag_reversed: [...a.tag].reverse().join(""),
        visual: a.visual ?? a.tag.slice(-4),
        sex: a.sex ?? "hembra",
        category_id: a.category_id,
        rodeo_id: a.rodeo_id,
        tagged_at: a.tagged_at,
        tagging_movement_id: tagging!.id,
        registration_due: a.registration_due ?? registrationDue(a.tagged_at),
        registered_at: a.registered_at ?? null,
        registration_reference: a.registered_at ? "REF-1" : null,
        state: a.state ?? "activo",
        last_weight_kg: a.last_weight_kg ?? null,
        last_weight_date: a.last_weight_date ?? null,
      })
      .returning({ id: animals.id });
    ids.push(row!.id);
  }
  return ids;
}

/** The SENASA figures counted from the stored rows: active, not registered; overdue before `today`. */
export async function registrationFromRows(orgId: number, today: string): Promise<RegistrationSummary> {
  const rows = await db().select().from(animals).where(eq(animals.organization_id, orgId));
  const pending = rows.filter((a) => a.state === "activo" && a.registered_at === null);
  const dues = pending.map((a) => a.registration_due).sort();
  return {
    pending: pending.length,
    overdue: dues.filter((d) => d < today).length,
    next_due: dues[0] ?? null,
  };
}

/** A 15-digit Argentine tag ending in `tail`. */
export const tagEnding = (tail: string) => `032${tail.padStart(12, "0")}`;
