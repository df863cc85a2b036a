// A table's header row: one <th scope="col"> a column, with the column's class ("num" for figures).
import type { ReactNode } from "react";

export type Column = ReactNode | { label: ReactNode; className: string };

const isClassed = (c: Column): c is { label: ReactNode; className: string } =>
  typeof c === "object" && c !== null && "className" in c;

/** A figures column: right-aligned. */
export const num = (label: ReactNode, extra?: string): Column => ({
  label,
  className: extra ? `num ${extra}` : "num",
});

export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) =>
          isClassed(c) ? (
            <th key={i} scope="col" className={c.className}>
              {c.label}
            </th>
          ) : (
            <th key={i} scope="col">
              {c}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
