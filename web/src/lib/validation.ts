// Small client-side checks shared by forms (the API validates again).

/** SPEC.md §9 minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const isPasswordLongEnough = (value: string) => value.length >= MIN_PASSWORD_LENGTH;

/** A schema's issues as one message per field (the first one), keyed by the top-level field name. */
export function issuesByField(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }) {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}
