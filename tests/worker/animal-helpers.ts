// Tagged-animal test helpers (docs/animals.md): Argentine tag numbers, a tagging session and the stored animals.
import { eq } from "drizzle-orm";
import { animals } from "../../worker/db/schema";
import type { AnimalDetail, AnimalPage } from "../../worker/shared/animal-types";
import { api, db } from "./fixtures";
import { ok } from "./herd-helpers";

let serial = 100_000;

/** `n` fresh Argentine tag numbers (15 digits, 032…), unique across the test run. */
export function newTags(n: number): string[] {
  return Array.from({ length: n }, () => `032${String(serial++).padStart(12, "0")}`);
}

export async function tagAnimals(
  token: string,
  orgId: number,
  rodeoId: number,
  tags: readonly string[],
  opts: { category?: string; sex?: "macho" | "hembra"; date?: string; client_id?: string } = {},
) {
  return ok<{ movement: { id: number } }>(
    api(`/animal/${orgId}/tagging`, {
      token,
      body: {
        date: opts.date ?? "2026-05-04",
        rodeo_id: rodeoId,
        ...(opts.client_id ? { client_id: opts.client_id } : {}),
        animals: tags.map((tag) => ({ tag, sex: opts.sex ?? "hembra", category: opts.category ?? "Vaca" })),
      },
    }),
    201,
  );
}

export const storedAnimals = (orgId: number) =>
  db().select().from(animals).where(eq(animals.organization_id, orgId)).orderBy(animals.id);

export const animalList = (token: string, orgId: number, query = "") =>
  ok<AnimalPage>(api(`/animal/${orgId}${query ? `?${query}` : ""}`, { token }));

export const animalPage = (token: string, orgId: number, id: number) =>
  ok<AnimalDetail>(api(`/animal/${orgId}/${id}`, { token }));
