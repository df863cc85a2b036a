// schemaResolver: the schema's output when valid; else one message per field, nested as
// react-hook-form expects, with a union reporting its closest branch's message.
import * as z from "@shared/zod";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { fieldErrorsOf, schemaResolver } from "../../web/src/lib/zod-resolver";

const options: ResolverOptions<Record<string, unknown>> = { fields: {}, shouldUseNativeValidation: false };

describe("schemaResolver", () => {
  const schema = z.object({
    name: z.string().trim().min(1, "Ingresá un nombre"),
    lines: z.array(z.object({ n: z.number() })),
  });

  it("returns the parsed values when the schema accepts them", async () => {
    const result = await schemaResolver(schema)({ name: " La Loma ", lines: [] }, undefined, options);
    expect(result).toEqual({ values: { name: "La Loma", lines: [] }, errors: {} });
  });

  it("nests the first message of each path and relabels by top-level name", async () => {
    const resolver = schemaResolver<Record<string, unknown>, typeof schema>(schema, {
      toInput: (v) => ({ ...v, lines: [{ n: "x" }] }),
      relabel: (name, message) => (name === "name" ? "Falta el nombre" : message),
    });
    const result = await resolver({ name: "" }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe("Falta el nombre");
    expect(result.errors).toHaveProperty("lines.0.n.type", "invalid_type");
  });

  it("reports a union's closest branch (fewest issues), under the union's path", () => {
    const union = z.object({
      v: z.union([z.object({ a: z.string(), b: z.string() }), z.string({ error: "Debe ser texto" })]),
    });
    const parsed = union.safeParse({ v: { a: 1 } });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrorsOf(parsed.error.issues).v?.message).toBe("Debe ser texto");
  });
});
