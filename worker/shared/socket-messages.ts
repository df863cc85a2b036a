// The live messages a room sends (SPEC.md §7 Realtime): one union for worker and SPA.
// Payload types are loose here; the live-sync issue narrows them per action.

export type SocketAction =
  | "update-organization"
  | "lot-created"
  | "lot-updated"
  | "lot-deleted"
  | "lots-sync"
  | "update-lots"
  | "movement-created"
  | "movement-updated"
  | "movement-deleted"
  | "update-movements"
  | "animal-updated"
  | "animal-count-changed"
  | "category-created"
  | "category-updated"
  | "category-deleted"
  | "categories-sync"
  | "rodeo-created"
  | "rodeo-updated"
  | "rodeo-deleted";

export interface SocketMessage {
  action: SocketAction;
  lot?: unknown;
  lots?: unknown[];
  lotId?: number;
  movement?: unknown;
  movements?: unknown[];
  movementId?: number;
  category?: unknown;
  categories?: unknown[];
  categoryId?: number;
  rodeo?: unknown;
  rodeoId?: number;
  organizations?: unknown[];
}

export const roomName = (organizationId: number) => `organization_${organizationId}`;
