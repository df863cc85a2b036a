// A react-hook-form resolver over a zod 4 schema's safeParse. Own code rather than
// @hookform/resolvers/zod, whose typings do not line up with zod 4's and needed casts.
import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

type Issue = z.core.$ZodIssue;

/**
 * One error per field path (dotted): its first issue; for a union, the first issue of the branch
 * that came closest (fewest issues), as zodResolver did.
 */
export function fieldErrorsOf(issues: readonly Issue[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = Object.create(null) as Record<string, FieldError>;
  const queue: Issue[] = [...issues];
  for (let issue = queue.shift(); issue; issue = queue.shift()) {
    const path = issue.path.map(String).join(".");
    if (issue.code === "invalid_union") {
      // A branch's issues sit below the union's own path.
      const parent = issue.path;
      for (const branch of issue.errors) queue.push(...branch.map((e) => ({ ...e, path: [...parent, ...e.path] })));
      if (!errors[path] && issue.errors.length > 0) {
        const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
        const first = closest[0];
        errors[path] = { message: first?.message ?? issue.message, type: first?.code ?? issue.code };
        continue;
      }
    }
    errors[path] ??= { message: issue.message, type: issue.code };
  }
  return errors;
}

export interface SchemaResolverOptions<V> {
  /** The raw field values as the schema's input (e.g. '1,5' → 1.5); the values themselves when not given. */
  toInput?: (values: V) => unknown;
  /** Rewrites the message of a field's error (keyed by the field's top-level name). */
  relabel?: (name: string, message: string, values: V) => string;
}

/** The resolver: the schema's parsed output when valid, else its issues as nested field errors. */
export function schemaResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  { toInput, relabel }: SchemaResolverOptions<V> = {},
): Resolver<V, unknown, z.output<S>> {
  return (values, _context, options) => {
    const result = schema.safeParse(toInput ? toInput(values) : values);
    if (result.success) return { values: result.data, errors: {} };
    const flat = fieldErrorsOf(result.error.issues);
    if (relabel) {
      for (const [path, error] of Object.entries(flat)) {
        const name = path.split(".")[0] ?? path;
        flat[path] = { ...error, message: relabel(name, error.message ?? "", values) };
      }
    }
    return { values: {}, errors: toNestErrors<V>(flat, options) };
  };
}
