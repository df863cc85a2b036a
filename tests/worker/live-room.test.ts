// OrgRoom with real websockets: fan-out per organization, closing on lost access, hibernation.
import { env, evictAllDurableObjects } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { broadcast, roomPublisher, roomStub } from "../../worker/areas/live/broadcast";
import { closeMemberSockets, closeSessionSockets } from "../../worker/areas/live/live";
import { parseRoomHello, SOCKET_CLOSE, type SocketMessage } from "../../worker/shared/socket-messages";
import type { Movement } from "../../worker/shared/herd-types";
import { addMember, makeTeam, makeUser, newSession } from "./fixtures";
import { libRuntime, openSocket, settle, waitFor, type OpenSocket } from "./live-helpers";

async function connect(organizationId: number, token: string): Promise<OpenSocket> {
  const { socket, response } = await openSocket(organizationId, token);
  if (!socket) throw new Error(`socket refused: ${response.status} ${await response.text()}`);
  return socket;
}

const movementCreated = (id: number): SocketMessage => ({
  action: "movement-created",
  // Only the fields the room test reads; the room relays the payload untouched.
  movement: { id, type: "BUY", date: "2026-05-01", animals: [{ type: "Vaca", category_id: 1, count: 3 }] } as Movement,
});

describe("OrgRoom", () => {
  it("delivers a message to every member of the organization and to nobody else", async () => {
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    const a1 = await connect(org.id, owner.token);
    const a2 = await connect(org.id, user.token);
    const b = await connect(otherOrg.id, outsider.token);

    await broadcast(libRuntime(), org.id, movementCreated(41));
    await waitFor(() => a1.messages.length === 1 && a2.messages.length === 1, 2_000, "both members");
    expect(a1.messages).toEqual([movementCreated(41)]);
    expect(a2.messages).toEqual([movementCreated(41)]);
    await settle();
    expect(b.messages).toEqual([]);
    for (const s of [a1, a2, b]) s.ws.close();
  });

  it("a write's messages published in one turn go in one call, in order; a later turn's after them", async () => {
    const { owner, org } = await makeTeam();
    const socket = await connect(org.id, owner.token);
    const publish = roomPublisher(libRuntime(), org.id);
    await Promise.all([publish(movementCreated(1)), publish(movementCreated(2)), publish(movementCreated(3))]);
    // A later turn is another call, after the first.
    await publish(movementCreated(4));
    await waitFor(() => socket.messages.length === 4, 2_000, "four messages");
    expect(socket.messages).toEqual([1, 2, 3, 4].map(movementCreated));
    socket.ws.close();
  });

  it("a write's messages are made and sent after its answer, in the order published", async () => {
    const { owner, org } = await makeTeam();
    const socket = await connect(org.id, owner.token);
    const publish = roomPublisher(libRuntime(), org.id);
    let made = 0;
    await publish(movementCreated(1));
    await publish(() => (made++, [movementCreated(2), movementCreated(3)]));
    await publish(movementCreated(4));
    // Every publish has settled and nothing was made yet: the answer does not wait for the messages.
    expect(made).toBe(0);
    await waitFor(() => socket.messages.length === 4, 2_000, "four messages");
    expect(made).toBe(1);
    expect(socket.messages).toEqual([1, 2, 3, 4].map(movementCreated));
    socket.ws.close();
  });

  it("greets each new socket with how long ago it last sent a message, so a client can catch up", async () => {
    const { owner, user, org } = await makeTeam();
    const hello = async (s: OpenSocket) => {
      await waitFor(() => s.frames.some((f) => parseRoomHello(f) !== undefined), 2_000, "hello");
      return parseRoomHello(s.frames.find((f) => parseRoomHello(f) !== undefined));
    };
    const first = await connect(org.id, owner.token);
    // Nothing sent since the room woke.
    expect(await hello(first)).toBeNull();
    await broadcast(libRuntime(), org.id, movementCreated(7));
    const second = await connect(org.id, user.token);
    const ago = await hello(second);
    expect(ago).toBeGreaterThanOrEqual(0);
    expect(ago).toBeLessThan(5_000);
    // The hello is no message: the first socket got exactly the broadcast.
    await waitFor(() => first.messages.length === 1, 2_000, "the broadcast");
    expect(first.messages).toEqual([movementCreated(7)]);
    for (const s of [first, second]) s.ws.close();
  });

  it("answers ping with pong without involving the room's code", async () => {
    const { owner, org } = await makeTeam();
    const s = await connect(org.id, owner.token);
    s.ws.send("ping");
    await waitFor(() => s.frames.includes("pong"), 2_000, "pong");
    expect(s.messages).toEqual([]);
    s.ws.close();
  });

  it("closes a removed member's sockets and keeps the others", async () => {
    const { owner, user, org, otherOrg } = await makeTeam();
    await addMember(otherOrg.id, user, "user");
    const removed = await connect(org.id, user.token);
    const removedSecondTab = await connect(org.id, (await newSession(user.id)).token);
    const sameUserOtherOrg = await connect(otherOrg.id, user.token);
    const stays = await connect(org.id, owner.token);

    closeMemberSockets(libRuntime(), org.id, user.id);
    const [c1, c2] = await Promise.all([removed.closed, removedSecondTab.closed]);
    expect(c1.code).toBe(SOCKET_CLOSE.removedFromOrganization);
    expect(c2.code).toBe(SOCKET_CLOSE.removedFromOrganization);
    await settle();
    expect(stays.isClosed()).toBe(false);
    expect(sameUserOtherOrg.isClosed()).toBe(false);

    await broadcast(libRuntime(), org.id, movementCreated(7));
    await waitFor(() => stays.messages.length === 1, 2_000, "remaining member");
    expect(removed.messages).toEqual([]);
    for (const s of [stays, sameUserOtherOrg]) s.ws.close();
  });

  it("closes only the revoked session's sockets, in every organization of the user", async () => {
    const { user, org, otherOrg } = await makeTeam();
    await addMember(otherOrg.id, user, "user");
    const other = await newSession(user.id);
    const revokedA = await connect(org.id, user.token);
    const revokedB = await connect(otherOrg.id, user.token);
    const otherSession = await connect(org.id, other.token);

    closeSessionSockets(libRuntime(), user.id, [user.sessionId]);
    const [a, b] = await Promise.all([revokedA.closed, revokedB.closed]);
    expect(a.code).toBe(SOCKET_CLOSE.sessionEnded);
    expect(b.code).toBe(SOCKET_CLOSE.sessionEnded);
    await settle();
    expect(otherSession.isClosed()).toBe(false);

    closeSessionSockets(libRuntime(), user.id, "all");
    await otherSession.closed;
  });

  it("still reaches connected sockets after the room was evicted from memory (hibernation)", async () => {
    const { owner, admin, org } = await makeTeam();
    const s1 = await connect(org.id, owner.token);
    const s2 = await connect(org.id, admin.token);
    await evictAllDurableObjects();

    // The attachment (who opened each socket) survived the eviction.
    const who = await roomStub(env, org.id).connections();
    expect(who.map((w) => w.userId).sort()).toEqual([owner.id, admin.id].sort());

    await broadcast(libRuntime(), org.id, movementCreated(99));
    await waitFor(() => s1.messages.length === 1 && s2.messages.length === 1, 2_000, "after eviction");
    expect(s1.messages[0]).toEqual(movementCreated(99));
    expect(s1.isClosed()).toBe(false);

    // Removing a member still finds their socket by tag after another eviction.
    await evictAllDurableObjects();
    closeMemberSockets(libRuntime(), org.id, admin.id);
    await s2.closed;
    s1.ws.close();
  });

  it("a broadcast to a room with nobody connected is harmless", async () => {
    const lonely = await makeUser();
    await expect(broadcast(libRuntime(), lonely.id + 1_000_000, movementCreated(1))).resolves.toBeUndefined();
  });
});
