// A labelled input with its hint and error wired for screen readers.
import type { InputHTMLAttributes, Ref } from "react";
import { FieldNotes, useFieldIds } from "./field-notes";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error?: string | null;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, inputRef, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={ids.id}>{label}</label>
      <input
        ref={inputRef}
        id={ids.id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
