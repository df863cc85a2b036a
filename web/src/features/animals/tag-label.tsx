// A tag number as people read it: the country and the rest, with the last 4 digits (the visual tag's) large.
import { formatTag, tagTail } from "@shared/tag-number";

export function TagLabel({ number }: { number: string }) {
  const full = formatTag(number);
  const tail = tagTail(number);
  const head = full.endsWith(tail) ? full.slice(0, -tail.length) : full;
  return (
    <span className="tag-label" aria-label={full}>
      <span className="tag-head" aria-hidden="true">
        {head}
      </span>
      <strong className="tag-tail" aria-hidden="true">
        {tail}
      </strong>
    </span>
  );
}
