// One movement for its detail page, read from data/movements.ts. The message table refetches it
// when a live message edits or deletes it; this user's own edit and delete patch it.
import { movementQueries } from "../../data/movements";
import { useOrgQuery } from "../../data/org-query";
import { isApiError } from "../../lib/api/client";

export function useMovement(id: string | undefined) {
  const valid = !!id && /^\d{1,10}$/.test(id);
  const query = useOrgQuery((orgId) => movementQueries.detail(orgId, Number(id)), valid);
  const error = query.error;
  const notFound = !valid || (isApiError(error) && (error.status === 404 || error.status === 400));
  return { movement: query.data ?? null, error, notFound, reload: query.refetch };
}
