// Puts a drizzle handle on c.var.db (over the request's D1 session, see db/d1-session.ts), the services'
// runtime on c.var.rt, and reports the request's D1 statement count and the session's bookmark.
import { createMiddleware } from "hono/factory";
import { countingD1, createDb } from "../db/client";
import { BOOKMARK_HEADER, openSession, validBookmark } from "../db/d1-session";
import type { AppEnv } from "../env";
import { appOrigin } from "../lib/outbox";

export const dbMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const counter = { count: 0, trips: 0 };
  c.set("dbQueries", counter);
  const session = openSession(c.env.DB, c.req.method, validBookmark(c.req.header(BOOKMARK_HEADER)));
  const db = createDb(countingD1(session, counter));
  c.set("db", db);
  c.set("rt", {
    db,
    env: c.env,
    origin: appOrigin(c.env, c.req.url),
    bookmark: () => session.getBookmark(),
    waitUntil: (promise) => {
      try {
        c.executionCtx.waitUntil(promise);
      } catch {
        // No execution context (direct app calls in tests): the promise still runs on its own.
      }
    },
  });
  await next();
  c.header("x-db-queries", String(counter.count));
  c.header("x-db-round-trips", String(counter.trips));
  const bookmark = session.getBookmark();
  if (bookmark) c.header(BOOKMARK_HEADER, bookmark);
});
