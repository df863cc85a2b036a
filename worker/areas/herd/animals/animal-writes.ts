// The tagged animals' part of a movement write (docs/animals.md): read the animals a change lists, check it,
// and build the statements that go into the movement's own batch, so counts and animals change together.
// Deleting or editing a movement restores the animals' places from its events, which is only allowed while no
// later movement changed them (their state must stay the replay of the log).
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { animalEvents, animals, tags } from "../../../db/schema";
import type { Db } from "../../../env";
import { badRequest, conflict } from "../../../lib/errors";
import { jsonList, type JsonColumn } from "../common/row-values";
import { idList } from "../common/sql";
import {
  changesState,
  listedTags,
  nextPlace,
  tagsOverLines,
  type AnimalPlace,
  type TaggedAnimalData,
  type TaggedMovement,
} from "./animal-effects";
import { registrationDue } from "../../../shared/business-days";

/** What the write read of each animal a change lists. */
interface AnimalRead extends AnimalPlace {
  id: number;
  tag: string;
  /** The newest movement other than the one changed that moved or ended it (null: none). */
  last_change: number | null;
  /** How many movements other than the one changed list it. */
  other_events: number;
}

interface EventRead {
  animal_id: number;
  changes_state: number;
  /** The AnimalPlace JSON before the movement. */
  before: string | null;
}

interface PlanRow {
  animals: JsonColumn;
  events: JsonColumn;
  tags: JsonColumn;
}

export interface AnimalPlan {
  /** Before the movement's write: the animals read are still as they were read. */
  guards: BatchItem<"sqlite">[];
  /** After the movement's write (they may read its id). */
  writes: BatchItem<"sqlite">[];
  /** Rodeos whose active tagged animals must not exceed their counts after the write. */
  rodeoIds: number[];
}

/** A stored or new movement, as this module reads it. */
export type PlannedMovement = TaggedMovement & { id?: number; date: string };

const ENDED_BY_THIS = -1;

/** Reads the animals a change names (one statement) and plans it; null when neither side lists tags. */
export async function planAnimals(
  db: Db,
  orgId: number,
  before: (PlannedMovement & { id: number }) | null,
  after: PlannedMovement | null,
): Promise<AnimalPlan | null> {
  const beforeTags = before ? listedTags(before) : [];
  const afterTags = after ? listedTags(after) : [];
  if (!beforeTags.length && !afterTags.length) return null;
  const changedId = before?.id ?? 0;
  const numbers = JSON.stringify(afterTags.map((t) => t.tag));
  const [row] = await db.all<PlanRow>(sql`SELECT
      (SELECT json_group_array(json_object('id', a.id, 'tag', a.tag, 'rodeo_id', a.rodeo_id,
          'category_id', a.category_id, 'state', a.state, 'ended_movement_id', a.ended_movement_id,
          'last_change', (SELECT max(e.movement_id) FROM animal_events e
            WHERE e.animal_id = a.id AND e.changes_state = 1 AND e.movement_id <> ${changedId}),
          'other_events', (SELECT count(*) FROM animal_events e WHERE e.animal_id = a.id AND e.movement_id <> ${changedId})))
        FROM animals a WHERE a.organization_id = ${orgId}
          AND (a.tag IN (SELECT value FROM json_each(${numbers}))
            OR a.id IN (SELECT animal_id FROM animal_events WHERE movement_id = ${changedId}))) AS animals,
      (SELECT json_group_array(json_object('animal_id', animal_id, 'changes_state', changes_state, 'before', before))
        FROM animal_events WHERE movement_id = ${changedId} AND organization_id = ${orgId}) AS events,
      (SELECT json_group_array(json_object('number', number, 'state', state))
        FROM tags WHERE organization_id = ${orgId} AND number IN (SELECT value FROM json_each(${numbers}))) AS tags`);
  const read = jsonList<AnimalRead>(row?.animals);
  const byId = new Map(read.map((a) => [a.id, a]));
  const byTag = new Map(read.map((a) => [a.tag, a]));
  const events = jsonList<EventRead>(row?.events);
  // Each animal's place before the change: the one a reverted movement recorded, else its current one.
  const start = new Map<number, AnimalPlace>(read.map((a) => [a.id, placeOf(a)]));
  const touched = new Set<number>();
  for (const event of events) {
    const animal = byId.get(event.animal_id)!;
    if (before!.type === "TAGGING" && animal.other_events > 0) {
      throw conflict(
        `El animal de la caravana ${animal.tag} ya tiene otros registros: eliminá primero esos`,
        "ANIMAL_HAS_LATER_RECORDS",
      );
    }
    if (event.changes_state && (animal.last_change ?? 0) > before!.id) throw later(animal.tag);
    const restored = event.before ? (JSON.parse(event.before) as AnimalPlace) : null;
    if (restored && event.changes_state) {
      start.set(animal.id, placeOf(restored));
      touched.add(animal.id);
    }
  }
  const plan: AnimalPlan = { guards: [], writes: [], rodeoIds: [] };
  const final = new Map<number, AnimalPlace>();
  const newEvents: Array<[number | null, string, number | null, 0 | 1, string | null]> = [];
  if (after?.type === "TAGGING") {
    planTagging(db, orgId, after, byTag, jsonList<{ number: string; state: string }>(row?.tags), plan);
    for (const t of afterTags) newEvents.push([null, t.tag, null, 1, null]);
  } else if (after && afterTags.length) {
    const missing = afterTags.filter((t) => !byTag.has(t.tag)).map((t) => t.tag);
    if (missing.length) {
      throw badRequest(
        `${missing.length === 1 ? "La caravana" : "Las caravanas"} ${missing.slice(0, 5).join(", ")} no ` +
          `${missing.length === 1 ? "es de ningún animal" : "son de ningún animal"} caravaneado de este establecimiento`,
        "TAG_NOT_FOUND",
      );
    }
    const over = tagsOverLines(after, (tag) => start.get(byTag.get(tag)!.id)?.category_id);
    if (over) {
      throw conflict(
        `Hay ${over.tags} caravanas de una categoría y el registro mueve ${over.count} cabezas de ella`,
        "TAGS_OVER_COUNT",
      );
    }
    const stateChange = changesState(after.type);
    for (const t of afterTags) {
      const animal = byTag.get(t.tag)!;
      if (stateChange && before && (animal.last_change ?? 0) > before.id) throw later(animal.tag);
      const from = start.get(animal.id)!;
      const next = nextPlace(after, t.tag, from, ENDED_BY_THIS);
      if (!next.ok) throw conflict(next.message, "TAG_NOT_ALLOWED");
      if (stateChange) {
        final.set(animal.id, next.place);
        touched.add(animal.id);
      }
      const restore = stateChange ? JSON.stringify(placeOf(from)) : null;
      newEvents.push([animal.id, t.tag, t.kg, stateChange ? 1 : 0, restore]);
    }
  }
  const movementId = before ? sql`${before.id}` : sql`(SELECT max(id) FROM movements WHERE organization_id = ${orgId})`;
  if (before) plan.writes.push(db.delete(animalEvents).where(eq(animalEvents.movement_id, before.id)));
  if (before?.type === "TAGGING") removeTagged(db, orgId, before.id, plan);
  const placed = [...touched]
    .filter((id) => before?.type !== "TAGGING" || !events.some((e) => e.animal_id === id))
    .map((id) => {
      const place = final.get(id) ?? start.get(id)!;
      return { id, place, read: placeOf(byId.get(id)!) };
    });
  if (placed.length) {
    plan.guards.push(
      unchangedAnimals(
        db,
        orgId,
        placed.map((p) => ({ id: p.id, place: p.read })),
      ),
    );
    plan.writes.push(placeAnimals(db, orgId, placed, movementId));
  }
  if (newEvents.length) plan.writes.push(insertEvents(db, orgId, newEvents, movementId));
  const weighed = [before, after].some((m) => m?.type === "WEIGHING");
  if (weighed)
    plan.writes.push(
      refreshWeights(db, orgId, [...new Set([...events.map((e) => e.animal_id), ...read.map((a) => a.id)])]),
    );
  plan.rodeoIds = [
    ...new Set([
      ...placed.map((p) => p.place.rodeo_id),
      ...(after?.type === "TAGGING" && after.rodeo_id ? [after.rodeo_id] : []),
    ]),
  ];
  return plan;
}

const later = (tag: string) =>
  conflict(
    `El animal de la caravana ${tag} tiene registros posteriores que lo movieron: editá o eliminá primero esos`,
    "ANIMAL_HAS_LATER_RECORDS",
  );

const placeOf = (a: AnimalPlace): AnimalPlace => ({
  rodeo_id: a.rodeo_id,
  category_id: a.category_id,
  state: a.state,
  ended_movement_id: a.ended_movement_id ?? null,
});

/** New animals of a TAGGING movement (a create: it is never edited), and their tags applied. */
function planTagging(
  db: Db,
  orgId: number,
  after: PlannedMovement,
  existing: Map<string, AnimalRead>,
  tagRows: Array<{ number: string; state: string }>,
  plan: AnimalPlan,
) {
  const tagged = (after.data?.tagged ?? []) as TaggedAnimalData[];
  const worn = tagged.filter((a) => existing.has(a.tag)).map((a) => a.tag);
  if (worn.length) {
    throw conflict(`La caravana ${worn.slice(0, 5).join(", ")} ya está en otro animal`, "TAG_IN_USE");
  }
  const unusable = tagRows.filter((t) => t.state !== "disponible");
  if (unusable.length) {
    const t = unusable[0]!;
    throw conflict(`La caravana ${t.number} está ${t.state}: no se puede aplicar`, "TAG_NOT_AVAILABLE");
  }
  const day = after.date.slice(0, 10);
  const due = registrationDue(day);
  const rows = JSON.stringify(
    tagged.map((a) => [
      a.tag,
      [...a.tag].reverse().join(""),
      a.visual ?? "",
      a.sex,
      a.category_id,
      a.birth_date ?? null,
      a.birth_estimated ? 1 : 0,
      a.dam_tag ?? null,
    ]),
  );
  const now = new Date().toISOString();
  plan.writes.push(
    db.insert(animals).select(
      sql`SELECT NULL, ${orgId}, value ->> '$[0]', value ->> '$[1]', value ->> '$[2]', value ->> '$[3]',
          value ->> '$[4]', ${after.rodeo_id}, value ->> '$[5]', value ->> '$[6]', value ->> '$[7]', ${day},
          (SELECT max(id) FROM movements WHERE organization_id = ${orgId}), ${due}, NULL, NULL, 'activo', NULL,
          NULL, NULL, ${now}, ${now}
        FROM json_each(${rows}) WHERE 1 ORDER BY key`,
    ),
    // Tags not loaded before join the ranch's list as they are applied; a loaded one must be disponible.
    db
      .insert(tags)
      .select(
        sql`SELECT NULL, ${orgId}, value ->> '$[0]', 'aplicada',
            (SELECT id FROM animals WHERE organization_id = ${orgId} AND tag = value ->> '$[0]'), ${now}, ${now}
          FROM json_each(${rows}) WHERE 1`,
      )
      .onConflictDoUpdate({
        target: [tags.organization_id, tags.number],
        set: { state: "aplicada", animal_id: sql`excluded.animal_id`, updated_at: now },
        setWhere: sql`${tags.state} = 'disponible'`,
      }),
  );
}

/** Deleting a TAGGING movement: its animals go, their tags are available again. */
function removeTagged(db: Db, orgId: number, movementId: number, plan: AnimalPlan) {
  const created = sql`(SELECT id FROM animals WHERE organization_id = ${orgId} AND tagging_movement_id = ${movementId})`;
  plan.writes.push(
    db
      .update(tags)
      .set({ state: "disponible", animal_id: null, updated_at: new Date().toISOString() })
      .where(and(eq(tags.organization_id, orgId), sql`${tags.animal_id} IN ${created}`, eq(tags.state, "aplicada"))),
    db.delete(animals).where(and(eq(animals.organization_id, orgId), eq(animals.tagging_movement_id, movementId))),
  );
}

type Placed = { id: number; place: AnimalPlace };

const placeRows = (placed: readonly Placed[]) =>
  JSON.stringify(
    placed.map((p) => [p.id, p.place.rodeo_id, p.place.category_id, p.place.state, p.place.ended_movement_id]),
  );

/** Fails the batch (409 STALE_RECORD) when an animal read changed before the write (a concurrent movement). */
function unchangedAnimals(db: Db, orgId: number, placed: readonly Placed[]) {
  const rows = placeRows(placed);
  return db
    .select({
      ok: sql`json(CASE WHEN (SELECT count(*) FROM animals a JOIN json_each(${rows}) j ON a.id = j.value ->> '$[0]'
        WHERE a.organization_id = ${orgId} AND a.rodeo_id = j.value ->> '$[1]' AND a.category_id = j.value ->> '$[2]'
          AND a.state = j.value ->> '$[3]') = ${placed.length} THEN '1' ELSE 'stale' END)`,
    })
    .from(sql`(SELECT 1)`);
}

/** Puts each animal in its new place; an ending movement's own id is written where the plan says -1. */
function placeAnimals(db: Db, orgId: number, placed: readonly Placed[], movementId: SQL) {
  const rows = placeRows(placed);
  const field = (i: number) =>
    sql`(SELECT value ->> ${`$[${i}]`} FROM json_each(${rows}) WHERE value ->> '$[0]' = ${animals.id})`;
  return db
    .update(animals)
    .set({
      rodeo_id: sql`${field(1)}`,
      category_id: sql`${field(2)}`,
      state: sql`${field(3)}`,
      ended_movement_id: sql`CASE ${field(4)} WHEN ${ENDED_BY_THIS} THEN ${movementId} ELSE ${field(4)} END`,
      updated_at: new Date().toISOString(),
    })
    .where(
      and(eq(animals.organization_id, orgId), sql`${animals.id} IN (SELECT value ->> '$[0]' FROM json_each(${rows}))`),
    );
}

/** The movement's events: [animal id (null: find by tag), tag, kg, changes state, place before]. */
function insertEvents(
  db: Db,
  orgId: number,
  rows: ReadonlyArray<[number | null, string, number | null, 0 | 1, string | null]>,
  movementId: SQL,
) {
  const list = JSON.stringify(rows);
  return db.insert(animalEvents).select(
    sql`SELECT NULL, ${orgId},
        coalesce(value ->> '$[0]', (SELECT id FROM animals WHERE organization_id = ${orgId} AND tag = value ->> '$[1]')),
        ${movementId}, value ->> '$[1]', value ->> '$[2]', value ->> '$[3]', value ->> '$[4]'
      FROM json_each(${list}) WHERE 1`,
  );
}

/** Each weighed animal's last weight: its newest weighing event (by the movement's day). */
function refreshWeights(db: Db, orgId: number, ids: readonly number[]) {
  const newest = (column: SQL) =>
    sql`(SELECT ${column} FROM animal_events e JOIN movements m ON m.id = e.movement_id
      WHERE e.animal_id = ${animals.id} AND e.kg IS NOT NULL ORDER BY m.date DESC, m.id DESC LIMIT 1)`;
  return db
    .update(animals)
    .set({ last_weight_kg: sql`${newest(sql`e.kg`)}`, last_weight_date: sql`${newest(sql`substr(m.date, 1, 10)`)}` })
    .where(and(eq(animals.organization_id, orgId), sql`${animals.id} IN (${idList([...ids])})`));
}

/**
 * Fails the batch (409 TAGGED_OVER_COUNT) when, after the write, a rodeo holds more active tagged animals of a
 * category than its count of it. A JSON path error is the way a plain statement stops a D1 batch with a name.
 */
export function taggedWithinCounts(db: Db, orgId: number, rodeoIds: readonly number[]) {
  return db
    .select({
      ok: sql`json_extract('{}', CASE WHEN EXISTS (SELECT 1 FROM animals a
        WHERE a.organization_id = ${orgId} AND a.rodeo_id IN (${idList([...rodeoIds])}) AND a.state = 'activo'
        GROUP BY a.rodeo_id, a.category_id
        HAVING count(*) > coalesce((SELECT s.count FROM rodeo_stock s
          WHERE s.rodeo_id = a.rodeo_id AND s.category_id = a.category_id), 0))
      THEN 'TAGGED_OVER_COUNT' ELSE '$' END)`,
    })
    .from(sql`(SELECT 1)`);
}
