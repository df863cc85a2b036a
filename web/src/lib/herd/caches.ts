// The `{ items, loaded }` views the dashboard cards still read (the dashboard is being rewritten
// on its own summary). Every other screen reads the query results from web/src/data.
import type { UseQueryResult } from "@tanstack/react-query";
import { movementQueries } from "../../data/movements";
import { useOrgQuery } from "../../data/org-query";
import { useLots } from "../../data/lots";
import { useRodeos } from "../../data/rodeos";

const NOTHING: never[] = [];
const view = <T>(query: UseQueryResult<T[]>) => ({ items: query.data ?? NOTHING, loaded: query.data !== undefined });

/** Dashboard only. */
export const useLotList = () => view(useLots());
/** Dashboard only. */
export const useRodeoList = () => view(useRodeos());
/** Dashboard only. */
export const useLastMovementList = () => view(useOrgQuery(movementQueries.last));
