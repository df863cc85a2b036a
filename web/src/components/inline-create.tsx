// "Crear rodeo…" under a picker that lacks what the form needs (docs/first-steps.md): the button opens a
// creation dialog over the form, which stays mounted (nothing typed is lost), and the dialog hands the created
// record back to be chosen (lib/use-pending-choice.ts). The dialog is a portal, but React bubbles its events
// through this tree: its submit is stopped here, so it never submits the form around it.
import { useState, type ReactNode, type SyntheticEvent } from "react";
import { defineMessages } from "../lib/i18n";
import { Icon } from "./icon";
import "./inline-create.css";

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

export function InlineCreate({ label, children }: InlineCreateProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm inline-create" onClick={() => setOpen(true)}>
        <Icon name="plus" size={16} /> {label}
      </button>
      {open ? (
        // Only stops the events bubbling from the dialog's portal (submit, reset); it shows nothing itself.
        <div className="inline-create-scope" onSubmit={stop} onReset={stop}>
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </>
  );
}
