// zod validation at the edge of every route, failing with Spanish field issues (400).
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import * as z from "../shared/zod";
import { badRequest, type FieldIssue } from "./errors";

export function toIssues(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
}

/** `validate("json", schema)` → middleware; handlers read `c.req.valid("json")`. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw badRequest("Datos inválidos", "VALIDATION_ERROR", toIssues(result.error));
    }
  });
}

/** Integer id in a path parameter ("12" → 12). */
export const idParam = z.coerce
  .number({ error: "Debe ser un número" })
  .int("Debe ser un número entero")
  .positive("Debe ser un número positivo")
  .max(2 ** 31, "Número demasiado grande");
