// The log's list: rows, then more pages as the end comes into view (IntersectionObserver), with a
// 'Cargar más' button for browsers or users that do not scroll there.
import type { Rodeo } from "@shared/herd-types";
import { useEffect, useRef } from "react";
import { InlineLoading } from "../../components/loading-screen";
import { useCategoryNouns } from "../../lib/herd/category-nouns";
import { useMessages } from "../../lib/i18n";
import type { StoreMovement } from "../../lib/store";
import { MovementRow } from "./movement-row";
import { movementsMessages } from "./movements-messages";
import "./movements.css";

interface Props {
  items: readonly StoreMovement[];
  rodeos: readonly Rodeo[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function MovementList({ items, rodeos, hasMore, loadingMore, onLoadMore }: Props) {
  const t = useMessages(movementsMessages);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });
  const names = new Map(rodeos.map((r) => [r.id, r.name]));
  const nounOf = useCategoryNouns();

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore.current(),
      {
        rootMargin: "400px 0px",
      },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, items.length]);

  return (
    <>
      <p className="muted mv-count" aria-live="polite">
        {t.shown(items.length)}
      </p>
      <ul className="mv-list" aria-label={t.title}>
        {items.map((m) => (
          <MovementRow
            key={m.id}
            movement={m}
            rodeoName={m.rodeoId ? (names.get(m.rodeoId) ?? null) : null}
            nounOf={nounOf}
          />
        ))}
      </ul>
      <div ref={sentinel} className="mv-more">
        {loadingMore ? (
          <InlineLoading label={t.loadingMore} />
        ) : hasMore ? (
          <button type="button" className="btn btn-secondary" onClick={onLoadMore}>
            {t.loadMore}
          </button>
        ) : (
          <p className="muted">{t.end}</p>
        )}
      </div>
    </>
  );
}
