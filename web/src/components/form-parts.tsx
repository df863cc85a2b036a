// The shared pieces of every form: the error lines (form-wide and per field), a labelled select,
// the submit button (its busy label while saving), the Cancelar / submit row and the "+ add a row" button.
import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { defineMessages, useMessages } from "../lib/i18n";
import { FieldNotes, useFieldIds } from "./field-notes";

const messages = defineMessages(
  { cancel: "Cancelar", saving: "Guardando..." },
  { cancel: "Cancel", saving: "Saving..." },
);

/** The form-wide error, announced to screen readers; nothing when there is none. */
export function FormError({ message }: { message?: string | null }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

export interface SubmitButtonProps {
  label: string;
  busy?: boolean;
  /** What the button reads while busy; the label itself when not given. */
  busyLabel?: string;
  disabled?: boolean;
  /** Full width (the account pages). */
  block?: boolean;
}

export function SubmitButton({ label, busy, busyLabel, disabled, block }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={block ? "btn btn-primary btn-block" : "btn btn-primary"}
      disabled={busy || disabled}
    >
      {busy ? (busyLabel ?? label) : label}
    </button>
  );
}

export interface FormActionsProps extends Omit<SubmitButtonProps, "block"> {
  /** Shows 'Cancelar' before the submit button. */
  onCancel?: () => void;
}

/** 'Cancelar' (when cancellable) and the submit button, which reads 'Guardando...' while busy unless told. */
export function FormActions({ onCancel, busyLabel, ...submit }: FormActionsProps) {
  const t = useMessages(messages);
  return (
    <div className="form-actions">
      {onCancel ? (
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      ) : null}
      <SubmitButton {...submit} busyLabel={busyLabel ?? t.saving} />
    </div>
  );
}

export { FieldError } from "./field-notes";

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  error?: string | null;
  selectRef?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled select with its error wired for screen readers (the select sibling of TextField). */
export function SelectField({ label, error, selectRef, className, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(error);
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={ids.id}>{label}</label>
      <select
        ref={selectRef}
        id={ids.id}
        className="select"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {children}
      </select>
      <FieldNotes ids={ids} error={error} />
    </div>
  );
}

/** "+ {label}" under a list of rows, adding one more. */
export function AddRowButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <p>
      <button type="button" className="btn btn-secondary" onClick={onAdd}>
        + {label}
      </button>
    </p>
  );
}
