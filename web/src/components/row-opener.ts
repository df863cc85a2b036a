// A table row that opens its record: focusable, named for screen readers, and opened by a click, Enter or
// Space (the admin tables).
import type { KeyboardEvent } from "react";

export function rowOpener(label: string, open: () => void) {
  return {
    tabIndex: 0,
    "aria-label": label,
    onClick: open,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        open();
      }
    },
  };
}
