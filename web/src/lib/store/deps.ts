// What the store needs from the outside: the jotai store it writes, injectable so the cache rules
// are unit-tested on a fresh store (the network edge, fetch, is what tests script).
import { appStore } from "../session/jotai-store";
import type { Store } from "../session/store-type";

export interface StoreDeps {
  store: Store;
}

export const defaultStoreDeps: StoreDeps = { store: appStore };
