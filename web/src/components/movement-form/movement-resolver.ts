// Validation of the movement form: the API's own zod schema (worker/shared/movement-schemas.ts)
// through schemaResolver, on the values with empty optional inputs left out. Missing picks get a
// "choose" wording; what passes or fails is exactly what the API decides.
import { movementBodySchemas, type MovementBodyKind } from "@shared/movement-schemas";
import type { Resolver } from "react-hook-form";
import { schemaResolver } from "../../lib/zod-resolver";
import { normalize, type FormValues } from "./form-values";

const PICKS: Record<string, string> = {
  rodeo_id: "Elegí el rodeo",
  to_rodeo_id: "Elegí el rodeo de destino",
  from_category: "Elegí la categoría de origen",
  to_category: "Elegí la categoría de destino",
};

export function movementResolver(kind: MovementBodyKind): Resolver<FormValues> {
  return schemaResolver<FormValues, (typeof movementBodySchemas)[MovementBodyKind]>(movementBodySchemas[kind], {
    toInput: (values) => normalize(kind, values),
    relabel: (name, message, values) => {
      const pick = PICKS[name];
      const value = normalize(kind, values)[name];
      return pick && (value === undefined || value === "") ? pick : message;
    },
  });
}
