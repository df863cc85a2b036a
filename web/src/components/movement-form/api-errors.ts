// Where the API's refusal goes in the form: field issues (400) on their fields, a 409 next to the
// field it is about (the short category's line, the rodeo...), anything else above the buttons.
import type { MovementBodyKind } from "@shared/movement-schemas";
import { errorMessage, isApiError } from "../../lib/api/client";
import type { AnimalLineValue } from "./form-values";

export interface FieldProblem {
  /** A form field path, or "root.server" for the form as a whole. */
  field: string;
  message: string;
}

export const SAVE_ERROR = "No se pudo guardar el registro";

function issuesOf(error: unknown): FieldProblem[] {
  if (!isApiError(error) || !error.data || typeof error.data !== "object") return [];
  const issues = (error.data as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((i: { path?: unknown; message?: unknown }) =>
    typeof i?.path === "string" && i.path && typeof i.message === "string"
      ? [{ field: i.path, message: i.message }]
      : [],
  );
}

const codeOf = (error: unknown) =>
  isApiError(error) && error.data && typeof error.data === "object"
    ? (error.data as { code?: string }).code
    : undefined;

/** The field a 409 is about. */
function conflictField(kind: MovementBodyKind, code: string | undefined, message: string, lines: AnimalLineValue[]) {
  if (code === "RODEO_GONE") return "rodeo_id";
  if (kind === "RECATEGORIZATION") return code === "CATEGORY_GONE" ? "to_category" : "count";
  if (code === "INSUFFICIENT_STOCK" || code === "CATEGORY_GONE") {
    const text = message.toLowerCase();
    const i = lines.findIndex((l) => l.type && text.includes(`categoría ${l.type.toLowerCase()} `));
    if (i >= 0) return `animals.${i}.count`;
    return lines.length ? "animals" : "root.server";
  }
  return "root.server";
}

/** What to show for a failed save: the problems by field, and the message for the toast. */
export function problemsFor(
  kind: MovementBodyKind,
  error: unknown,
  lines: AnimalLineValue[],
): { problems: FieldProblem[]; toast: string } {
  const message = errorMessage(error, SAVE_ERROR);
  const issues = issuesOf(error);
  if (issues.length) return { problems: issues, toast: message };
  if (isApiError(error) && error.status === 409) {
    return { problems: [{ field: conflictField(kind, codeOf(error), message, lines), message }], toast: message };
  }
  return { problems: [{ field: "root.server", message }], toast: message };
}
