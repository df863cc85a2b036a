// Writes publish their live messages without waiting for the room (docs/live-sync.md), so the messages of two
// writes of one entity may arrive in either order. Each message carries its writer's D1 bookmark, and bookmarks
// sort in commit order: per entity, the SPA keeps the newest bookmark it applied and does not patch in a
// message older than that (its invalidations still run; a refetch reads the newest state anyway).
import type { SocketAction, SocketMessage, SocketMessageOf } from "@shared/socket-messages";
import type { Lot } from "@shared/herd-types";

type Keys<A extends SocketAction> = (message: SocketMessageOf<A>) => string[];

const lotKeys = (lots: readonly Lot[] | undefined) => (lots ?? []).map((l) => `lot:${l.id}`);

/** The entities whose state a message carries (or whose removal it announces). Others carry none. */
const ENTITIES: { [A in SocketAction]?: Keys<A> } = {
  "lot-created": (m) => [`lot:${m.lot.id}`],
  "lot-updated": (m) => [`lot:${m.lot.id}`],
  "lot-deleted": (m) => [`lot:${m.lotId}`],
  "lots-sync": (m) => lotKeys(m.lots),
  "update-lots": (m) => lotKeys(m.lots),
  "animal-updated": (m) => lotKeys(m.lot ? [m.lot] : []),
  "animal-count-changed": (m) => lotKeys([...(m.lots ?? []), ...(m.lot ? [m.lot] : [])]),
  "movement-created": (m) => [`movement:${m.movement.id}`],
  "movement-updated": (m) => [`movement:${m.movement.id}`],
  "movement-deleted": (m) => [`movement:${m.movementId}`],
  "update-movements": (m) => (m.movements ?? []).map((x) => `movement:${x.id}`),
  "category-created": (m) => [`category:${m.category.id}`],
  "category-updated": (m) => [`category:${m.category.id}`],
  "category-deleted": (m) => [`category:${m.categoryId}`],
  "categories-sync": (m) => m.categories.map((c) => `category:${c.id}`),
  "rodeo-created": (m) => [`rodeo:${m.rodeo.id}`],
  "rodeo-updated": (m) => [`rodeo:${m.rodeo.id}`],
  "rodeo-deleted": (m) => [`rodeo:${m.rodeoId}`],
  "asset-created": (m) => [`supply:${m.asset.id}`],
  "asset-updated": (m) => [`supply:${m.asset.id}`],
  "asset-deleted": (m) => [`supply:${m.assetId}`],
};

export function entitiesOf(message: SocketMessage): string[] {
  const keys = ENTITIES[message.action] as Keys<SocketAction> | undefined;
  return keys ? keys(message) : [];
}

/** Entities remembered at most; the oldest entries go first (a stale message that late is no longer likely). */
const REMEMBERED = 5_000;

/** The newest bookmark applied per entity (ids are unique across organizations: one order per query cache). */
export class SnapshotOrder {
  private readonly newest = new Map<string, string>();

  /**
   * Whether `message` is at least as new as every state applied for its entities; if so it is recorded as
   * theirs. A message without a bookmark (an older worker) or without entities is always admitted.
   */
  admit(message: SocketMessage): boolean {
    const bookmark = message.bookmark;
    const keys = entitiesOf(message);
    if (!bookmark || keys.length === 0) return true;
    if (keys.some((key) => (this.newest.get(key) ?? "") > bookmark)) return false;
    for (const key of keys) {
      this.newest.delete(key);
      this.newest.set(key, bookmark);
    }
    for (const key of this.newest.keys()) {
      if (this.newest.size <= REMEMBERED) break;
      this.newest.delete(key);
    }
    return true;
  }
}
