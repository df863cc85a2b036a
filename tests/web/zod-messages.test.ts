// The shared zod setup speaks Spanish, and an empty required field reads as required.
import { describe, expect, it } from "vitest";
import * as z from "@shared/zod";

describe("shared zod messages", () => {
  it("says a missing value is required instead of naming types", () => {
    const result = z.object({ mean_weight: z.number() }).safeParse({});
    expect(result.error?.issues[0]?.message).toBe("Este dato es obligatorio");
  });

  it("keeps zod's Spanish message for a value of the wrong kind", () => {
    const result = z.object({ mean_weight: z.number() }).safeParse({ mean_weight: "x" });
    expect(result.error?.issues[0]?.message).toMatch(/se esperaba número/);
  });
});
