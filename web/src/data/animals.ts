// Tagged animals (docs/animals.md, docs/spa-data.md): the filtered list a page at a time, one animal with its
// history, the tags owned, and the writes (tagging, a weighing session, the SENASA registration, a load of
// tags, a tag's state by hand, a replaced button).
// Lists and pages are computed on the server: live messages (`animals-changed`, every movement message)
// and this user's writes mark them stale.
import { keepPreviousData, queryOptions, type QueryKey } from "@tanstack/react-query";
import { queryClient } from "../lib/query/query-client";
import { submitCreate } from "../lib/offline/outbox-submit";
import {
  fetchAnimal,
  fetchAnimalPage,
  fetchTagPage,
  patchTagState,
  postAnimalWeighing,
  postRegistration,
  postTagging,
  postTagLoad,
  putAnimalTag,
  type AnimalFilters,
  type AnimalWeighingInput,
  type RegistrationInput,
  type RetagInput,
  type TagFilters,
  type TaggingInput,
  type TagLoadInput,
  type TagStateInput,
} from "./api/animals-api";
import { applyPatches } from "./live/apply-live-message";
import { movementKeys, movementPatches } from "./movements";
import { rodeoKeys } from "./rodeos";
import { dashboardKeys } from "./dashboard";
import { useOrgMutation } from "./org-query";

export type { AnimalFilters, TagFilters } from "./api/animals-api";

export const animalKeys = {
  /** Every animal entry of the organization: lists, pages and tags. */
  all: (orgId: number) => ["org", orgId, "animals"] as const,
  list: (orgId: number, filters: object) => ["org", orgId, "animals", "list", filters] as const,
  detail: (orgId: number, animalId: number) => ["org", orgId, "animals", "detail", animalId] as const,
  /** The tags owned: under `all`, so `animals-changed` and every animal write mark them stale too. */
  tags: (orgId: number, filters: object) => ["org", orgId, "animals", "tags", filters] as const,
};

export const animalQueries = {
  /** GET /animal/{org}: one page under the filters; the previous page stays on screen while the next loads. */
  list: (orgId: number, filters: AnimalFilters) =>
    queryOptions({
      queryKey: animalKeys.list(orgId, filters),
      queryFn: () => fetchAnimalPage(orgId, filters),
      placeholderData: keepPreviousData,
    }),
  /** GET /animal/{org}/{id}: the animal, its history, its daily gain and the tags it wore before. */
  detail: (orgId: number, animalId: number) =>
    queryOptions({ queryKey: animalKeys.detail(orgId, animalId), queryFn: () => fetchAnimal(orgId, animalId) }),
  /** GET /tag/{org}: one page of the tags owned (500) under a state; the previous page stays while the next loads. */
  tags: (orgId: number, filters: TagFilters) =>
    queryOptions({
      queryKey: animalKeys.tags(orgId, filters),
      queryFn: () => fetchTagPage(orgId, filters),
      placeholderData: keepPreviousData,
    }),
};

/** What an animal write makes stale: the animal views, and the rodeo views a movement of the flow changes. */
export const animalViews = (orgId: number): QueryKey[] => [animalKeys.all(orgId)];

function animalsChanged(orgId: number, rodeoId?: number): void {
  const stale: QueryKey[] = [...animalViews(orgId), dashboardKeys.summary(orgId), movementKeys.filteredAll(orgId)];
  if (rodeoId !== undefined) stale.push(rodeoKeys.movements(orgId, rodeoId), rodeoKeys.dailyGain(orgId, rodeoId));
  for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
}

/** A flow's save: sent now, or kept in the outbox without signal (`queued`). */
export type FlowSaved = { queued: false; movementId: number } | { queued: true };

/**
 * POST /animal/{org}/tagging under the client id made when the user pressed save (a retry records once).
 * Without signal it waits in the outbox, which sends it with the queued movements (docs/offline-batch.md).
 */
export function useTagAnimals() {
  return useOrgMutation({
    mutationFn: async (body: TaggingInput, orgId): Promise<FlowSaved> => {
      const input = { kind: "TAGGING" as const, orgId, body, clientId: body.client_id };
      const result = await submitCreate(input, (withId) => postTagging(orgId, withId as TaggingInput));
      if (result.queued) return { queued: true };
      applyPatches(queryClient, movementPatches.placed(orgId, result.value));
      return { queued: false, movementId: result.value.id };
    },
    onSuccess: (saved, body, orgId) => {
      if (!saved.queued) animalsChanged(orgId, body.rodeo_id as number);
    },
  });
}

/** The weighing session as the WEIGHING movement the outbox queues: its mean and count with the weights. */
export function weighingMovementBody(body: AnimalWeighingInput) {
  const weights = body.weights as Array<{ tag: string; kg: number }>;
  const mean = weights.reduce((sum, w) => sum + w.kg, 0) / weights.length;
  return {
    date: body.date,
    rodeo_id: body.rodeo_id,
    detail: body.detail,
    mean_weight: Math.round(mean * 10) / 10,
    animals_weighed: weights.length,
    weights,
  };
}

/**
 * POST /animal/{org}/weighing. Without signal it waits in the outbox as the WEIGHING movement it records
 * (the movement route takes the same individual weights, docs/offline.md), under the same client id.
 */
export function useWeighAnimals() {
  return useOrgMutation({
    mutationFn: async (body: AnimalWeighingInput, orgId): Promise<FlowSaved> => {
      const send = (withId: Record<string, unknown>) =>
        postAnimalWeighing(orgId, {
          client_id: withId.client_id as string,
          date: body.date,
          rodeo_id: body.rodeo_id,
          detail: body.detail,
          weights: body.weights,
        });
      const input = { kind: "WEIGHING" as const, orgId, body: weighingMovementBody(body), clientId: body.client_id };
      const result = await submitCreate(input, send);
      if (result.queued) return { queued: true };
      applyPatches(queryClient, movementPatches.placed(orgId, result.value));
      return { queued: false, movementId: result.value.id };
    },
    onSuccess: (saved, body, orgId) => {
      if (!saved.queued) animalsChanged(orgId, body.rodeo_id as number);
    },
  });
}

/** POST /animal/{org}/registration: the tags SENASA registered; resolves to how many changed. */
export function useRegisterAnimals() {
  return useOrgMutation({
    mutationFn: (body: RegistrationInput, orgId) => postRegistration(orgId, body),
    onSuccess: (_n, _body, orgId) => animalsChanged(orgId),
  });
}

/** POST /tag/{org}: the numbers bought, as a list or a range. */
export function useLoadTags() {
  return useOrgMutation({
    mutationFn: (body: TagLoadInput, orgId) => postTagLoad(orgId, body),
    onSuccess: (_r, _body, orgId) => animalsChanged(orgId),
  });
}

/** PATCH /tag/{org}/{number}: disponible, perdida or baja by hand; the server refuses a wrong step (409). */
export function useSetTagState() {
  return useOrgMutation({
    mutationFn: ({ number, state }: TagStateInput & { number: string }, orgId) =>
      patchTagState(orgId, number, { state }),
    onSuccess: (_tag, _body, orgId) => animalsChanged(orgId),
  });
}

/** PUT /animal/{org}/{id}/tag: a replaced button; the animal's page shows the answer at once. */
export function useRetagAnimal() {
  return useOrgMutation({
    mutationFn: ({ animalId, ...body }: RetagInput & { animalId: number }, orgId) =>
      putAnimalTag(orgId, animalId, body),
    onSuccess: (detail, { animalId }, orgId) => {
      queryClient.setQueryData(animalKeys.detail(orgId, animalId), detail);
      animalsChanged(orgId);
    },
  });
}
