// Only a local run may print one-time codes: a deployed preview has no fixed origin either, so its
// DEPLOY_ENV keeps its codes out of the log (worker/lib/outbox.ts).
import { describe, expect, it } from "vitest";
import type { Env } from "../../worker/env";
import { isLocalRun } from "../../worker/lib/outbox";

const env = (vars: Partial<Env>) => vars as Env;

describe("isLocalRun", () => {
  it("is true for local development: no origin or localhost, DEPLOY_ENV local or absent", () => {
    expect(isLocalRun(env({ APP_ORIGIN: "", DEPLOY_ENV: "local" }))).toBe(true);
    expect(isLocalRun(env({ APP_ORIGIN: "http://localhost:8787", DEPLOY_ENV: "local" }))).toBe(true);
    expect(isLocalRun(env({ APP_ORIGIN: "" }))).toBe(true);
  });

  it("is false for a deployed environment, even a preview without an origin", () => {
    expect(isLocalRun(env({ APP_ORIGIN: "", DEPLOY_ENV: "preview" }))).toBe(false);
    expect(isLocalRun(env({ APP_ORIGIN: "https://tropero.app", DEPLOY_ENV: "production" }))).toBe(false);
    expect(isLocalRun(env({ APP_ORIGIN: "https://tropero.app", DEPLOY_ENV: "local" }))).toBe(false);
  });
});
