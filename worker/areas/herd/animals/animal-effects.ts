// What a movement of the log does to the tagged animals it lists (docs/animals.md), as pure functions: the
// write (animal-writes.ts) and the property test's replay use the same ones.
import { ENDING_STATES, TAKING_TYPES, type AnimalSex, type AnimalState } from "../../../shared/animal-values";

/** The part of an animal a movement may change. */
export interface AnimalPlace {
  rodeo_id: number;
  category_id: number;
  state: AnimalState;
  ended_movement_id: number | null;
}

/** The parts of a movement that decide its effect on tagged animals. */
export interface TaggedMovement {
  type: string;
  rodeo_id: number | null;
  animals: ReadonlyArray<{ category_id: number | null; count: number }>;
  data?: Record<string, unknown> | null;
}

/** One animal tagged by a TAGGING movement (its `data.tagged`). */
export interface TaggedAnimalData {
  tag: string;
  sex: AnimalSex;
  category_id: number;
  visual?: string;
  birth_date?: string | null;
  birth_estimated?: boolean;
  dam_tag?: string | null;
}

/** The tags a movement lists, each with its own weight when it weighed them. */
export function listedTags(m: Pick<TaggedMovement, "type" | "data">): Array<{ tag: string; kg: number | null }> {
  const data = m.data ?? {};
  if (m.type === "TAGGING") {
    const tagged = Array.isArray(data.tagged) ? (data.tagged as TaggedAnimalData[]) : [];
    return tagged.map((a) => ({ tag: a.tag, kg: null }));
  }
  if (m.type === "WEIGHING" && Array.isArray(data.weights)) {
    return (data.weights as Array<{ tag: string; kg: number }>).map((w) => ({ tag: w.tag, kg: w.kg }));
  }
  return Array.isArray(data.tags) ? (data.tags as string[]).map((tag) => ({ tag, kg: null })) : [];
}

const idOf = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : null);

/** Types whose listed animals must be of one of the movement's categories, at most its count of each. */
const COUNTED: ReadonlySet<string> = new Set(TAKING_TYPES);

/** Whether the type changes a listed animal's rodeo, category or state. */
export const changesState = (type: string) => COUNTED.has(type);

/**
 * The place of one listed animal after the movement, or a Spanish reason it cannot be listed. `movementId` is the
 * movement's id (a sale ends the animal with it).
 */
export function nextPlace(
  m: TaggedMovement,
  tag: string,
  place: AnimalPlace,
  movementId: number,
): { ok: true; place: AnimalPlace } | { ok: false; message: string } {
  if (place.state !== "activo") return { ok: false, message: `La caravana ${tag} es de un animal ${place.state}` };
  if (m.rodeo_id !== null && place.rodeo_id !== m.rodeo_id) {
    return { ok: false, message: `La caravana ${tag} es de un animal de otro rodeo` };
  }
  const categories = m.animals.map((a) => a.category_id);
  if (COUNTED.has(m.type) || categories.length) {
    if (!categories.includes(place.category_id)) {
      return { ok: false, message: `La caravana ${tag} es de un animal de otra categoría` };
    }
  }
  const data = m.data ?? {};
  const ending = ENDING_STATES[m.type];
  if (ending) return { ok: true, place: { ...place, state: ending, ended_movement_id: movementId } };
  if (m.type === "RECATEGORIZATION") {
    return { ok: true, place: { ...place, category_id: idOf(data.to_category_id) ?? place.category_id } };
  }
  if (m.type === "CHANGE_RODEO" || m.type === "WEANING") {
    const weaning = m.type === "WEANING";
    return {
      ok: true,
      place: {
        ...place,
        rodeo_id: idOf(weaning ? data.destination_rodeo_id : data.to_rodeo_id) ?? place.rodeo_id,
        category_id: idOf(weaning ? data.destination_category_id : data.to_category_id) ?? place.category_id,
      },
    };
  }
  return { ok: true, place };
}

/** A movement's tags of each category cannot exceed its count of that category. Null when they do not. */
export function tagsOverLines(
  m: TaggedMovement,
  categoryOf: (tag: string) => number | undefined,
): { category_id: number; tags: number; count: number } | null {
  if (!COUNTED.has(m.type)) return null;
  const tags = new Map<number, number>();
  for (const { tag } of listedTags(m)) {
    const category = categoryOf(tag);
    if (category !== undefined) tags.set(category, (tags.get(category) ?? 0) + 1);
  }
  for (const [category_id, n] of tags) {
    const count = m.animals.filter((a) => a.category_id === category_id).reduce((sum, a) => sum + a.count, 0);
    if (n > count) return { category_id, tags: n, count };
  }
  return null;
}
