import { describe, expect, it } from "vitest";
import { api, makeUser, newSession, TEST_PASSWORD } from "./fixtures";
import { claimsOf, ipHeaders, sessionRow } from "./auth-helpers";

type Tokens = { token: string; refresh_token: string };

describe("POST /auth/refresh-token", () => {
  it("answers a new pair and rotates the refresh token's id in the session", async () => {
    const user = await makeUser();
    const res = await api<Tokens>("/auth/refresh-token", { body: { refresh_token: user.refreshToken } });
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(res.body.refresh_token).not.toBe(user.refreshToken);
    const claims = claimsOf(res.body.refresh_token);
    expect(claims.sid).toBe(user.sessionId);
    expect((await sessionRow(user.sessionId))?.refresh_jti).toBe(claims.jti);
    expect((await api("/user", { token: res.body.token })).status).toBe(200);
    // The new refresh token keeps working: rotation is a chain.
    const next = await api<Tokens>("/auth/refresh-token", { body: { refresh_token: res.body.refresh_token } });
    expect(next.status).toBe(200);
  });

  it("rejects bad input (400) and garbage tokens (401)", async () => {
    expect((await api("/auth/refresh-token", { body: {} })).status).toBe(400);
    expect((await api("/auth/refresh-token", { body: { refresh_token: "garbage" } })).status).toBe(401);
  });
});

describe("POST /auth/log-out", () => {
  it("revokes the current session only", async () => {
    const user = await makeUser();
    const other = await newSession(user.id);
    const res = await api("/auth/log-out", { method: "POST", token: user.token });
    expect(res.status).toBe(200);
    expect((await sessionRow(user.sessionId))?.revoked_at).toBeTruthy();
    expect((await api("/user", { token: user.token })).status).toBe(401);
    expect((await api("/auth/refresh-token", { body: { refresh_token: user.refreshToken } })).status).toBe(401);
    expect((await api("/user", { token: other.token })).status).toBe(200);
  });

  it("needs a token", async () => {
    const res = await api("/auth/log-out", { method: "POST" });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("No authentication token");
  });
});

describe("GET /auth/session and DELETE /auth/session/{id}", () => {
  it("lists the caller's live sessions with the current one flagged", async () => {
    const user = await makeUser();
    const login = await api<Tokens>("/auth/log-in", {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: ipHeaders({
        "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Safari/605.1",
      }),
    });
    const stranger = await makeUser();
    const res = await api<{
      sessions: { id: number; device: string; current: boolean; created_at: string; last_used_at: string }[];
    }>("/auth/session", { token: login.body.token });
    expect(res.status).toBe(200);
    const ids = res.body.sessions.map((s) => s.id).sort();
    expect(ids).toEqual([user.sessionId, Number(claimsOf(login.body.token).sid)].sort());
    expect(ids).not.toContain(stranger.sessionId);
    const current = res.body.sessions.find((s) => s.current)!;
    expect(current).toMatchObject({ device: "Safari en iOS" });
    expect(Object.keys(current).sort()).toEqual(["created_at", "current", "device", "id", "last_used_at"]);
  });

  it("revokes one of the caller's own sessions; another user's session answers 404 and stays alive", async () => {
    const user = await makeUser();
    const second = await newSession(user.id);
    const stranger = await makeUser();
    const foreign = await api(`/auth/session/${stranger.sessionId}`, { method: "DELETE", token: user.token });
    expect(foreign.status).toBe(404);
    expect((await api("/user", { token: stranger.token })).status).toBe(200);
    const own = await api(`/auth/session/${second.sessionId}`, { method: "DELETE", token: user.token });
    expect(own.status).toBe(200);
    expect((await api("/user", { token: second.token })).status).toBe(401);
    const list = await api<{ sessions: { id: number }[] }>("/auth/session", { token: user.token });
    expect(list.body.sessions.map((s) => s.id)).toEqual([user.sessionId]);
    expect((await api(`/auth/session/${second.sessionId}`, { method: "DELETE", token: user.token })).status).toBe(404);
  });

  it("validates the id and needs a token", async () => {
    const user = await makeUser();
    expect((await api("/auth/session/abc", { method: "DELETE", token: user.token })).status).toBe(400);
    const none = await api("/auth/session");
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("No authentication token");
    expect((await api("/auth/session/1", { method: "DELETE" })).body.message).toBe("No authentication token");
  });
});
