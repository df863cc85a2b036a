// Wraps the D1 binding in drizzle and counts the statements each request runs.
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";
import type { Db } from "../env";

/**
 * A D1Database proxy that counts prepared statements, so every response can report how
 * many queries it cost (x-db-queries) and the benchmark can hold routes to their budget.
 */
export function countingD1(db: D1Database, counter: { count: number }): D1Database {
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
          return target.exec(query);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export function createDb(d1: D1Database): Db {
  return drizzle(d1, { schema });
}
