import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const fetchApi = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://tropero.test${path}`, init));

describe("health and unknown paths", () => {
  it("GET /api/health answers ok", async () => {
    const res = await fetchApi("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("unknown /api paths answer 404 in the error shape", async () => {
    const res = await fetchApi("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });

  it("a protected route without a token answers 401 'No authentication token'", async () => {
    const res = await fetchApi("/api/lot/info/1");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ ok: false, message: "No authentication token" });
  });
});
