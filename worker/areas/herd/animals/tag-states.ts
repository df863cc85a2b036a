// The tags the ranch owns (docs/animals.md): loading the numbers bought, and which hand-set states a tag may take.
import { sql } from "drizzle-orm";
import { tags } from "../../../db/schema";
import type { Db } from "../../../env";

/** Adds the numbers the ranch does not own yet as disponible; how many were new. One statement. */
export async function loadTags(db: Db, orgId: number, numbers: readonly string[]): Promise<number> {
  const now = new Date().toISOString();
  const added = await db
    .insert(tags)
    .select(
      sql`SELECT NULL, ${orgId}, value, 'disponible', NULL, ${now}, ${now} FROM json_each(${JSON.stringify(numbers)}) WHERE 1`,
    )
    .onConflictDoNothing()
    .returning({ number: tags.number });
  return added.length;
}

/**
 * Why a tag may not go from `from` to `to` by hand, or null when it may. An applied tag is lost (perdida) while
 * its animal lives, or out of use (baja) once the animal ended; a tag never applied goes between disponible and baja.
 */
export function nextTagState(from: string, to: string, animalState: string | null): string | null {
  if (from === to) return null;
  if (from === "aplicada" && to === "perdida") return null;
  if (from === "aplicada" && to === "baja") {
    return animalState === "activo" ? "La caravana está en un animal activo: marcala perdida si se cayó" : null;
  }
  if (from === "perdida" && to === "baja") return null;
  if ((from === "disponible" && to === "baja") || (from === "baja" && to === "disponible" && animalState === null)) {
    return null;
  }
  if (to === "disponible") return "Una caravana que ya se usó no vuelve a estar disponible";
  return `Una caravana ${from} no pasa a ${to}`;
}
