// zod configured once with Spanish messages; worker and SPA import it from here as a namespace
// (`import * as z from ".../shared/zod"`): esbuild drops what a namespace import never names, but keeps the
// whole of zod's own `z` object, its 60-odd locales included (~360 KB of the worker; docs/deployment.md).
import * as z from "zod";
import es from "zod/v4/locales/es.js";

z.config(es());
// A field left empty reads as "required", not as zod's "expected number, received undefined".
z.config({
  customError: (issue) =>
    issue.code === "invalid_type" && issue.input === undefined ? "Este dato es obligatorio" : undefined,
});

export * from "zod";
