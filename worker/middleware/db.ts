// Puts a drizzle handle on c.var.db, the services' runtime on c.var.rt, and reports the request's D1
// statement count.
import { createMiddleware } from "hono/factory";
import { countingD1, createDb } from "../db/client";
import type { AppEnv } from "../env";
import { appOrigin } from "../lib/outbox";

export const dbMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const counter = { count: 0 };
  c.set("dbQueries", counter);
  const db = createDb(countingD1(c.env.DB, counter));
  c.set("db", db);
  c.set("rt", {
    db,
    env: c.env,
    origin: appOrigin(c.env, c.req.url),
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
});
