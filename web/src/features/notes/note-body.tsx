// A note's body: plain text whose line breaks are kept (white-space: pre-wrap) and whose http(s) links
// open in a new tab. React escapes every text piece: the body is never parsed as HTML.
import type { ReactNode } from "react";

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the link ("ver https://x.com/a."). */
const TRAILING = /[.,;:!?)\]]+$/;

export interface BodyPart {
  text: string;
  href?: string;
}

/** The body cut into text and link pieces; only well-formed http(s) URLs become links. */
export function bodyParts(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let at = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, "");
    const start = match.index;
    let href: string | null = null;
    try {
      const url = new URL(raw);
      if (url.protocol === "http:" || url.protocol === "https:") href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > at) parts.push({ text: body.slice(at, start) });
    parts.push({ text: raw, href });
    at = start + raw.length;
  }
  if (at < body.length) parts.push({ text: body.slice(at) });
  return parts;
}

export function NoteBody({ body, className = "note-body" }: { body: string; className?: string }) {
  if (!body) return null;
  const children: ReactNode[] = bodyParts(body).map((p, i) =>
    p.href ? (
      <a key={i} href={p.href} target="_blank" rel="noopener noreferrer">
        {p.text}
      </a>
    ) : (
      p.text
    ),
  );
  return <p className={className}>{children}</p>;
}
