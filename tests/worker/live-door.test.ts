// The door to the live rooms refuses every socket it should, before any upgrade happens. The cases
// run over both of its paths: /api/events/socket.io?room=… (docs/live-sync.md) and the deployed clients' one.
import { eq } from "drizzle-orm";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sessions } from "../../worker/db/schema";
import { db, makeTeam, makeUser, ORIGIN } from "./fixtures";
import { DOOR_PATHS, doorUrl, openSocket as open, type DoorPath } from "./live-helpers";

async function refused(res: Response) {
  expect(res.webSocket).toBeNull();
  return { status: res.status, body: (await res.json()) as { ok: boolean; message: string; code: string } };
}

const TITLES: Record<DoorPath, string> = {
  "socket.io": "GET /api/events/socket.io?room=organization_{id}",
  legacy: "GET /api/events/organization_{id}",
};

describe.each(DOOR_PATHS.map((path) => [TITLES[path], path] as const))("%s", (_title, path) => {
  const openSocket = (org: number | string, token: string | undefined, opts: { origin?: string | null } = {}) =>
    open(org, token, { ...opts, path });

  it("opens a socket for a member with a valid token and the app's origin", async () => {
    const { owner, user, org } = await makeTeam();
    for (const member of [owner, user]) {
      const { socket, response } = await openSocket(org.id, member.token);
      expect(response.status).toBe(101);
      expect(socket).toBeDefined();
      socket!.ws.close(1000, "bye");
    }
  });

  it("refuses without a token, with a bad token, or with a revoked session (401)", async () => {
    const { owner, org } = await makeTeam();
    const none = await refused((await openSocket(org.id, undefined)).response);
    expect(none).toMatchObject({ status: 401, body: { ok: false, message: "No authentication token" } });

    const bad = await refused((await openSocket(org.id, "not-a-jwt")).response);
    expect(bad).toMatchObject({ status: 401, body: { ok: false, code: "INVALID_TOKEN" } });

    // A refresh token is not an access token.
    const refresh = await refused((await openSocket(org.id, owner.refreshToken)).response);
    expect(refresh.status).toBe(401);

    await db().update(sessions).set({ revoked_at: new Date().toISOString() }).where(eq(sessions.id, owner.sessionId));
    const revoked = await refused((await openSocket(org.id, owner.token)).response);
    expect(revoked.status).toBe(401);
  });

  it("refuses a member of another organization, and an organization that does not exist, alike (403)", async () => {
    const { outsider, org, otherOrg } = await makeTeam();
    const other = await refused((await openSocket(org.id, outsider.token)).response);
    expect(other).toMatchObject({ status: 403, body: { code: "NOT_A_MEMBER" } });
    const missing = await refused((await openSocket(999_999, outsider.token)).response);
    expect(missing).toEqual(other);
    // The outsider's own organization opens.
    const own = await openSocket(otherOrg.id, outsider.token);
    expect(own.response.status).toBe(101);
    own.socket!.ws.close();
  });

  it("refuses a foreign or missing Origin (403) even with a valid token", async () => {
    const { owner, org } = await makeTeam();
    const foreign = await refused((await openSocket(org.id, owner.token, { origin: "https://evil.example" })).response);
    expect(foreign).toMatchObject({ status: 403, body: { code: "ORIGIN_FORBIDDEN" } });
    const missing = await refused((await openSocket(org.id, owner.token, { origin: null })).response);
    expect(missing.status).toBe(403);
    // A dev server listed in ALLOWED_DEV_ORIGINS is accepted.
    const dev = await openSocket(org.id, owner.token, { origin: "http://localhost:5173" });
    expect(dev.response.status).toBe(101);
    dev.socket!.ws.close();
  });

  it("answers 404 for a malformed room and 426 without an upgrade", async () => {
    const user = await makeUser();
    for (const room of ["organization_abc", "organization_0", "org_1", "organization_1x"]) {
      expect((await refused((await openSocket(room, user.token)).response)).status).toBe(404);
    }
    const url = doorUrl("organization_1", path);
    url.searchParams.set("token", user.token);
    const plain = await exports.default.fetch(url);
    expect(plain.status).toBe(426);
  });
});

describe("GET /api/events/socket.io without a room", () => {
  it("answers 404 like a malformed room", async () => {
    const user = await makeUser();
    const url = new URL(`${ORIGIN}/api/events/socket.io`);
    url.searchParams.set("token", user.token);
    const res = await exports.default.fetch(
      new Request(url, { headers: { Upgrade: "websocket", Origin: url.origin } }),
    );
    expect((await refused(res)).status).toBe(404);
  });
});
