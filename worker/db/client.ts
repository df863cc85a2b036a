// Wraps the D1 binding in drizzle and counts the statements each request runs.
import { drizzle } from "drizzle-orm/d1";
import type { Db } from "../env";

/**
 * What a request's database handle counts: statements prepared, and round trips to D1. A batch is one trip,
 * and any other statement its own (each is prepared to run once), so trips = batches + statements not batched.
 */
export interface DbCounter {
  count: number;
  trips: number;
}

/**
 * A D1Database proxy that counts prepared statements and round trips, so every response can report what it
 * cost (x-db-queries, x-db-round-trips) and the benchmark and the tests can hold routes to their budget.
 */
export function countingD1<T extends D1Database | D1DatabaseSession>(db: T, counter: DbCounter): T {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === "prepare") {
        return (query: string) => {
          counter.count++;
          counter.trips++;
          return target.prepare(query);
        };
      }
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          counter.trips += 1 - statements.length;
          return target.batch(statements);
        };
      }
      if (prop === "exec") {
        return (query: string) => {
          counter.count++;
          counter.trips++;
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
