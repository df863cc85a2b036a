// Attacks on log-in and password checks (docs/security.md): parallel bursts cannot pass a limit, a flood cannot
// lock the owner out of an address they used before, IPv6 addresses are counted per /64, and sessions
// (and their sockets) end 90 days after log-in at the latest.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../worker/db/schema";
import { addressBucket } from "../../worker/lib/rate-limit";
import { SOCKET_CLOSE } from "../../worker/shared/socket-messages";
import { api, db, makeTeam, makeUser, newSession, TEST_PASSWORD } from "./fixtures";
import { freshEmail, ipHeaders, sessionRow } from "./auth-helpers";
import { openSocket, settle } from "./live-helpers";

const DAY_MS = 24 * 60 * 60 * 1000;

const logIn = (email: string, password: string, headers = ipHeaders()) =>
  api("/auth/log-in", { body: { email, password }, headers });

describe("log-in under attack", () => {
  it("100 parallel wrong log-ins hash at most the limit (10); the rest are 429", async () => {
    const user = await makeUser();
    const answers = await Promise.all(Array.from({ length: 100 }, () => logIn(user.email, "mala-clave")));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(90);
  });

  it("the owner still logs in from an address they logged in from before; a new address waits", async () => {
    const user = await makeUser();
    const home = ipHeaders();
    expect((await logIn(user.email, TEST_PASSWORD, home)).status).toBe(200);
    await Promise.all(Array.from({ length: 30 }, () => logIn(user.email, "mala-clave")));
    expect((await logIn(user.email, TEST_PASSWORD, ipHeaders())).status).toBe(429);
    expect((await logIn(user.email, TEST_PASSWORD, home)).status).toBe(200);
    // The known address has a bucket of its own, limited too.
    for (let i = 0; i < 10; i++) expect((await logIn(user.email, "mala-clave", home)).status).toBe(401);
    expect((await logIn(user.email, TEST_PASSWORD, home)).status).toBe(429);
  });

  it("right passwords give their try back: eleven good log-ins in a row all succeed", async () => {
    const user = await makeUser();
    const from = ipHeaders();
    for (let i = 0; i < 11; i++) expect((await logIn(user.email, TEST_PASSWORD, from)).status).toBe(200);
  });

  it("failed log-ins by someone else do not block the signed-in owner's password checks", async () => {
    const user = await makeUser();
    await Promise.all(Array.from({ length: 20 }, () => logIn(user.email, "mala-clave")));
    const changed = await api("/auth/change-password", {
      token: user.token,
      body: { current_password: TEST_PASSWORD, new_password: "otra-clave-1" },
    });
    expect(changed.status).toBe(200);
  });

  it("password checks of a signed-in account are limited in parallel too (10 wrong, then 429)", async () => {
    const user = await makeUser();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        api("/auth/change-password", {
          token: user.token,
          body: { current_password: "mala-clave", new_password: "otra-clave-1" },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  });
});

describe("IPv6 addresses", () => {
  it("count per /64", () => {
    expect(addressBucket("203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:DB8:0001:0002:ffff::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
  });

  it("fifty failed log-ins from one /64, each from its own address, limit the whole /64", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const from = (i: number) => ({ "CF-Connecting-IP": `${prefix}:${i.toString(16)}::1` });
    for (let i = 0; i < 50; i++) expect((await logIn(freshEmail(), "mala-clave", from(i))).status).toBe(401);
    const user = await makeUser();
    expect((await logIn(user.email, TEST_PASSWORD, from(99))).status).toBe(429);
    expect((await logIn(user.email, TEST_PASSWORD, { "CF-Connecting-IP": "2001:db8:ffff:1::1" })).status).toBe(200);
  });
});

describe("session lifetime", () => {
  const refresh = (refresh_token: string) =>
    api<{ refresh_token: string; code: string }>("/auth/refresh-token", { body: { refresh_token } });
  const ageSession = (id: number, days: number) =>
    db()
      .update(sessions)
      .set({ created_at: new Date(Date.now() - days * DAY_MS).toISOString() })
      .where(eq(sessions.id, id));

  it("a refresh never extends a session past 90 days from its log-in", async () => {
    const user = await makeUser();
    await ageSession(user.sessionId, 80);
    const res = await refresh(user.refreshToken);
    expect(res.status).toBe(200);
    const end = Date.parse((await sessionRow(user.sessionId))!.expires_at);
    // 10 days left of the 90, not 30 more.
    expect(Math.abs(end - (Date.now() + 10 * DAY_MS))).toBeLessThan(60_000);
  });

  it("a session older than 90 days cannot refresh, however recently it did", async () => {
    const user = await makeUser();
    await ageSession(user.sessionId, 91);
    const res = await refresh(user.refreshToken);
    expect([res.status, res.body.code]).toEqual([401, "SESSION_ENDED"]);
  });

  it("a live socket closes when its session ends", async () => {
    const { owner, org } = await makeTeam();
    const session = await newSession(owner.id);
    const { socket } = await openSocket(org.id, session.token);
    expect(socket).toBeTruthy();
    await db()
      .update(sessions)
      .set({ expires_at: new Date(Date.now() + 1_000).toISOString() })
      .where(eq(sessions.id, session.sessionId));
    // The room learns the end when the socket opens: open a second one on the shortened session.
    const short = await openSocket(org.id, session.token);
    const closed = await short.socket!.closed;
    expect(closed.code).toBe(SOCKET_CLOSE.sessionEnded);
    // A socket of a session that has not ended stays open.
    const other = await openSocket(org.id, owner.token);
    await settle(300);
    expect(other.socket!.isClosed()).toBe(false);
    for (const s of [socket!, other.socket!]) s.ws.close();
  });
});

describe("relaying messages and mass creation", () => {
  it("invitations to unknown addresses are limited per caller per day, whatever the addresses", async () => {
    const { owner, org } = await makeTeam();
    const invite = () =>
      api("/organization/add-user", { token: owner.token, body: { organization_id: org.id, email: freshEmail() } });
    const answers = await Promise.all(Array.from({ length: 25 }, invite));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it("sign-ups are limited per address, so 'email taken' cannot be probed at will", async () => {
    const taken = await makeUser();
    const from = ipHeaders();
    const body = { email: taken.email, password: "clave123", first_name: "A", last_name: "B" };
    for (let i = 0; i < 20; i++) expect((await api("/auth/sign-up", { body, headers: from })).status).toBe(409);
    expect((await api("/auth/sign-up", { body, headers: from })).status).toBe(429);
    expect((await api("/auth/sign-up", { body, headers: ipHeaders() })).status).toBe(409);
  });

  it("organization creation is limited per user per day", async () => {
    const user = await makeUser();
    const create = (i: number) =>
      api("/organization", { token: user.token, body: { name: `Estancia ${i}` }, headers: ipHeaders() });
    for (let i = 0; i < 20; i++) expect((await create(i)).status).toBe(201);
    expect((await create(20)).status).toBe(429);
  });
});
