// A reader repeats a tag while it stays in front of the antenna (docs/animals-reading.md): a tag read again
// within the window of its previous read is the same read.

/** A stick held on one animal keeps its tag quiet for this long after the last repeat. */
export const REPEAT_WINDOW_MS = 2000;

/** True for a new read; false for a repeat, which also moves that tag's window forward. */
export function createReadDeduper(windowMs = REPEAT_WINDOW_MS, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return (tag: string): boolean => {
    const at = now();
    const previous = last.get(tag);
    last.set(tag, at);
    return previous === undefined || at - previous >= windowMs;
  };
}
