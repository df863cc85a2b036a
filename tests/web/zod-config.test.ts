// The app sets zod's jitless mode without importing zod (lib/zod-without-eval.ts): zod must read it.
import { expect, it } from "vitest";

it("zod, loaded after the setting, parses without compiling code", async () => {
  await import("../../web/src/lib/zod-without-eval");
  const { config } = await import("zod/v4/core");
  const { z } = await import("zod");
  expect(config().jitless).toBe(true);
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
});
