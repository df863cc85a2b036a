// Tiny SQL builder for the seed: escaped literals, explicit ids, one INSERT per row.

export type SqlValue = string | number | boolean | null | object;

export function literal(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

export class SeedSql {
  readonly statements: string[] = [];
  private next: Record<string, number>;

  /** `maxIds`: the current max id of each table, so explicit ids never collide. */
  constructor(maxIds: Record<string, number>) {
    this.next = { ...maxIds };
  }

  /** Inserts a row with a fresh explicit id and returns that id. */
  insert(table: string, row: Record<string, SqlValue>): number {
    const id = (this.next[table] ?? 0) + 1;
    this.next[table] = id;
    this.insertRaw(table, { id, ...row });
    return id;
  }

  insertRaw(table: string, row: Record<string, SqlValue>) {
    const cols = Object.keys(row);
    const vals = cols.map((c) => literal(row[c]!));
    this.statements.push(
      `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(", ")}) VALUES (${vals.join(", ")});`,
    );
  }

  /** The ids this builder gave to `table`'s rows. */
  newIds(table: string, before: number): number[] {
    const last = this.next[table] ?? before;
    return Array.from({ length: Math.max(last - before, 0) }, (_, i) => before + i + 1);
  }

  /** Sets columns of an inserted row (supplies get their final quantity, the organization its storage count). */
  update(table: string, id: number, set: Record<string, SqlValue>) {
    const cols = Object.entries(set).map(([c, v]) => `"${c}" = ${literal(v)}`);
    this.statements.push(`UPDATE "${table}" SET ${cols.join(", ")} WHERE "id" = ${literal(id)};`);
  }

  toString() {
    return this.statements.join("\n") + "\n";
  }
}
