// Reads of tagged animals (docs/animals.md): a filtered page with its total in one statement, and one animal
// with its history, previous tags and daily gain in one statement.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../env";
import type * as z from "../../../shared/zod";
import type { animalListQuery } from "../../../shared/animal-schemas";
import { ANIMAL_PAGE_SIZE } from "../../../shared/animal-values";
import type { Animal, AnimalDetail, AnimalHistoryEntry } from "../../../shared/animal-types";
import { dailyWeightGain } from "../../../shared/daily-gain";
import { clearanceDay } from "../../../shared/clearance";
import { categoryKey } from "../../../shared/defaults";
import { jsonList, type JsonColumn } from "../common/row-values";
import { rowsOfSql } from "../../dashboard/json-rows";
import { lateDoorSql, type LateReader } from "../../organization/late-door-sql";
import type { Role } from "../../../db/schema";
import { searchDigits } from "../../../shared/tag-number";

export type AnimalFilters = z.output<typeof animalListQuery>;

/** The columns of an Animal, from `animals a` joined with its category `c` and rodeo `r`. */
/** An animal row's columns: its name, and its expression when it is not the animal's own column `a.<name>`. */
const ANIMAL_FIELDS: ReadonlyArray<readonly [name: string, expression?: string]> = [
  ["id"],
  ["tag"],
  ["visual"],
  ["sex"],
  ["category_id"],
  ["category", "c.name"],
  ["rodeo_id"],
  ["rodeo", "r.name"],
  ["birth_date"],
  ["birth_estimated"],
  ["dam_tag"],
  ["tagged_at"],
  ["registration", "CASE WHEN a.registered_at IS NULL THEN 'pendiente' ELSE 'registrada' END"],
  ["registration_due"],
  ["registered_at"],
  ["registration_reference"],
  ["state"],
  ["ended_movement_id"],
  ["last_weight_kg"],
  ["last_weight_date"],
];

/** The select list of an animal row (constant text: no input reaches it). */
const ANIMAL_COLUMNS = sql.raw(
  ANIMAL_FIELDS.map(([name, expression]) => (expression ? `${expression} AS ${name}` : `a.${name}`)).join(", "),
);

/** Their names, for a page read as one JSON column. */
const ANIMAL_COLUMN_NAMES = ANIMAL_FIELDS.map(([name]) => name);

const FROM = sql`FROM animals a JOIN animal_categories c ON c.id = a.category_id JOIN rodeos r ON r.id = a.rodeo_id`;

type AnimalRow = Omit<Animal, "birth_estimated"> & { birth_estimated: number | boolean };

export const toAnimal = (row: AnimalRow): Animal => ({
  ...row,
  birth_estimated: row.birth_estimated === true || row.birth_estimated === 1,
});

/** The digits right after `digits` in order, as the upper end of a prefix range ("0899" → "0900"). */
function nextPrefix(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i--;
  return i < 0 ? `${digits}:` : `${digits.slice(0, i)}${Number(digits[i]) + 1}`;
}

const searchedDigits = (f: AnimalFilters) => searchDigits(f.q ?? "");

/** Whether the tag of `alias` ends with the searched digits (a range on the reversed-tag index). */
function endsWith(digits: string, alias = sql`a`): SQL {
  const reversed = [...digits].reverse().join("");
  return sql`(${alias}.tag_reversed >= ${reversed} AND ${alias}.tag_reversed < ${nextPrefix(reversed)})`;
}

/**
 * The animals a search by digits finds: those whose tag ends with them (the number printed large on the visual
 * tag) through the index; only when none does, those with the digits anywhere in the tag or as their visual
 * number (a scan). SQLite evaluates the NOT EXISTS once, so the usual search never scans.
 */
function digitHits(orgId: number, digits: string): SQL {
  return sql`SELECT a.id FROM animals a WHERE a.organization_id = ${orgId} AND ${endsWith(digits)}
    UNION ALL
    SELECT a.id FROM animals a WHERE NOT EXISTS (SELECT 1 FROM animals b
        WHERE b.organization_id = ${orgId} AND ${endsWith(digits, sql`b`)})
      AND a.organization_id = ${orgId} AND (instr(a.tag, ${digits}) > 0 OR a.visual = ${digits})`;
}

/** The WHERE of a list or an export, on `animals a` alone (the count needs no join). */
export function animalFilter(orgId: number, f: AnimalFilters): SQL {
  const parts: SQL[] = [sql`a.organization_id = ${orgId}`];
  const digits = searchedDigits(f);
  if (digits) parts.push(sql`a.id IN (${digitHits(orgId, digits)})`);
  else if (f.q) {
    const q = f.q.replace(/[\s._\-/:]+/g, "") || f.q;
    parts.push(sql`(instr(a.tag, ${q}) > 0 OR instr(lower(a.visual), lower(${f.q})) > 0)`);
  }
  if (f.rodeo_id) parts.push(sql`a.rodeo_id = ${f.rodeo_id}`);
  if (f.category) {
    const byId = /^\d+$/.test(f.category);
    parts.push(
      byId
        ? sql`a.category_id = ${Number(f.category)}`
        : sql`a.category_id IN (SELECT id FROM animal_categories
            WHERE organization_id = ${orgId} AND lower(name) = ${categoryKey(f.category)})`,
    );
  }
  if (f.sex) parts.push(sql`a.sex = ${f.sex}`);
  if (f.state) parts.push(sql`a.state = ${f.state}`);
  if (f.registration === "pendiente") parts.push(sql`a.registered_at IS NULL AND a.state = 'activo'`);
  if (f.registration === "registrada") parts.push(sql`a.registered_at IS NOT NULL`);
  return sql.join(parts, sql` AND `);
}

/**
 * One page of the filtered animals, by tag number (the (organization, tag) index gives the order), and how many
 * match, counted on the animals alone, with the reader's session and role (late-door-sql.ts): one statement, and
 * a refused reader reads no animal. `session` and `role` go to the admission; `page` is the answer.
 */
export async function animalPage(db: Db, orgId: number, f: AnimalFilters, reader: LateReader) {
  const limit = f.limit ?? ANIMAL_PAGE_SIZE;
  const page = f.page ?? 1;
  const where = animalFilter(orgId, f);
  const door = lateDoorSql(orgId, reader);
  const rows = sql`SELECT ${ANIMAL_COLUMNS} ${FROM} WHERE ${where} ORDER BY a.tag LIMIT ${limit} OFFSET ${(page - 1) * limit}`;
  const [row] = await db.all<{ session: unknown; role: Role | null; animals: JsonColumn; total: number | null }>(
    sql`WITH ${door.cte}
      SELECT door.session, door.role,
        CASE WHEN ${door.allowed} THEN ${rowsOfSql(rows, ANIMAL_COLUMN_NAMES)} END AS animals,
        CASE WHEN ${door.allowed} THEN (SELECT count(*) FROM animals a WHERE ${where}) END AS total
      FROM door`,
  );
  const animals = jsonList<AnimalRow>(row?.animals).map(toAnimal);
  return { session: row?.session, role: row?.role, page: { animals, total: row?.total ?? 0, page, limit } };
}

/** Every filtered animal, for the CSV export (bounded by the ranch's size: 20,000 rows is about 2 MB). */
export const animalExportRows = (db: Db, orgId: number, f: AnimalFilters) =>
  db.all<AnimalRow>(sql`SELECT ${ANIMAL_COLUMNS} ${FROM} WHERE ${animalFilter(orgId, f)} ORDER BY a.tag LIMIT 100000`);

interface DetailRow extends AnimalRow {
  history: JsonColumn;
  previous_tags: JsonColumn;
}

/** One animal of the organization with its history (oldest first), or null. One statement. */
export async function animalDetail(db: Db, orgId: number, id: number): Promise<AnimalDetail | null> {
  const [row] = await db.all<DetailRow>(sql`SELECT ${ANIMAL_COLUMNS},
      (SELECT json_group_array(json_object('movement_id', m.id, 'type', m.type, 'date', m.date, 'detail', m.detail,
          'kg', e.kg, 'tag', e.tag, 'data', json(m.data)))
        FROM (SELECT * FROM animal_events WHERE animal_id = a.id) e JOIN movements m ON m.id = e.movement_id
        ORDER BY m.date, m.id) AS history,
      (SELECT json_group_array(number) FROM tags
        WHERE organization_id = a.organization_id AND animal_id = a.id AND number <> a.tag) AS previous_tags
    ${FROM} WHERE a.organization_id = ${orgId} AND a.id = ${id}`);
  if (!row) return null;
  const { history: historyJson, previous_tags, ...animalRow } = row;
  const history = jsonList<Omit<AnimalHistoryEntry, "withdrawal_until">>(historyJson)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.movement_id - b.movement_id))
    .map((entry) => ({ ...entry, withdrawal_until: clearanceDay(entry) }));
  const animal = toAnimal(animalRow);
  const weights = history.flatMap((h) => (h.kg === null ? [] : [{ date: h.date, mean_weight: h.kg }]));
  return {
    animal,
    history,
    daily_gain: dailyWeightGain({ id: animal.rodeo_id, name: animal.rodeo }, weights),
    previous_tags: jsonList<string>(previous_tags),
  };
}
