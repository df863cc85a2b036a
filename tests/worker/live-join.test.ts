// Join and leave (docs/live-sync.md): a socket belongs to the room its door admitted it to. A join for that
// room is accepted silently, a join for another one closes the socket with notAdmitted before any
// data, and a leave closes it normally. Over both door paths.
import { describe, expect, it } from "vitest";
import { broadcast } from "../../worker/areas/live/broadcast";
import { type ClientMessage, roomHello, roomName, SOCKET_CLOSE } from "../../worker/shared/socket-messages";
import { makeTeam } from "./fixtures";
import { DOOR_PATHS, libRuntime, openSocket, settle, waitFor, type DoorPath, type OpenSocket } from "./live-helpers";

async function connect(organizationId: number, token: string, path: DoorPath): Promise<OpenSocket> {
  const { socket, response } = await openSocket(organizationId, token, { path });
  if (!socket) throw new Error(`socket refused: ${response.status} ${await response.text()}`);
  return socket;
}

const send = (s: OpenSocket, message: ClientMessage) => s.ws.send(JSON.stringify(message));

describe.each(DOOR_PATHS)("join and leave through the %s path", (path) => {
  it("accepts a join for its own room silently and keeps delivering", async () => {
    const { owner, org } = await makeTeam();
    const s = await connect(org.id, owner.token, path);
    send(s, { type: "join", room: roomName(org.id) });
    await settle();
    expect(s.isClosed()).toBe(false);
    expect(s.messages).toEqual([]);
    // Only the room's hello (nothing sent since it woke).
    expect(s.frames).toEqual([roomHello(null)]);
    await broadcast(libRuntime(), org.id, { action: "lot-deleted", lotId: 5 });
    await waitFor(() => s.messages.length === 1, 2_000, "the message after the join");
    s.ws.close();
  });

  it("closes with notAdmitted, and sends no data, on a join for another organization's room", async () => {
    const { owner, org, otherOrg } = await makeTeam();
    const s = await connect(org.id, owner.token, path);
    send(s, { type: "join", room: roomName(otherOrg.id) });
    const closed = await s.closed;
    expect(closed.code).toBe(SOCKET_CLOSE.notAdmitted);
    // Neither room's traffic reaches it.
    await broadcast(libRuntime(), otherOrg.id, { action: "lot-deleted", lotId: 1 });
    await broadcast(libRuntime(), org.id, { action: "lot-deleted", lotId: 2 });
    await settle();
    expect(s.messages).toEqual([]);
    // Only its own room's hello, sent when the door admitted it, before the join.
    expect(s.frames).toEqual([roomHello(null)]);
  });

  it("closes normally on a leave", async () => {
    const { owner, org } = await makeTeam();
    const s = await connect(org.id, owner.token, path);
    send(s, { type: "leave", room: roomName(org.id) });
    expect((await s.closed).code).toBe(1000);
  });

  it("ignores frames that are neither join, leave nor ping", async () => {
    const { owner, org } = await makeTeam();
    const s = await connect(org.id, owner.token, path);
    for (const frame of ["hello", "{", '{"type":"join"}', '{"type":"dance","room":"organization_1"}', "{}"]) {
      s.ws.send(frame);
    }
    s.ws.send("ping");
    await waitFor(() => s.frames.includes("pong"), 2_000, "pong");
    await settle();
    expect(s.isClosed()).toBe(false);
    expect(s.messages).toEqual([]);
    s.ws.close();
  });
});
