// With a SENTRY_DSN the Sentry-wrapped handler (worker/index.ts) answers the same 5xx, still writes
// the log line, and sends Sentry one event carrying the request id and no token. Its own file: the
// SDK patches globals (fetch, console, the D1 binding) for the rest of the isolate.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { failingOn } from "./failing-d1";
import { makeOrg, makeUser } from "./fixtures";

describe("with a SENTRY_DSN", () => {
  it("the Sentry-wrapped handler answers the same 5xx and still writes the log line", async () => {
    const { default: worker } = await import("../../worker/index");
    const owner = await makeUser();
    const org = await makeOrg(owner);
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    const sent: string[] = [];
    // Sentry's transport posts to its ingest host; the test answers instead of the network.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes("sentry.invalid")) {
        sent.push(typeof init?.body === "string" ? init.body : "[binary]");
        return Promise.resolve(new Response("{}", { status: 200 }));
      }
      return realFetch(input, init);
    });
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`http://tropero.test/api/lot/info/${org.id}`, {
        headers: { Authorization: `Bearer ${owner.token}` },
      }),
      { ...env, DB: failingOn(env.DB, /\bFROM lots\b/i), SENTRY_DSN: "https://public@sentry.invalid/1" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(500);
    expect(lines.filter((l) => l.includes('"request failed"'))).toHaveLength(1);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.join("\n")).toContain(res.headers.get("x-request-id")!);
    const envelope = sent.join("\n");
    expect(envelope).toContain("no such table: missing_table");
    expect(envelope).not.toContain(owner.token);
    expect(envelope).not.toContain("Maximum call stack");
  });
});
