import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { ACCESS_TTL_S, signToken, verifyToken } from "../../worker/lib/tokens";
import { api, makeUser } from "./fixtures";
import { sessionRow } from "./auth-helpers";

const b64url = (obj: unknown) => btoa(JSON.stringify(obj)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

describe("access tokens", () => {
  it("a valid access token passes", async () => {
    const user = await makeUser();
    expect((await api("/user", { token: user.token })).status).toBe(200);
  });

  it("a tampered signature is refused", async () => {
    const user = await makeUser();
    const [h, p, s] = user.token.split(".");
    const flipped = s![0] === "A" ? `B${s!.slice(1)}` : `A${s!.slice(1)}`;
    const res = await api("/user", { token: `${h}.${p}.${flipped}` });
    expect(res.status).toBe(401);
    // A changed payload with the old signature is refused too.
    const other = await makeUser();
    const forged = `${h}.${other.token.split(".")[1]}.${s}`;
    expect((await api("/user", { token: forged })).status).toBe(401);
  });

  it("alg none is refused", async () => {
    const user = await makeUser();
    const payload = JSON.parse(atob(user.token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    const unsigned = `${b64url({ alg: "none", typ: "JWT" })}.${b64url(payload)}.`;
    expect((await api("/user", { token: unsigned })).status).toBe(401);
  });

  it("a refresh token used as an access token is refused, and an access token as a refresh token", async () => {
    const user = await makeUser();
    expect((await api("/user", { token: user.refreshToken })).status).toBe(401);
    const res = await api("/auth/refresh-token", { body: { refresh_token: user.token } });
    expect(res.status).toBe(401);
    // The misuse did not burn the session: its real refresh token still works.
    expect((await api("/auth/refresh-token", { body: { refresh_token: user.refreshToken } })).status).toBe(200);
  });

  it("an activation token is neither an access nor a refresh token", async () => {
    const user = await makeUser();
    const activation = await signToken(env.JWT_SECRET, { sub: user.id, typ: "activation", jti: "x" }, 600);
    expect((await api("/user", { token: activation })).status).toBe(401);
    expect((await api("/auth/refresh-token", { body: { refresh_token: activation } })).status).toBe(401);
  });

  it("an expired token is refused", async () => {
    const user = await makeUser();
    const expired = await signToken(env.JWT_SECRET, { sub: user.id, typ: "access", sid: user.sessionId }, -60);
    expect((await api("/user", { token: expired })).status).toBe(401);
  });

  it("a token signed with another secret is refused", async () => {
    const user = await makeUser();
    const other = await signToken(
      "another-secret-0123456789abcdef",
      { sub: user.id, typ: "access", sid: user.sessionId },
      ACCESS_TTL_S,
    );
    expect((await api("/user", { token: other })).status).toBe(401);
  });

  it("an access token naming another user's session is refused", async () => {
    const user = await makeUser();
    const victim = await makeUser();
    const mixed = await signToken(env.JWT_SECRET, { sub: user.id, typ: "access", sid: victim.sessionId }, ACCESS_TTL_S);
    expect((await api("/user", { token: mixed })).status).toBe(401);
  });

  it("a revoked session's access token stops working at once", async () => {
    const user = await makeUser();
    const other = await (await import("./fixtures")).newSession(user.id);
    await api(`/auth/session/${other.sessionId}`, { method: "DELETE", token: user.token });
    const res = await api("/user", { token: other.token });
    expect(res.status).toBe(401);
    expect(res.body.message).not.toBe("No authentication token");
  });

  it("a malformed Authorization header counts as no token", async () => {
    const res = await api("/user", { headers: { Authorization: "Token abc" } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("No authentication token");
  });
});

describe("refresh token reuse", () => {
  it("presenting an already rotated refresh token revokes the whole session", async () => {
    const user = await makeUser();
    const first = await api<{ token: string; refresh_token: string }>("/auth/refresh-token", {
      body: { refresh_token: user.refreshToken },
    });
    expect(first.status).toBe(200);
    // The old token again: reuse.
    const reuse = await api("/auth/refresh-token", { body: { refresh_token: user.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe("REFRESH_REUSED");
    expect((await sessionRow(user.sessionId))?.revoked_at).toBeTruthy();
    // Every later refresh fails, even with the newest token, and its access tokens stop working.
    expect((await api("/auth/refresh-token", { body: { refresh_token: first.body.refresh_token } })).status).toBe(401);
    expect((await api("/user", { token: first.body.token })).status).toBe(401);
    expect((await api("/user", { token: user.token })).status).toBe(401);
  });

  it("reuse revokes only that session", async () => {
    const user = await makeUser();
    const other = await (await import("./fixtures")).newSession(user.id);
    await api("/auth/refresh-token", { body: { refresh_token: user.refreshToken } });
    await api("/auth/refresh-token", { body: { refresh_token: user.refreshToken } });
    expect((await api("/user", { token: other.token })).status).toBe(200);
  });
});

describe("verified access tokens kept by the isolate", () => {
  const secret = "a-secret-for-this-test-only-0123456789";

  it("a kept token still expires, and passes under no other secret or type", async () => {
    const token = await signToken(secret, { sub: 7, typ: "access", sid: 3 }, 60);
    expect((await verifyToken(secret, token, "access"))?.sub).toBe("7");
    // Kept now: the same answer again.
    expect((await verifyToken(secret, token, "access"))?.sid).toBe(3);
    expect(await verifyToken("another-secret-0123456789abcdef", token, "access")).toBeNull();
    expect(await verifyToken(secret, token, "refresh")).toBeNull();
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      expect(await verifyToken(secret, token, "access")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a forged token beside a kept one is still checked", async () => {
    const token = await signToken(secret, { sub: 8, typ: "access", sid: 4 }, 60);
    expect(await verifyToken(secret, token, "access")).not.toBeNull();
    const [h, p, s] = token.split(".");
    const other = await signToken(secret, { sub: 9, typ: "access", sid: 5 }, 60);
    expect(await verifyToken(secret, `${h}.${other.split(".")[1]}.${s}`, "access")).toBeNull();
    expect(await verifyToken(secret, `${h}.${p}.${s!.slice(0, -2)}AA`, "access")).toBeNull();
  });
});
