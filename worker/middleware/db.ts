// Puts a drizzle handle on c.var.db and reports the request's D1 statement count.
import { createMiddleware } from "hono/factory";
import { countingD1, createDb } from "../db/client";
import type { AppEnv } from "../env";

export const dbMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const counter = { count: 0 };
  c.set("dbQueries", counter);
  c.set("db", createDb(countingD1(c.env.DB, counter)));
  await next();
  c.header("x-db-queries", String(counter.count));
});
