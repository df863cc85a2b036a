// docs/client-rules.md session rules of the request core, with a fake clock, token store and fetch.
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../web/src/lib/api/api-error";
import { createRequestCore, type TokenStore } from "../../web/src/lib/api/request-core";
import { fakeJwt, tokenExpiringIn } from "./jwt-helpers";

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function setup(opts: { token?: string | null; refresh?: string | null; handler: Handler; refresh_handler?: Handler }) {
  const store = {
    token: opts.token === undefined ? tokenExpiringIn(600, NOW) : opts.token,
    refresh: opts.refresh === undefined ? tokenExpiringIn(86_400, NOW) : opts.refresh,
  };
  const tokens: TokenStore = {
    getToken: () => store.token,
    getRefreshToken: () => store.refresh,
    setTokens: (token, refresh) => {
      store.token = token;
      if (refresh) store.refresh = refresh;
    },
  };
  const endSession = vi.fn(() => {
    store.token = null;
    store.refresh = null;
  });
  const calls: { url: string; auth: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const auth = new Headers(init.headers).get("Authorization");
    calls.push({ url, auth, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith("/auth/refresh-token") && opts.refresh_handler) return opts.refresh_handler(url, init);
    return opts.handler(url, init);
  });
  const request = createRequestCore({
    baseUrl: "/api",
    tokens,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => NOW,
    endSession,
    timeoutMs: 30_000,
  });
  return { request, store, endSession, calls, fetch };
}

const refreshed = (token: string, refresh_token?: string) => () => json(200, { ok: true, token, refresh_token });

describe("bearer token and pre-request refresh", () => {
  it("sends the stored access token as a bearer token", async () => {
    const s = setup({ handler: () => json(200, { ok: true, user: { id: 1 } }) });
    const data = await s.request("GET", "/user");
    expect(data).toEqual({ ok: true, user: { id: 1 } });
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]!.url).toBe("/api/user");
    expect(s.calls[0]!.auth).toBe(`Bearer ${s.store.token}`);
  });

  it("refreshes first when the access token expires within 30 s", async () => {
    const fresh = tokenExpiringIn(900, NOW, { n: "fresh" });
    const rotated = tokenExpiringIn(86_400, NOW, { n: "rotated" });
    const s = setup({
      token: tokenExpiringIn(29, NOW),
      handler: () => json(200, { ok: true }),
      refresh_handler: refreshed(fresh, rotated),
    });
    const oldRefresh = s.store.refresh;
    await s.request("GET", "/user");
    expect(s.calls.map((c) => c.url)).toEqual(["/api/auth/refresh-token", "/api/user"]);
    expect(s.calls[0]!.body).toEqual({ refresh_token: oldRefresh });
    expect(s.calls[1]!.auth).toBe(`Bearer ${fresh}`);
    expect(s.store).toEqual({ token: fresh, refresh: rotated });
  });

  it("does not refresh a token with more than 30 s left", async () => {
    const s = setup({ token: tokenExpiringIn(31, NOW), handler: () => json(200, { ok: true }) });
    await s.request("GET", "/user");
    expect(s.calls.map((c) => c.url)).toEqual(["/api/user"]);
  });

  it("treats a token without exp as expired", async () => {
    const fresh = tokenExpiringIn(900, NOW);
    const s = setup({ token: fakeJwt({ sub: "1" }), handler: () => json(200, {}), refresh_handler: refreshed(fresh) });
    await s.request("GET", "/user");
    expect(s.calls[0]!.url).toBe("/api/auth/refresh-token");
    expect(s.calls[1]!.auth).toBe(`Bearer ${fresh}`);
  });

  it.each([
    ["expired", -5],
    ["within 30 s", 30],
  ])("logs out without calling the API when the refresh token is %s", async (_label, seconds) => {
    const s = setup({ refresh: tokenExpiringIn(seconds, NOW), handler: () => json(200, {}) });
    await expect(s.request("GET", "/user")).rejects.toMatchObject({ status: 401, message: "Session terminated" });
    expect(s.endSession).toHaveBeenCalledTimes(1);
    expect(s.fetch).not.toHaveBeenCalled();
  });

  it("rejects with 'No authentication token' and ends the session when there is no token", async () => {
    const s = setup({ token: null, handler: () => json(200, {}) });
    await expect(s.request("GET", "/user")).rejects.toMatchObject({ message: "No authentication token" });
    expect(s.endSession).toHaveBeenCalledTimes(1);
    expect(s.fetch).not.toHaveBeenCalled();
  });
});

describe("401/403 → one shared refresh, one retry", () => {
  it("refreshes once and retries the original request with the new token", async () => {
    const fresh = tokenExpiringIn(900, NOW, { n: 2 });
    const s = setup({
      handler: (_url, init) =>
        new Headers(init.headers).get("Authorization") === `Bearer ${fresh}`
          ? json(200, { ok: true, value: 42 })
          : json(401, { ok: false, message: "Token inválido o sesión expirada" }),
      refresh_handler: refreshed(fresh),
    });
    await expect(s.request("GET", "/lot/info/1")).resolves.toEqual({ ok: true, value: 42 });
    expect(s.calls.map((c) => c.url)).toEqual(["/api/lot/info/1", "/api/auth/refresh-token", "/api/lot/info/1"]);
    expect(s.endSession).not.toHaveBeenCalled();
  });

  it("makes concurrent requests wait for a single refresh", async () => {
    const fresh = tokenExpiringIn(900, NOW, { n: 3 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const s = setup({
      handler: (_url, init) =>
        new Headers(init.headers).get("Authorization") === `Bearer ${fresh}` ? json(200, { ok: true }) : json(403, {}),
      refresh_handler: async () => {
        await gate;
        return json(200, { ok: true, token: fresh });
      },
    });
    const all = Promise.all([s.request("GET", "/a"), s.request("GET", "/b"), s.request("POST", "/c", { x: 1 })]);
    await vi.waitFor(() => expect(s.calls.filter((c) => c.url.endsWith("refresh-token"))).toHaveLength(1));
    release();
    await expect(all).resolves.toHaveLength(3);
    expect(s.calls.filter((c) => c.url.endsWith("refresh-token"))).toHaveLength(1);
    expect(s.calls.filter((c) => c.auth === `Bearer ${fresh}`)).toHaveLength(3);
  });

  it("retries only once: a second 401 ends the session", async () => {
    const s = setup({ handler: () => json(401, { ok: false }), refresh_handler: refreshed(tokenExpiringIn(900, NOW)) });
    await expect(s.request("GET", "/user")).rejects.toMatchObject({ message: "Session terminated" });
    expect(s.calls.filter((c) => c.url === "/api/user")).toHaveLength(2);
    expect(s.endSession).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["ok false", { ok: false, message: "Refresh token inválido" }, 401],
    ["ok true without a token", { ok: true }, 200],
  ])("ends the session (clear + /log-in) when the refresh answers %s", async (_label, body, status) => {
    const s = setup({ handler: () => json(401, {}), refresh_handler: () => json(status, body) });
    await expect(s.request("GET", "/user")).rejects.toBeInstanceOf(ApiError);
    expect(s.endSession).toHaveBeenCalledTimes(1);
    expect(s.store).toEqual({ token: null, refresh: null });
    expect(s.calls.filter((c) => c.url === "/api/user")).toHaveLength(1);
  });

  it("ends the session when there is no refresh token to try", async () => {
    const s = setup({ handler: () => json(401, {}) });
    s.store.refresh = null;
    await expect(s.request("GET", "/user")).rejects.toMatchObject({ message: "Session terminated" });
    expect(s.endSession).toHaveBeenCalled();
  });

  it("does not refresh on a failed log-in or sign-up", async () => {
    const s = setup({
      token: null,
      refresh: null,
      handler: () => json(401, { ok: false, message: "Email o contraseña incorrectos" }),
    });
    await expect(s.request("POST", "/auth/log-in", { email: "a@b.co", password: "x" })).rejects.toMatchObject({
      status: 401,
      message: "Email o contraseña incorrectos",
    });
    await expect(s.request("POST", "/auth/sign-up", {})).rejects.toMatchObject({ status: 401 });
    expect(s.calls.map((c) => c.url)).toEqual(["/api/auth/log-in", "/api/auth/sign-up"]);
    expect(s.calls.every((c) => c.auth === null)).toBe(true);
    expect(s.endSession).not.toHaveBeenCalled();
  });

  it("hands a permission 403 that survives a refresh back to the caller", async () => {
    const s = setup({
      handler: () => json(403, { ok: false, message: "Solo para super administradores" }),
      refresh_handler: refreshed(tokenExpiringIn(900, NOW)),
    });
    await expect(s.request("GET", "/user/all")).rejects.toMatchObject({
      status: 403,
      message: "Solo para super administradores",
    });
    expect(s.endSession).not.toHaveBeenCalled();
  });

  it("sends an explicit token as is and never refreshes it", async () => {
    const s = setup({
      token: null,
      refresh: null,
      handler: () => json(401, { ok: false, message: "El enlace no es válido" }),
    });
    await expect(
      s.request("POST", "/auth/admin/set-initial-password", { email: "a@b.co", password: "secret1" }, { token: "act" }),
    ).rejects.toMatchObject({ status: 401 });
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]!.auth).toBe("Bearer act");
    expect(s.endSession).not.toHaveBeenCalled();
  });
});

describe("client error statuses", () => {
  it("maps a network failure to FETCH_ERROR", async () => {
    const s = setup({ handler: () => Promise.reject(new TypeError("Failed to fetch")) });
    await expect(s.request("GET", "/user")).rejects.toMatchObject({ status: "FETCH_ERROR" });
  });

  it("maps a 30 s timeout to TIMEOUT_ERROR", async () => {
    vi.useFakeTimers();
    try {
      const s = setup({
        handler: (_url, init) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      });
      const pending = s.request("GET", "/user");
      const check = expect(pending).rejects.toMatchObject({ status: "TIMEOUT_ERROR" });
      await vi.advanceTimersByTimeAsync(29_999);
      await vi.advanceTimersByTimeAsync(1);
      await check;
    } finally {
      vi.useRealTimers();
    }
  });

  it("maps an unreadable success body to PARSING_ERROR", async () => {
    const s = setup({ handler: () => new Response("<html>", { status: 200 }) });
    await expect(s.request("GET", "/user")).rejects.toMatchObject({ status: "PARSING_ERROR", data: "<html>" });
  });

  it("keeps the HTTP status and server data of other failures", async () => {
    const s = setup({ handler: () => json(409, { ok: false, message: "Ya existe", code: "CONFLICT" }) });
    await expect(s.request("POST", "/organization", { name: "x" })).rejects.toMatchObject({
      status: 409,
      data: { ok: false, message: "Ya existe", code: "CONFLICT" },
    });
  });
});
