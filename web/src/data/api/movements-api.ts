// Calls of the movement log screens: filtered pages (cursor), one movement, delete, editor names.
import type { Movement, MovementPage } from "@shared/herd-types";
import { api, call, id } from "../../lib/api/client";

/** The log's filters (the movements screen keeps them in the address: movement-filters-state.ts). */
export interface MovementFilters {
  type: string | null;
  rodeo: number | null;
  lot: number | null;
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
}

/** A RAIN movement's day and millimetres, as the dashboard's rain card reads them. */
export interface RainRecord {
  date: string;
  mm: number;
}

/** The API's largest page, used by the CSV export to walk the whole filtered log. */
export const EXPORT_PAGE_SIZE = 500;

/** The GET /movement/all query of the filters: only the ones set, plus the page size and cursor. */
export function filterQuery(filters: MovementFilters, limit: number, cursor?: string | null) {
  return {
    type: filters.type || undefined,
    rodeo_id: filters.rodeo ? String(filters.rodeo) : undefined,
    lot_id: filters.lot ? String(filters.lot) : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    limit: String(limit),
    cursor: cursor || undefined,
  };
}

export const fetchMovementPage = (
  orgId: number,
  filters: MovementFilters,
  limit: number,
  cursor?: string | null,
): Promise<MovementPage> =>
  call(api.movement.all[":org"].$get({ param: { org: id(orgId) }, query: filterQuery(filters, limit, cursor) }));

export const fetchMovement = (movementId: number | string): Promise<Movement> =>
  call(api.movement[":id"].$get({ param: { id: id(movementId) } })).then((r) => r.movement);

export const deleteMovement = (orgId: number, movementId: number) =>
  call(
    api.movement.delete[":org"][":movementId"].$delete({ param: { org: id(orgId), movementId: id(movementId) } }),
  ).then((r) => r.movement);

export interface UserName {
  id: number;
  first_name: string;
  last_name: string;
}

export const fetchUserName = (userId: number): Promise<UserName> =>
  call(api.user[":id"].$get({ param: { id: id(userId) } })).then((r) => r.user);
