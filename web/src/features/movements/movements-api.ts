// Calls of the movement log screens: filtered pages (cursor), one movement, delete, editor names.
import type { Movement, MovementPage } from "@shared/herd-types";
import { api } from "../../lib/api/client";
import type { MovementFilters } from "./movement-filters-state";

/** The API's largest page, used by the CSV export to walk the whole filtered log. */
export const EXPORT_PAGE_SIZE = 500;

export function filterQuery(filters: MovementFilters, limit: number, cursor?: string | null): string {
  const q = new URLSearchParams();
  if (filters.type) q.set("type", filters.type);
  if (filters.rodeo) q.set("rodeo_id", String(filters.rodeo));
  if (filters.lot) q.set("lot_id", String(filters.lot));
  if (filters.from) q.set("from", filters.from);
  if (filters.to) q.set("to", filters.to);
  q.set("limit", String(limit));
  if (cursor) q.set("cursor", cursor);
  return q.toString();
}

export const fetchMovementPage = (orgId: number, filters: MovementFilters, limit: number, cursor?: string | null) =>
  api.get<MovementPage>(`/movement/all/${orgId}?${filterQuery(filters, limit, cursor)}`);

export const fetchMovement = (id: number | string) =>
  api.get<{ movement: Movement }>(`/movement/${encodeURIComponent(String(id))}`).then((r) => r.movement);

export const deleteMovement = (orgId: number, id: number) =>
  api.delete<{ movement: Movement }>(`/movement/delete/${orgId}/${id}`).then((r) => r.movement);

export interface UserName {
  id: number;
  first_name: string;
  last_name: string;
}

export const fetchUserName = (id: number) => api.get<{ user: UserName }>(`/user/${id}`).then((r) => r.user);
