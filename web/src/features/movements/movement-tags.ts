// The tags a record lists (docs/animals.md): a sale's, death's or move's `tags`, a weighing session's
// `weights` (each with its kg) or a tagging's `tagged` animals.
import type { Movement } from "@shared/herd-types";

export interface ListedTag {
  tag: string;
  kg: number | null;
}

export function listedTags(m: Pick<Movement, "type" | "data">): ListedTag[] {
  const d = m.data ?? {};
  if (Array.isArray(d.tagged)) return (d.tagged as Array<{ tag: string }>).map((a) => ({ tag: a.tag, kg: null }));
  if (Array.isArray(d.weights))
    return (d.weights as Array<{ tag: string; kg: number }>).map((w) => ({ tag: w.tag, kg: w.kg }));
  return Array.isArray(d.tags) ? (d.tags as string[]).map((tag) => ({ tag, kg: null })) : [];
}
