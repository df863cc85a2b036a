// The calls of /api/animal and /api/tag (docs/animals.md) over the typed client: the filtered list, one animal,
// the flows' writes, the tags owned and the CSV downloads (bytes, with the session's token).
import { ANIMAL_SEXES, ANIMAL_STATES, REGISTRATIONS, TAG_STATES } from "@shared/animal-values";
import type { AnimalSex, AnimalState, Registration, TagState } from "@shared/animal-values";
import type { Animal, AnimalDetail, AnimalPage, Tag } from "@shared/animal-types";
import type { animalRetagBody, animalWeighingBody, registrationBody } from "@shared/animal-schemas";
import type { tagLoadBody, tagPatchBody } from "@shared/tag-schemas";
import type { Movement } from "@shared/herd-types";
import type { z } from "zod";
import { fetchBlob } from "../../lib/api/binary";
import { api, call, id } from "../../lib/api/client";
import { downloadBlob } from "../../lib/download";

/** The list's filters as the URL keeps them ("" for none); `page` from 1. */
export interface AnimalFilters {
  q: string;
  rodeo_id: string;
  category: string;
  sex: "" | AnimalSex;
  state: "" | AnimalState;
  registration: "" | Registration;
  page: number;
}

/** The API's query: only the filters that are set. */
export function animalQuery(f: Omit<AnimalFilters, "page"> & { page?: number }) {
  return {
    q: f.q.trim() || undefined,
    rodeo_id: f.rodeo_id || undefined,
    category: f.category || undefined,
    sex: f.sex || undefined,
    state: f.state || undefined,
    registration: f.registration || undefined,
    page: f.page && f.page > 1 ? String(f.page) : undefined,
  };
}

export async function fetchAnimalPage(orgId: number, filters: AnimalFilters): Promise<AnimalPage> {
  const r = await call(api.animal[":org"].$get({ param: { org: id(orgId) }, query: animalQuery(filters) }));
  return { animals: r.animals as Animal[], total: r.total, page: r.page, limit: r.limit };
}

/** The animal's page out of an answer that carries it (its read, a replaced tag). */
const detailOf = (r: AnimalDetail): AnimalDetail => ({
  animal: r.animal,
  history: r.history,
  daily_gain: r.daily_gain,
  previous_tags: r.previous_tags,
});

export const fetchAnimal = (orgId: number, animalId: number): Promise<AnimalDetail> =>
  call(api.animal[":org"][":id"].$get({ param: { org: id(orgId), id: id(animalId) } })).then(detailOf);

export type AnimalWeighingInput = z.input<typeof animalWeighingBody>;
export type RegistrationInput = z.input<typeof registrationBody>;
export type TagLoadInput = z.input<typeof tagLoadBody>;

// The tagging session is also an outbox kind: its call lives with the other queued creates.
export { postTagging, type TaggingInput } from "../../lib/api/movement-writes";

export const postAnimalWeighing = (orgId: number, json: AnimalWeighingInput): Promise<Movement> =>
  call(api.animal[":org"].weighing.$post({ param: { org: id(orgId) }, json })).then((r) => r.movement);

export const postRegistration = (orgId: number, json: RegistrationInput): Promise<number> =>
  call(api.animal[":org"].registration.$post({ param: { org: id(orgId) }, json })).then((r) => r.registered);

export const postTagLoad = (orgId: number, json: TagLoadInput) =>
  call(api.tag[":org"].$post({ param: { org: id(orgId) }, json })).then((r) => ({
    added: r.added,
    already: r.already,
  }));

/** The tags screen's filter as the URL keeps it ("" for every state); `page` from 1. */
export interface TagFilters {
  state: "" | TagState;
  page: number;
}

/** The tags owned, 500 a page (`limit` is the server's page size, for the pager). */
export interface TagPage {
  tags: Tag[];
  total: number;
  limit: number;
}

export const TAG_PAGE_SIZE = 500;

export async function fetchTagPage(orgId: number, filters: TagFilters): Promise<TagPage> {
  const query = { state: filters.state || undefined, page: filters.page > 1 ? String(filters.page) : undefined };
  const r = await call(api.tag[":org"].$get({ param: { org: id(orgId) }, query }));
  return { tags: r.tags as Tag[], total: r.total, limit: TAG_PAGE_SIZE };
}

export type TagStateInput = z.input<typeof tagPatchBody>;

export const patchTagState = (orgId: number, number: string, json: TagStateInput): Promise<Tag> =>
  call(api.tag[":org"][":number"].$patch({ param: { org: id(orgId), number }, json })).then((r) => r.tag as Tag);

export type RetagInput = z.input<typeof animalRetagBody>;

/** PUT /animal/{org}/{id}/tag: a replaced button; answers the animal as its page shows it. */
export const putAnimalTag = (orgId: number, animalId: number, json: RetagInput): Promise<AnimalDetail> =>
  call(api.animal[":org"][":id"].tag.$put({ param: { org: id(orgId), id: id(animalId) }, json })).then(detailOf);

/** The filtered list as a CSV file (the same filters, every page). */
export async function downloadAnimalsCsv(orgId: number, filters: AnimalFilters, filename: string): Promise<void> {
  const { page: _page, ...query } = animalQuery(filters);
  const path = api.animal[":org"]["export.csv"].$path({ param: { org: id(orgId) }, query });
  downloadBlob(await fetchBlob(path), filename);
}

/** The animals waiting for their SENASA registration, as the CSV to upload there. */
export async function downloadRegistrationCsv(orgId: number, filename: string): Promise<void> {
  const path = api.animal[":org"]["registration.csv"].$path({ param: { org: id(orgId) } });
  downloadBlob(await fetchBlob(path), filename);
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): "" | T =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : "";

/** The filters a URL's search params hold (`/animales?registration=pendiente`); unknown values count as none. */
export function animalFiltersOf(search: URLSearchParams): AnimalFilters {
  const page = Number(search.get("page"));
  const rodeo = search.get("rodeo_id") ?? "";
  return {
    q: search.get("q") ?? "",
    rodeo_id: /^\d{1,9}$/.test(rodeo) ? rodeo : "",
    category: search.get("category") ?? "",
    sex: oneOf(ANIMAL_SEXES, search.get("sex")),
    state: oneOf(ANIMAL_STATES, search.get("state")),
    registration: oneOf(REGISTRATIONS, search.get("registration")),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The tags screen's filter from its URL (`/animales/caravanas?state=perdida`); unknown values count as none. */
export function tagFiltersOf(search: URLSearchParams): TagFilters {
  const page = Number(search.get("page"));
  return { state: oneOf(TAG_STATES, search.get("state")), page: Number.isInteger(page) && page > 1 ? page : 1 };
}
