// zod configured once with Spanish messages; worker and SPA import `z` from here.
import { z } from "zod";
import es from "zod/v4/locales/es.js";

z.config(es());
// A field left empty reads as "required", not as zod's "expected number, received undefined".
z.config({
  customError: (issue) =>
    issue.code === "invalid_type" && issue.input === undefined ? "Este dato es obligatorio" : undefined,
});

export { z };
