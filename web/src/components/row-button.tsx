// A list row's small text button; `label` names it for screen readers with the row's subject ("Revocar Chrome
// en Linux"), since every row shows the same text.
import type { ReactNode } from "react";

export interface RowButtonProps {
  label: string;
  /** The button's look: secondary unless told. */
  kind?: "primary" | "secondary" | "ghost";
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

export function RowButton({ label, kind = "secondary", disabled, onClick, children }: RowButtonProps) {
  return (
    <button type="button" className={`btn btn-${kind} btn-sm`} aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
