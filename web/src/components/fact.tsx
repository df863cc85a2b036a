// One term and its value in a record's <dl> of facts (a detail page's date, type, rodeo...).
import type { ReactNode } from "react";

export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
