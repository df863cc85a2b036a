// The calls of /api/animal and /api/tag (docs/animals.md) over the typed client: the filtered list, one animal,
// the flows' writes and the CSV downloads (bytes, with the session's token).
import { ANIMAL_SEXES, ANIMAL_STATES, REGISTRATIONS } from "@shared/animal-values";
import type { AnimalSex, AnimalState, Registration } from "@shared/animal-values";
import type { Animal, AnimalDetail, AnimalPage } from "@shared/animal-types";
import type { animalWeighingBody, registrationBody } from "@shared/animal-schemas";
import type { tagLoadBody } from "@shared/tag-schemas";
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

export async function fetchAnimal(orgId: number, animalId: number): Promise<AnimalDetail> {
  const r = await call(api.animal[":org"][":id"].$get({ param: { org: id(orgId), id: id(animalId) } }));
  return { animal: r.animal, history: r.history, daily_gain: r.daily_gain, previous_tags: r.previous_tags };
}

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
