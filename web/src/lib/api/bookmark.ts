// The newest D1 bookmark this browser has seen (docs/read-replication.md): from every API response and
// every live message, kept in localStorage so a reload and the other tabs keep reading their own
// writes; sent on every API call.
import { laterBookmark, validBookmark } from "@shared/d1-bookmark";
import { safeStorage } from "../session/local-storage";
import { STORAGE_KEYS } from "../session/storage-keys";

let memory: string | null = null;

export const bookmarkStore = {
  latest(): string | null {
    const stored = validBookmark(safeStorage()?.getItem(STORAGE_KEYS.d1Bookmark));
    return laterBookmark(memory, stored);
  },
  /** Keeps `bookmark` when it is newer than the one kept (an older answer arriving late changes nothing). */
  advance(bookmark: string | null | undefined): void {
    const next = validBookmark(bookmark);
    if (!next) return;
    const latest = bookmarkStore.latest();
    if (latest === laterBookmark(latest, next)) return;
    memory = next;
    safeStorage()?.setItem(STORAGE_KEYS.d1Bookmark, next);
  },
};
