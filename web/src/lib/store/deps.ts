// What the store needs from the outside (the API client and the jotai store), injectable so the
// cache rules are unit-tested with a fake API.
import { api } from "../api/client";
import { appStore } from "../session/jotai-store";
import type { Store } from "../session/store-type";

export interface ApiLike {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string, body?: unknown): Promise<T>;
}

export interface StoreDeps {
  store: Store;
  api: ApiLike;
}

export const defaultStoreDeps: StoreDeps = { store: appStore, api };
