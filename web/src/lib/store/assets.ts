// The supplies (issue #10) in the query cache: the unfiltered list is patched by the live socket
// and by this user's writes (sorted by name, like the API answers); the other supply views are
// refetched instead (data/supply-screens.ts), since only the server re-evaluates them.
import type { Asset } from "@shared/supply-types";
import { removeById, upsertById } from "./list";

export const compareAssets = (a: Asset, b: Asset) => a.name.localeCompare(b.name, "es") || a.id - b.id;

export const assetInto = (items: readonly Asset[], asset: Asset) => upsertById(items, asset, compareAssets);
export const assetRemovedFrom = (items: readonly Asset[], assetId: number) => removeById(items, assetId);
