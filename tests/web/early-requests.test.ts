// The boot script's early answers (docs/spa-data.md, "The first screen"): taken once, only by a GET of the
// same path with the same token while fresh; the request core uses one instead of fetching, and a 401
// early answer still goes through the refresh-and-retry rule.
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_MAX_AGE_MS, startEarlyGet, takeEarly } from "../../web/src/lib/api/early-requests";
import { createRequestCore, type TokenStore } from "../../web/src/lib/api/request-core";
import { tokenExpiringIn } from "./jwt-helpers";

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  // Whatever a test left behind is not handed to the next one.
  for (const path of ["/user", "/dashboard/1"]) void takeEarly("GET", path, "x", NOW);
});

function stubFetch(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("takeEarly", () => {
  it("sends the bearer token and the given headers, and hands the answer out once", async () => {
    const fetch = stubFetch(() => json(200, { ok: true }));
    startEarlyGet("/user", "tok", { Accept: "application/json" }, NOW);
    expect(fetch).toHaveBeenCalledWith("/api/user", {
      headers: { Accept: "application/json", Authorization: "Bearer tok" },
    });
    const first = takeEarly("GET", "/user", "tok", NOW + 10);
    expect(first).not.toBeNull();
    expect(await (await first!).json()).toEqual({ ok: true });
    expect(takeEarly("GET", "/user", "tok", NOW + 20)).toBeNull();
  });

  it("is not handed to another token, another method, another path or after it went stale", () => {
    stubFetch(() => json(200, { ok: true }));
    startEarlyGet("/user", "tok", {}, NOW);
    expect(takeEarly("POST", "/user", "tok", NOW)).toBeNull();
    expect(takeEarly("GET", "/user/", "tok", NOW)).toBeNull();
    expect(takeEarly("GET", "/user", "other", NOW)).toBeNull();
    // The mismatched token used it up: a stale or foreign answer is never kept for later.
    expect(takeEarly("GET", "/user", "tok", NOW)).toBeNull();

    startEarlyGet("/dashboard/1", "tok", {}, NOW);
    expect(takeEarly("GET", "/dashboard/1", "tok", NOW + EARLY_MAX_AGE_MS + 1)).toBeNull();
  });

  it("a failed early fetch is not an unhandled rejection", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    startEarlyGet("/user", "tok", {}, NOW);
    await new Promise((resolve) => setImmediate(resolve));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe("the request core with early answers", () => {
  function core(early: (method: string, path: string, token: string | null) => Promise<Response> | null) {
    const store = { token: tokenExpiringIn(600, NOW), refresh: tokenExpiringIn(86_400, NOW) };
    const tokens: TokenStore = {
      getToken: () => store.token,
      getRefreshToken: () => store.refresh,
      setTokens: (token) => {
        store.token = token;
      },
    };
    const fetch = vi.fn(async (url: string) =>
      url.endsWith("/auth/refresh-token")
        ? json(200, { ok: true, token: tokenExpiringIn(900, NOW) })
        : json(200, { ok: true, from: "network" }),
    );
    const request = createRequestCore({
      baseUrl: "/api",
      tokens,
      fetch: fetch as unknown as typeof globalThis.fetch,
      now: () => NOW,
      endSession: () => undefined,
      early,
    });
    return { request, fetch, store };
  }

  it("uses the early answer instead of fetching, with the token it would have sent", async () => {
    const early = vi.fn(() => Promise.resolve(json(200, { ok: true, from: "boot" })));
    const c = core(early);
    expect(await c.request("GET", "/user")).toEqual({ ok: true, from: "boot" });
    expect(early).toHaveBeenCalledWith("GET", "/user", c.store.token);
    expect(c.fetch).not.toHaveBeenCalled();
  });

  it("an early 401 refreshes the token and asks the network again", async () => {
    let used = false;
    const c = core(() => (used ? null : ((used = true), Promise.resolve(json(401, { message: "Token expired" })))));
    expect(await c.request("GET", "/user")).toEqual({ ok: true, from: "network" });
    expect(c.fetch.mock.calls.map(([url]) => url)).toEqual(["/api/auth/refresh-token", "/api/user"]);
  });
});
