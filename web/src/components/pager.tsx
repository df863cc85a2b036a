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

export interface PagesNavProps {
  className: string;
  /** The paged answer: its total and page size. */
  data: { total: number; limit: number };
  page: number;
  onPage: (page: number) => void;
  texts: { page: (page: number, pages: number) => string; prev: string; next: string };
}

/** The Pager under a paged list, named "Página n de m", or nothing when the list fits on one page. */
export function PagesNav({ className, data, page, onPage, texts }: PagesNavProps) {
  const pages = pageCount(data);
  if (pages <= 1) return null;
  const where = texts.page(page, pages);
  return (
    <Pager
      className={className}
      label={where}
      page={page}
      pages={pages}
      onPage={onPage}
      previous={texts.prev}
      next={texts.next}
    >
      <span>{where}</span>
    </Pager>
  );
}
