// Wraps the D1 binding in drizzle and counts the statements each request runs.
import { drizzle } from "drizzle-orm/d1";
import type { Db } from "../env";

/**
 * A D1Database proxy that counts prepared statements, so every response can report how
 * many queries it cost (x-db-queries) and the benchmark can hold routes to their budget.
 */
export function countingD1<T extends D1Database | D1DatabaseSession>(db: T, counter: { count: number }): T {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === "prepare") {
        return (query: string) => {
          counter.count++;
          return target.prepare(query);
        };
      }
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => target.batch(statements);
      }
      if (prop === "exec") {
        return (query: string) => {
          counter.count++;
          return (target as D1Database).exec(query);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * A session works wherever drizzle uses the database (prepare and batch). Without the schema: nothing uses
 * drizzle's relational queries (db.query), and mapping the schema for them costs every request that opens one.
 */
export function createDb(d1: D1Database | D1DatabaseSession): Db {
  return drizzle(d1 as D1Database);
}
