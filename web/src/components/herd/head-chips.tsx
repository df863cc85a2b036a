// The head per category as chips ("Vaca 120"), for the lot and rodeo cards.
import { formatInt, type CategoryHead } from "../../lib/herd/figures";
import "./herd.css";

export function HeadChips({ categories, label }: { categories: readonly CategoryHead[]; label: string }) {
  return (
    <ul className="chip-list" aria-label={label}>
      {categories.map((c) => (
        <li key={c.categoryId} className="chip">
          {c.category} <strong>{formatInt(c.count)}</strong>
        </li>
      ))}
    </ul>
  );
}
