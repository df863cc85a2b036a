// Which map labels show (docs/map.md, "Labels"): zoomed out, a field's paddocks are a few pixels wide and their
// labels would pile up, so each label that would cover one shown before it is hidden. Zooming in shows them
// again; the fills stay tappable meanwhile.

/**
 * Hides each label covering one shown before it, in the given order. Every box is read before any label is
 * hidden: a read after a write makes the browser lay the page out again, once per label (docs/performance.md).
 */
export function declutter(labels: readonly HTMLElement[]): void {
  const rects = labels.map((label) => label.getBoundingClientRect());
  const shown: DOMRect[] = [];
  const hidden = rects.map((r) => {
    const covers = shown.some((s) => r.left < s.right && r.right > s.left && r.top < s.bottom && r.bottom > s.top);
    if (!covers) shown.push(r);
    return covers;
  });
  labels.forEach((label, i) => (label.style.visibility = hidden[i] ? "hidden" : ""));
}
