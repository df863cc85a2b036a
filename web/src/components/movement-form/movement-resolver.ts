// Validation of the movement form: the API's own zod schema (worker/shared/movement-schemas.ts)
// through zodResolver, on the values with empty optional inputs left out. Missing picks get a
// "choose" wording; what passes or fails is exactly what the API decides.
import { zodResolver } from "@hookform/resolvers/zod";
import { movementBodySchemas, type MovementBodyKind } from "@shared/movement-schemas";
import type { FieldErrors, Resolver } from "react-hook-form";
import { normalize, type FormValues } from "./form-values";

const PICKS: Record<string, string> = {
  rodeo_id: "Elegí el rodeo",
  to_rodeo_id: "Elegí el rodeo de destino",
  from_category: "Elegí la categoría de origen",
  to_category: "Elegí la categoría de destino",
};

export function movementResolver(kind: MovementBodyKind): Resolver<FormValues> {
  const schema = movementBodySchemas[kind];
  const base = zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as Resolver<FormValues>;
  return async (values, context, options) => {
    const clean = normalize(kind, values);
    const result = await base(clean, context, options);
    const errors = result.errors as FieldErrors<FormValues>;
    for (const [field, message] of Object.entries(PICKS)) {
      const error = errors[field];
      if (error && (clean[field] === undefined || clean[field] === "")) error.message = message;
    }
    return result;
  };
}
