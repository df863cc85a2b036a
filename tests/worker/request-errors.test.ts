// Request ids and the one structured log line of a 5xx (worker/middleware/request-context.ts,
// worker/lib/error-reporting.ts). The 5xx is forced by a D1 binding that refuses one table's
// statements, wrapped around the real local D1: the worker's own code runs unchanged.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { scrub } from "../../worker/lib/error-reporting";
import { ipHeaders } from "./auth-helpers";
import { api, makeOrg, makeUser, TEST_PASSWORD } from "./fixtures";
import { failingOn } from "./failing-d1";

async function fetchWith(db: D1Database, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://tropero.test${path}`, init), { ...env, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

afterEach(() => vi.restoreAllMocks());

describe("request ids", () => {
  it("every answer carries one; a well-formed incoming id is kept, a malformed one replaced", async () => {
    const fresh = await api("/health");
    const other = await api("/health");
    expect(fresh.headers.get("x-request-id")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(other.headers.get("x-request-id")).not.toBe(fresh.headers.get("x-request-id"));

    const kept = await api("/does-not-exist", { headers: { "x-request-id": "edge-0123456789abcdef" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-0123456789abcdef");

    for (const bad of ["short", "has spaces in it 123", "x".repeat(200), "<script>alert(1)</script>"]) {
      const replaced = await api("/health", { headers: { "x-request-id": bad } });
      expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("a 5xx", () => {
  it("answers the error shape and logs one JSON line with the request id, route, user and organization", async () => {
    const owner = await makeUser();
    const org = await makeOrg(owner);
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));

    const res = await fetchWith(failingOn(env.DB, /\bFROM lots\b/i), `/api/lot/info/${org.id}`, {
      headers: { Authorization: `Bearer ${owner.token}`, "x-request-id": "support-case-42abcdef" },
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ ok: false, message: "Error interno del servidor", code: "INTERNAL" });
    expect(res.headers.get("x-request-id")).toBe("support-case-42abcdef");
    expect(res.headers.get("cache-control")).toBe("no-store");

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown> & { error: Record<string, string> };
    expect(entry).toMatchObject({
      level: "error",
      request_id: "support-case-42abcdef",
      method: "GET",
      route: "/api/lot/info/:orgId",
      status: 500,
      user_id: owner.id,
      organization_id: org.id,
    });
    expect(entry.error.message).toContain("Failed query");
    expect(entry.error.stack).toEqual(expect.any(String));
    expect(entry.error.cause).toContain("no such table: missing_table");
    // Never a token, a password, a secret or the statement's bound values.
    for (const secret of [owner.token, TEST_PASSWORD, env.JWT_SECRET]) expect(lines[0]).not.toContain(secret);
    expect(entry.error.message).toMatch(/params: \[redacted\]$/);
  });

  it("a 4xx is answered but not reported", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await api("/lot/info/1");
    expect(res.status).toBe(401);
    expect(spy).not.toHaveBeenCalled();
  });

  it("scrub removes bound values, JWTs and bearer tokens from messages and stacks", () => {
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";
    const text = `Failed query: select 1 where email = ? and hash = ?\nparams: ana@x.com,${TEST_PASSWORD}\nmore\n    at run (db.ts:1:1)\nAuthorization: Bearer ${jwt} and ${jwt}`;
    const clean = scrub(text);
    expect(clean).not.toContain(TEST_PASSWORD);
    expect(clean).not.toContain("ana@x.com");
    expect(clean).not.toContain(jwt);
    expect(clean).toContain("params: [redacted]\n    at run (db.ts:1:1)");
  });
});

describe("the SPA's error reports (POST /api/client-error)", () => {
  const report = {
    kind: "render",
    name: "TypeError",
    message: "Cannot read properties of undefined (reading 'name') eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln",
    stack: "TypeError: Cannot read properties of undefined\n    at LotRow (lots-page.js:1:200)",
    path: "/lots/12",
    api_request_id: "0f8e1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
  };

  it("logs one scrubbed JSON line tagged as the SPA's, with the failed call's id", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    const res = await api("/client-error", { body: report, headers: ipHeaders() });
    expect(res.status).toBe(204);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown> & { error: Record<string, string> };
    expect(entry).toMatchObject({
      source: "spa",
      kind: "render",
      route: "/lots/12",
      api_request_id: report.api_request_id,
      request_id: res.headers.get("x-request-id"),
      error: { name: "TypeError", stack: report.stack },
    });
    expect(entry.error.message).toContain("[token]");
    expect(lines[0]).not.toContain("eyJzdWIiOiIxIn0");
  });

  it("refuses a malformed report (400) and logs nothing", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const body of [{ ...report, kind: "other" }, { ...report, message: "x".repeat(3000) }, { path: "/" }]) {
      const res = await api("/client-error", { body, headers: ipHeaders() });
      expect(res.status).toBe(400);
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it("is limited per address", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const headers = ipHeaders();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await api("/client-error", { body: report, headers })).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
