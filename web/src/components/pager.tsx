// A list's "previous / page n of m / next" row. The middle text is the screen's own.
import type { ReactNode } from "react";

export interface PagerProps {
  className: string;
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  previous: string;
  next: string;
  /** Where the list is ("Página 2 de 5"), between the buttons. */
  children: ReactNode;
}

export function Pager({ className, label, page, pages, onPage, previous, next, children }: PagerProps) {
  return (
    <nav className={className} aria-label={label}>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </button>
      {children}
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}

/** How many pages a paged answer has (at least one). */
export function pageCount({ total, limit }: { total: number; limit: number }) {
  return Math.max(1, Math.ceil(total / limit));
}
