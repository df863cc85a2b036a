// A template's text as people read it, each {{parameter}} set apart so the names stand out from the words.
import { Fragment } from "react";

export function NamedText({ text }: { text: string }) {
  // split() with a capture group: the names sit at the odd positions.
  const parts = text.split(/(\{\{[^{}]*\}\})/g);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="template-token">
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
