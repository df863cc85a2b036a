// A tag number as people read it: the country and the rest, with the last 4 digits (the visual tag's) large.
import { formatTag, tagTail } from "@shared/tag-number";

export function TagLabel({ number }: { number: string }) {
  const full = formatTag(number);
  const tail = tagTail(number);
  const head = full.endsWith(tail) ? full.slice(0, -tail.length) : full;
  return (
    // The whole number is read once (a span takes no aria-label); the split one is for the eye.
    <span className="tag-label">
      <span className="visually-hidden">{full}</span>
      <span className="tag-head" aria-hidden="true">
        {head}
      </span>
      <strong className="tag-tail" aria-hidden="true">
        {tail}
      </strong>
    </span>
  );
}
