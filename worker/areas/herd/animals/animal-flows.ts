// The writes of the animal flows (docs/animals.md): a tagging session and a weighing session are movements of
// the log (TAGGING, WEIGHING) written like any other, exactly once by client id; a SENASA registration and a
// replaced button are facts about the animals, not events of the herd.
import { and, eq, sql } from "drizzle-orm";
import { animals, tags, tasks } from "../../../db/schema";
import { registrationDue } from "../../../shared/business-days";
import { REGISTRATION_BUSINESS_DAYS } from "../../../shared/animal-values";
import type { Db } from "../../../env";
import { badRequest, conflict, notFound, type FieldIssue } from "../../../lib/errors";
import type { Scope } from "../../organization/door";
import type * as z from "../../../shared/zod";
import type {
  animalRetagBody,
  animalWeighingBody,
  registrationBody,
  taggingBody,
} from "../../../shared/animal-schemas";
import type { MovementBody } from "../../../shared/movement-schemas";
import { loadHerdContext } from "../movements/herd-context";
import { commitMovement, runBatch } from "../movements/movement-commit";
import { findCategory } from "../movements/movement-draft";
import { announceCommit, createMovement } from "../movements/movements";
import { concurrentTwin } from "../movements/client-id";
import { toMovement } from "../movements/movement-row";
import type { NewMovement } from "../movements/movement-draft";
import type { TaggedAnimalData } from "./animal-effects";

/** POST /animal/{org}/tagging: one TAGGING movement creates the animals; counts do not change. */
export async function recordTagging(scope: Scope, body: z.output<typeof taggingBody>) {
  const clientId = body.client_id ?? null;
  const ctx = await loadHerdContext(scope.db, scope.orgId, { rodeoIds: [body.rodeo_id], clientId });
  if (ctx.recorded) return { movement: toMovement(taggingReplay(ctx.recorded)), replayed: true };
  const issues: FieldIssue[] = [];
  const rodeo = ctx.rodeos.get(body.rodeo_id);
  if (!rodeo || rodeo.deleted) issues.push({ path: "rodeo_id", message: "El rodeo no existe en esta organización" });
  const tagged: TaggedAnimalData[] = [];
  const counts = new Map<number, { type: string; category_id: number; count: number }>();
  body.animals.forEach((a, i) => {
    const category = findCategory(ctx, a.category);
    if (!category) {
      issues.push({ path: `animals.${i}.category`, message: "La categoría no existe en esta organización" });
      return;
    }
    tagged.push({
      tag: a.tag,
      sex: a.sex,
      category_id: category.id,
      visual: a.visual || a.tag.slice(-4),
      birth_date: a.birth_date?.slice(0, 10) ?? null,
      birth_estimated: a.birth_estimated ?? false,
      dam_tag: a.dam_tag ?? null,
    });
    const line = counts.get(category.id) ?? { type: category.name, category_id: category.id, count: 0 };
    line.count += 1;
    counts.set(category.id, line);
  });
  if (issues.length) throw badRequest("Datos inválidos", "VALIDATION_ERROR", issues);
  const after: NewMovement = {
    type: "TAGGING",
    date: body.date,
    rodeo_id: body.rodeo_id,
    lot_id: rodeo!.lot_id,
    cycle_id: null,
    detail: body.detail ?? "",
    reference: "",
    animals: [...counts.values()],
    data: { tagged },
    ...(clientId ? { client_id: clientId } : {}),
  };
  try {
    const then = [registrationTask(scope, body, tagged.length, rodeo!.name)];
    const result = await commitMovement(scope.db, { ctx, userId: scope.userId, before: null, after, then });
    const { movement } = await announceCommit(scope, ctx, "created", result);
    // The owner's new task (and the dashboard's count of animals to register).
    await scope.publish({ action: "animals-changed" });
    return { movement, replayed: false };
  } catch (e) {
    const twin = await concurrentTwin(scope.db, scope.orgId, clientId, e);
    if (twin) return { movement: toMovement(taggingReplay(twin)), replayed: true };
    throw e;
  }
}

/** The owner's task to register the tagged animals with SENASA by their deadline, written with the tagging. */
function registrationTask(scope: Scope, body: z.output<typeof taggingBody>, count: number, rodeo: string) {
  const day = body.date.slice(0, 10);
  const [y, m, d] = day.split("-");
  const owner = sql`(SELECT user_id FROM user_organizations WHERE organization_id = ${scope.orgId} AND role = 'owner'
    ORDER BY user_id LIMIT 1)`;
  return scope.db.insert(tasks).values({
    organization_id: scope.orgId,
    title: `Registrar en SENASA ${count} ${count === 1 ? "animal caravaneado" : "animales caravaneados"} el ${d}/${m}/${y}`,
    description:
      `Caravaneo en ${rodeo}. SENASA da ${REGISTRATION_BUSINESS_DAYS} días hábiles desde el caravaneo; ` +
      "sin el registro no se emite el DT-e. La lista está en Animales › Registro SENASA.",
    assignee_id: owner,
    due_date: registrationDue(day),
    priority: "alta",
    rodeo_id: body.rodeo_id,
    created_by: scope.userId,
  });
}

const taggingReplay = <T extends { type: string }>(row: T) => {
  if (row.type !== "TAGGING") {
    throw conflict("Ese identificador de registro ya se usó para otro tipo de movimiento", "CLIENT_ID_REUSED");
  }
  return row;
};

/** POST /animal/{org}/weighing: the rodeo's WEIGHING with the mean and count, and each animal's own weight. */
export async function recordWeighing(scope: Scope, body: z.output<typeof animalWeighingBody>) {
  const mean = body.weights.reduce((sum, w) => sum + w.kg, 0) / body.weights.length;
  const movementBody: MovementBody<"WEIGHING"> = {
    date: body.date,
    detail: body.detail ?? "",
    reference: "",
    rodeo_id: body.rodeo_id,
    mean_weight: Math.round(mean * 10) / 10,
    animals_weighed: body.weights.length,
    weights: body.weights,
    ...(body.client_id ? { client_id: body.client_id } : {}),
  };
  return createMovement(scope, "WEIGHING", movementBody);
}

/** POST /animal/{org}/registration: every tag must be an animal of the ranch; all are marked or none. */
export async function registerAnimals(scope: Scope, body: z.output<typeof registrationBody>) {
  const list = JSON.stringify(body.tags);
  const found = await scope.db
    .select({ tag: animals.tag })
    .from(animals)
    .where(
      and(eq(animals.organization_id, scope.orgId), sql`${animals.tag} IN (SELECT value FROM json_each(${list}))`),
    );
  const known = new Set(found.map((r) => r.tag));
  const missing = body.tags.filter((t) => !known.has(t));
  if (missing.length) {
    throw badRequest(
      `No hay animales con ${missing.length === 1 ? "la caravana" : "las caravanas"} ${missing.slice(0, 5).join(", ")}`,
      "TAG_NOT_FOUND",
    );
  }
  const updated = await scope.db
    .update(animals)
    .set({
      registered_at: body.date.slice(0, 10),
      registration_reference: body.reference,
      updated_at: new Date().toISOString(),
    })
    .where(and(eq(animals.organization_id, scope.orgId), sql`${animals.tag} IN (SELECT value FROM json_each(${list}))`))
    .returning({ id: animals.id });
  await scope.publish({ action: "animals-changed" });
  return updated.length;
}

/**
 * PUT /animal/{org}/{id}/tag: a lost button replaced. The old tag is marked perdida, the new one (loaded and
 * disponible, or not loaded yet) aplicada; the animal keeps its id and history, which still shows the old tag.
 */
export async function retagAnimal(scope: Scope, id: number, body: z.output<typeof animalRetagBody>) {
  const db = scope.db;
  const [animal] = await db
    .select({ tag: animals.tag, state: animals.state })
    .from(animals)
    .where(and(eq(animals.organization_id, scope.orgId), eq(animals.id, id)));
  if (!animal) throw notFound("El animal no existe", "ANIMAL_NOT_FOUND");
  if (animal.state !== "activo")
    throw conflict(`El animal está ${animal.state}: no se le cambia la caravana`, "ANIMAL_ENDED");
  if (animal.tag === body.tag) throw badRequest("Es la caravana que ya tiene", "SAME_TAG");
  await assertTagFree(db, scope.orgId, body.tag);
  const now = new Date().toISOString();
  await runBatch(db, [
    // The animal still wears the old tag it was read with: a concurrent replacement finds no row and fails below.
    db
      .update(animals)
      .set({ tag: body.tag, tag_reversed: [...body.tag].reverse().join(""), updated_at: now })
      .where(and(eq(animals.id, id), eq(animals.tag, animal.tag), eq(animals.state, "activo"))),
    db
      .update(tags)
      .set({ state: "perdida", updated_at: now })
      .where(and(eq(tags.organization_id, scope.orgId), eq(tags.number, animal.tag), eq(tags.state, "aplicada"))),
    db
      .insert(tags)
      .values({ organization_id: scope.orgId, number: body.tag, state: "aplicada", animal_id: id })
      .onConflictDoUpdate({
        target: [tags.organization_id, tags.number],
        set: { state: "aplicada", animal_id: id, updated_at: now },
        setWhere: sql`${tags.state} = 'disponible'`,
      }),
    db
      .select({
        ok: sql`json(CASE WHEN (SELECT tag FROM animals WHERE id = ${id}) = ${body.tag} THEN '1' ELSE 'stale' END)`,
      })
      .from(sql`(SELECT 1)`),
  ]);
  await scope.publish({ action: "animals-changed" });
}

/** A tag that may go on an animal: on none, and loaded as disponible or not loaded at all. */
async function assertTagFree(db: Db, orgId: number, number: string) {
  const [row] = await db.all<{ worn: number; state: string | null }>(sql`SELECT
      (SELECT count(*) FROM animals WHERE organization_id = ${orgId} AND tag = ${number}) AS worn,
      (SELECT state FROM tags WHERE organization_id = ${orgId} AND number = ${number}) AS state`);
  if (row?.worn) throw conflict(`La caravana ${number} ya está en otro animal`, "TAG_IN_USE");
  if (row?.state && row.state !== "disponible") {
    throw conflict(`La caravana ${number} está ${row.state}: no se puede aplicar`, "TAG_NOT_AVAILABLE");
  }
}
