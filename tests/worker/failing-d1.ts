// A D1 binding that breaks one table, to force a real 5xx through the worker's own code.

/**
 * The real D1, except that statements reading `table` fail there, as with a broken schema. A plain
 * object, not a Proxy: Sentry's D1 instrumentation patches the binding it is given in place.
 */
export function failingOn(db: D1Database, table: RegExp): D1Database {
  const broken = (query: string) => query.replace(table, "FROM missing_table");
  return {
    prepare: (query: string) => db.prepare(broken(query)),
    batch: (statements: D1PreparedStatement[]) => db.batch(statements),
    exec: (query: string) => db.exec(broken(query)),
    dump: () => db.dump(),
    withSession: (constraint?: string) => {
      const session = db.withSession(constraint as never);
      return {
        prepare: (query: string) => session.prepare(broken(query)),
        batch: (statements: D1PreparedStatement[]) => session.batch(statements),
        getBookmark: () => session.getBookmark(),
      };
    },
  } as unknown as D1Database;
}
