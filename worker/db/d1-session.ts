// D1 read replication (docs/read-replication.md): every request runs in a D1 session. A read without a
// bookmark may be answered by the nearest replica; a request that carries the client's latest bookmark
// reads data at least that new (its own writes included); writes start on the primary. The session's
// bookmark after the request goes back in the same header, and live messages carry it too.

export { BOOKMARK_HEADER, validBookmark } from "../shared/d1-bookmark";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The session for one request: a write starts on the primary (it reads what it is about to change);
 * a read continues from the client's bookmark, or from any replica when it has none.
 */
export function openSession(db: D1Database, method: string, bookmark: string | null): D1DatabaseSession {
  if (!READS.has(method.toUpperCase())) return db.withSession("first-primary");
  return db.withSession(bookmark ?? "first-unconstrained");
}
