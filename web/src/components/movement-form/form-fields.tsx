// Inputs bound to the movement form (react-hook-form context): label, hint and the field's error
// (from the shared schema or the API) wired for screen readers.
import type { ReactNode } from "react";
import { get, useFormContext, type FieldError } from "react-hook-form";
import { FieldNotes, useFieldIds } from "../field-notes";
import { LabelledOptions } from "../named-options";

export interface FieldA11y {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as (FieldError & { root?: FieldError }) | undefined;
  return error?.message ?? error?.root?.message;
}

interface FormFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

export function FormField({ name, label, hint, className, children }: FormFieldProps) {
  const error = useFieldError(name);
  const ids = useFieldIds(error, hint);
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={ids.id}>{label}</label>
      {children({ id: ids.id, "aria-invalid": error ? true : undefined, "aria-describedby": ids.describedBy })}
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}

const toNumber = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));

export function NumberField(props: {
  name: string;
  label: string;
  hint?: ReactNode;
  step?: string;
  min?: number;
  integer?: boolean;
}) {
  const { register } = useFormContext();
  return (
    <FormField name={props.name} label={props.label} hint={props.hint}>
      {(a11y) => (
        <input
          {...a11y}
          className="input"
          type="number"
          inputMode={props.integer ? "numeric" : "decimal"}
          step={props.step ?? (props.integer ? "1" : "any")}
          min={props.min}
          {...register(props.name, { setValueAs: toNumber })}
        />
      )}
    </FormField>
  );
}

export function TextInput(props: {
  name: string;
  label: string;
  hint?: ReactNode;
  multiline?: boolean;
  type?: string;
}) {
  const { register } = useFormContext();
  return (
    <FormField name={props.name} label={props.label} hint={props.hint}>
      {(a11y) =>
        props.multiline ? (
          <textarea {...a11y} className="input" rows={2} {...register(props.name)} />
        ) : (
          <input {...a11y} className="input" type={props.type ?? "text"} {...register(props.name)} />
        )
      }
    </FormField>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A select; `empty` is the value of its first, blank option (undefined, null or ""). */
export function SelectField(props: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  placeholder: string;
  numeric?: boolean;
  empty?: null | undefined | "";
  hint?: ReactNode;
}) {
  const { register } = useFormContext();
  const setValueAs = (v: unknown) => (v === "" || v == null ? props.empty : props.numeric ? Number(v) : v);
  return (
    <FormField name={props.name} label={props.label} hint={props.hint}>
      {(a11y) => (
        <select {...a11y} className="select" {...register(props.name, { setValueAs })}>
          <option value="">{props.placeholder}</option>
          <LabelledOptions options={props.options} />
        </select>
      )}
    </FormField>
  );
}
