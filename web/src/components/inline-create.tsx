// "Crear rodeo…" under a picker that lacks what the form needs (docs/first-steps.md): the button opens a
// creation dialog over the form, which stays mounted (nothing typed is lost), and the dialog hands the created
// record back to be chosen (usePendingChoice below). The dialog is a portal, but React bubbles its events
// through this tree: its submit is stopped here, so it never submits the form around it.
import { Suspense, useEffect, useState, type CSSProperties, type ReactNode, type SyntheticEvent } from "react";
import { defineMessages } from "../lib/i18n";
import { Icon } from "./icon";

/** The buttons' texts, shared by every form that offers them. */
export const inlineCreateMessages = defineMessages(
  {
    field: "Crear campo…",
    lot: "Crear lote…",
    rodeo: "Crear rodeo…",
    category: "Crear categoría…",
    supply: "Crear insumo…",
  },
  {
    field: "Create field…",
    lot: "Create paddock…",
    rodeo: "Create herd…",
    category: "Create category…",
    supply: "Create supply…",
  },
);

export interface InlineCreateProps {
  /** The button's text, e.g. "Crear rodeo…". */
  label: string;
  /** The dialog; `close` closes it (the dialog calls it after a creation too). */
  children: (close: () => void) => ReactNode;
}

const stop = (e: SyntheticEvent) => e.stopPropagation();

// Two rules, kept here rather than in a stylesheet of their own: the button sits at the start of the form's
// row, close to the picker above it; the wrapper takes no place (the dialog is a portal).
const BUTTON: CSSProperties = { justifySelf: "start", marginTop: "-0.6rem", color: "var(--green-700)" };
const SCOPE: CSSProperties = { display: "contents" };

export function InlineCreate({ label, children }: InlineCreateProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" style={BUTTON} onClick={() => setOpen(true)}>
        <Icon name="plus" size={16} /> {label}
      </button>
      {open ? (
        // Only stops the events bubbling from the dialog's portal (submit, reset); it shows nothing itself.
        <div style={SCOPE} onSubmit={stop} onReset={stop}>
          {/* The dialog may be a lazy chunk: nothing shows until it is there. */}
          <Suspense fallback={null}>{children(() => setOpen(false))}</Suspense>
        </div>
      ) : null}
    </>
  );
}

/**
 * Choosing the created record. A registered <select> only takes a value it has an <option> for, and the
 * record joins the cached list a render later: so the choice waits until `listed` shows it, then `apply`
 * sets it.
 */
export function usePendingChoice<V extends string | number>(
  listed: (value: V) => boolean,
  apply: (value: V) => void,
): (value: V) => void {
  const [pending, setPending] = useState<V | null>(null);
  const ready = pending !== null && listed(pending);
  useEffect(() => {
    if (!ready || pending === null) return;
    apply(pending);
    setPending(null);
  }, [ready, pending, apply]);
  return setPending;
}
