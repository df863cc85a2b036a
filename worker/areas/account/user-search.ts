// The Users screen search on the server (docs/client-rules.md): a case-insensitive piece of the full name
// (so first or last name too), the email or the phone; `%` and `_` typed in the term are literal.
import { or, sql, type SQL } from "drizzle-orm";
import { users } from "../../db/schema";

/** SQLite's LIKE ignores case only for ASCII and D1 has no ICU: fold the Spanish capitals by hand. */
export const SPANISH_CAPITALS: ReadonlyArray<readonly [string, string]> = [
  ["Á", "á"],
  ["É", "é"],
  ["Í", "í"],
  ["Ó", "ó"],
  ["Ú", "ú"],
  ["Ü", "ü"],
  ["Ñ", "ñ"],
];

// Constant SQL (no bound values): D1 caps the parameters of one statement.
const foldedFullName = sql.raw(
  SPANISH_CAPITALS.reduce(
    (expr, [capital, small]) => `replace(${expr}, '${capital}', '${small}')`,
    `(users.first_name || ' ' || users.last_name)`,
  ),
);

/** `term` as a LIKE pattern matching it anywhere, its wildcards and the escape character escaped. */
export function containsPattern(term: string): string {
  return `%${term.toLocaleLowerCase("es").replace(/[\\%_]/g, "\\$&")}%`;
}

/** The WHERE condition for a search term, or undefined (every user) without one. */
export function userSearchCondition(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  const like = (expr: SQL | typeof users.email) => sql`${expr} LIKE ${pattern} ESCAPE '\\'`;
  return or(like(foldedFullName), like(users.email), like(sql`coalesce(${users.phone}, '')`));
}
