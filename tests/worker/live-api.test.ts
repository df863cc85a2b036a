// Live sync through the real API: changes made with the herd routes reach every member's socket
// (and nobody else's); removing a member or logging out closes the sockets that lost access.
import { describe, expect, it } from "vitest";
import type { Movement, Rodeo } from "../../worker/shared/herd-types";
import { SOCKET_CLOSE } from "../../worker/shared/socket-messages";
import { api, makeTeam, newSession } from "./fixtures";
import { openSocket, settle, waitFor, type OpenSocket } from "./live-helpers";

async function connect(organizationId: number, token: string): Promise<OpenSocket> {
  const { socket, response } = await openSocket(organizationId, token);
  if (!socket) throw new Error(`socket refused: ${response.status} ${await response.text()}`);
  return socket;
}

const ofAction = (s: OpenSocket, action: string) => s.messages.filter((m) => m.action === action);

describe("live sync through the API", () => {
  it("a purchase recorded by one member reaches both members of the organization once, and no one else", async () => {
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    const ownerSocket = await connect(org.id, owner.token);
    const userSocket = await connect(org.id, user.token);
    const outsiderSocket = await connect(otherOrg.id, outsider.token);

    const created = await api<{ rodeo: Rodeo }>(`/rodeo/${org.id}`, { token: owner.token, body: { name: "Cría" } });
    expect(created.status).toBe(201);
    const rodeoId = created.body.rodeo.id;
    await waitFor(() => ofAction(userSocket, "rodeo-created").length === 1, 1_000, "rodeo-created");

    const buy = await api<{ movement: Movement }>(`/movement/load-buy/${org.id}`, {
      token: user.token,
      body: { date: "2026-05-01", rodeo_id: rodeoId, detail: "Feria", animals: [{ type: "Vaca", count: 12 }] },
    });
    expect(buy.status).toBe(201);
    const movementId = buy.body.movement.id;

    // Routes await the broadcast: by the time the API answered, the room had sent the message.
    const buyMessages = (s: OpenSocket) =>
      ofAction(s, "movement-created").filter((m) => m.action === "movement-created" && m.movement.id === movementId);
    await waitFor(
      () => buyMessages(ownerSocket).length === 1 && buyMessages(userSocket).length === 1,
      1_000,
      "movement-created on both sockets",
    );
    for (const s of [ownerSocket, userSocket]) {
      expect(buyMessages(s)[0]).toMatchObject({
        action: "movement-created",
        movement: { id: movementId, type: "BUY" },
      });
    }
    await settle();
    expect(buyMessages(ownerSocket)).toHaveLength(1);
    expect(buyMessages(userSocket)).toHaveLength(1);
    expect(outsiderSocket.messages).toEqual([]);
    for (const s of [ownerSocket, userSocket, outsiderSocket]) s.ws.close();
  });

  it("removing a member through the API closes their socket; the others stay", async () => {
    const { owner, user, org } = await makeTeam();
    const removed = await connect(org.id, user.token);
    const stays = await connect(org.id, owner.token);
    const res = await api(`/organization/user/${user.id}`, {
      method: "DELETE",
      token: owner.token,
      body: { organization_id: org.id },
    });
    expect(res.status).toBe(200);
    expect((await removed.closed).code).toBe(SOCKET_CLOSE.removedFromOrganization);
    await settle();
    expect(stays.isClosed()).toBe(false);
    // The removed member cannot come back in.
    expect((await openSocket(org.id, user.token)).response.status).toBe(403);
    stays.ws.close();
  });

  it("logging out closes that session's sockets and no other", async () => {
    const { user, org } = await makeTeam();
    const other = await newSession(user.id);
    const loggingOut = await connect(org.id, user.token);
    const otherTab = await connect(org.id, other.token);
    expect((await api("/auth/log-out", { method: "POST", token: user.token })).status).toBe(200);
    expect((await loggingOut.closed).code).toBe(SOCKET_CLOSE.sessionEnded);
    await settle();
    expect(otherTab.isClosed()).toBe(false);
    otherTab.ws.close();
  });
});
