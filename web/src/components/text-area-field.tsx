// A labelled text area with its hint and error wired for screen readers (the text area sibling of TextField).
import type { Ref, TextareaHTMLAttributes } from "react";
import { FieldNotes, useFieldIds } from "./field-notes";

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> {
  label: string;
  error?: string | null;
  hint?: string;
  /** Classes of the text area itself, beside "input". */
  inputClassName?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, inputClassName, inputRef, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(error, hint, true);
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      <textarea
        ref={inputRef}
        id={ids.id}
        className={inputClassName ? `input ${inputClassName}` : "input"}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
