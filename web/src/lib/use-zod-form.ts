// react-hook-form checked by a shared zod schema (the API's own), with the small helpers every form repeats.
import { useCallback } from "react";
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type RegisterOptions } from "react-hook-form";
import type { z } from "zod";
import { errorMessage, isApiError } from "./api/client";
import { schemaResolver } from "./zod-resolver";

export interface ZodFormOptions<V extends FieldValues> {
  /** The raw field values (strings from inputs) as the schema's input, e.g. '1,5' → 1.5. */
  toInput?: (values: V) => unknown;
  /**
   * The form's own text for a field's error (e.g. a localized 'Este campo es obligatorio' when it is
   * empty), given the schema's message and the raw values; the schema's message when not given.
   */
  messages?: { [K in keyof V]?: (message: string, values: V) => string };
}

/** The API's field issues of a refused request ([] when it carries none). */
export function apiIssues(error: unknown): Array<{ path: string; message: string }> {
  if (!isApiError(error) || !error.data || typeof error.data !== "object") return [];
  const issues = (error.data as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((i: { path?: unknown; message?: unknown }) =>
    typeof i?.message === "string" && (typeof i.path === "string" || Array.isArray(i.path))
      ? [{ path: Array.isArray(i.path) ? i.path.join(".") : i.path, message: i.message }]
      : [],
  );
}

function firstMessage(node: unknown): string | null {
  if (!node || typeof node !== "object") return null;
  const message = (node as { message?: unknown }).message;
  if (typeof message === "string") return message;
  for (const [key, child] of Object.entries(node)) {
    if (key === "ref" || key === "type") continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return null;
}

/**
 * useForm checked by the schema (schemaResolver): errors show after a submit and are checked again on the next
 * submit (as the forms always did), submitted values are the schema's parsed output.
 */
export function useZodForm<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  defaultValues: DefaultValues<V>,
  { toInput, messages }: ZodFormOptions<V> = {},
) {
  const form = useForm<V, unknown, z.output<S>>({
    defaultValues,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
    resolver: schemaResolver<V, S>(schema, {
      toInput,
      relabel: (name, message, values) => messages?.[name]?.(message, values) ?? message,
    }),
  });
  const { register, formState, setError } = form;

  /** The message of a field, else the first one inside it ('animals' shows 'animals.0.count''s), or null. */
  const errorOf = useCallback(
    (name: string): string | null => {
      let node: unknown = formState.errors;
      for (const key of name.split(".")) node = (node as Record<string, unknown> | undefined)?.[key];
      return firstMessage(node);
    },
    [formState],
  );

  /** Props for <TextField>: the registered input, its ref and its error. */
  const field = (name: FieldPath<V>, options?: RegisterOptions<V, FieldPath<V>>) => {
    const { ref, ...rest } = register(name, options);
    return { ...rest, inputRef: ref, error: errorOf(name) };
  };

  /** Props for <SelectField>: the registered select, its ref and its error. */
  const selectField = (name: FieldPath<V>, options?: RegisterOptions<V, FieldPath<V>>) => {
    const { ref, ...rest } = register(name, options);
    return { ...rest, selectRef: ref, error: errorOf(name) };
  };

  /** Puts the API's field issues on their fields; true when there were any. */
  const applyApiIssues = (error: unknown): boolean => {
    const issues = apiIssues(error);
    for (const i of issues) setError(i.path as FieldPath<V>, { message: i.message });
    return issues.length > 0;
  };

  /** The form-wide server error (set with setServerError), or null. */
  const rootError =
    (formState.errors.root as Record<string, { message?: string }> | undefined)?.server?.message ?? null;
  const setServerError = (error: unknown, fallback: string) =>
    setError("root.server", { message: errorMessage(error, fallback) });

  /**
   * A submit handler that runs `save` with the parsed values; when the API refuses, its field issues go on
   * their fields, or else its message (the fallback when it has none) shows as the form's error.
   */
  const submitWith = (save: (values: z.output<S>) => Promise<unknown>, fallback: string) =>
    form.handleSubmit(async (values) => {
      try {
        await save(values);
      } catch (error) {
        if (!applyApiIssues(error)) setServerError(error, fallback);
      }
    });

  return { ...form, errorOf, field, selectField, applyApiIssues, rootError, setServerError, submitWith };
}

/** An optional number input: '' is undefined, a decimal comma reads as a point. */
export const optionalNumber = (v: unknown) =>
  v === "" || v == null ? undefined : typeof v === "number" ? v : Number(String(v).replace(",", "."));

/** A registered input's props that drop anything but digits as the user types (the 6-digit codes). */
export function digitsOnly<P extends { onChange: (event: { target: HTMLInputElement }) => unknown }>(props: P): P {
  return {
    ...props,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = event.target.value.replace(/\D/g, "");
      return props.onChange(event);
    },
  };
}
