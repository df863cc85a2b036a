// Finding an active animal by the last digits of its tag, the part printed large on the visual tag
// (docs/animals-reading.md, "Finding an animal by its last digits"): the weighing session's read box and the
// movement form's tags field both ask it. The API's list answers it (GET /animal/{org}?q=&state=activo).
import type { Animal, AnimalPage } from "@shared/animal-types";
import { queryOptions } from "@tanstack/react-query";
import { useCallback } from "react";
import { isOffline } from "../lib/offline/outbox-user";
import { queryClient } from "../lib/query/query-client";
import { animalKeys } from "./animals";
import { fetchAnimalPage } from "./api/animals-api";
import { useOrgId } from "./org-query";

export type TailLookup =
  | { kind: "one"; digits: string; animal: Animal }
  /** `animals` as the API's first page gives them (50); `total` counts them all. */
  | { kind: "many"; digits: string; animals: Animal[]; total: number }
  | { kind: "none"; digits: string }
  /** No signal, or the request failed: the whole number is the way then. */
  | { kind: "offline"; digits: string };

/**
 * The active animals (of `rodeoId`, or of any rodeo with "") whose tag ends in `digits`. Under the animals' key,
 * so live messages and writes mark it stale; a search repeated within the minute (a pasted list) asks once.
 * `networkMode: "always"`: without signal it fails at once instead of waiting for the signal.
 */
export const tailQuery = (orgId: number, digits: string, rodeoId: string) =>
  queryOptions({
    queryKey: [...animalKeys.all(orgId), "tail", digits, rodeoId] as const,
    queryFn: () =>
      fetchAnimalPage(orgId, {
        q: digits,
        rodeo_id: rodeoId,
        state: "activo",
        category: "",
        sex: "",
        registration: "",
        page: 1,
      }),
    networkMode: "always",
    staleTime: 60_000,
  });

/**
 * What a search by `digits` found. The API falls back to the digits anywhere in the tag (or as the visual
 * number) only when no tag of the organization ends in them, so its hits either all end in them or none does:
 * those are dropped, and the total then stands for the animals ending so.
 */
export function tailResult(digits: string, page: AnimalPage): TailLookup {
  const animals = page.animals.filter((a) => a.tag.endsWith(digits));
  if (animals.length === 0) return { kind: "none", digits };
  const total = animals.length === page.animals.length ? page.total : animals.length;
  return total === 1 ? { kind: "one", digits, animal: animals[0]! } : { kind: "many", digits, animals, total };
}

export async function lookupTail(orgId: number, digits: string, rodeoId: string): Promise<TailLookup> {
  if (isOffline()) return { kind: "offline", digits };
  try {
    return tailResult(digits, await queryClient.fetchQuery(tailQuery(orgId, digits, rodeoId)));
  } catch {
    return { kind: "offline", digits };
  }
}

/** `lookup(digits, rodeoId)` in the selected organization (none selected: as without signal). */
export function useTailLookup() {
  const orgId = useOrgId();
  return useCallback(
    (digits: string, rodeoId: string): Promise<TailLookup> =>
      orgId === null ? Promise.resolve({ kind: "offline", digits }) : lookupTail(orgId, digits, rodeoId),
    [orgId],
  );
}
