// D1 session bookmarks (read replication): the header they travel in and how to compare them, for the
// worker (worker/db/d1-session.ts) and the SPA (web/src/lib/api/bookmark.ts) alike.

export const BOOKMARK_HEADER = "x-d1-bookmark";

/** D1's bookmark format (four hex groups); anything else is ignored rather than sent to D1. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;

export const validBookmark = (value: string | null | undefined): string | null =>
  value && BOOKMARK.test(value) ? value : null;

/** The later of two bookmarks (D1 bookmarks sort lexicographically from oldest to newest). */
export const laterBookmark = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : a > b ? a : b;
