// The bell's live channel (docs/administration.md): a notification reaches only its recipients' own sockets, in whichever
// of their organizations' rooms they are connected to, and read state only the reader's other tabs.
import { describe, expect, it } from "vitest";
import type { SocketMessageOf } from "../../worker/shared/socket-messages";
import { addMember, api, makeTeam, makeUser, newSession } from "./fixtures";
import { openSocket, settle, waitFor, type OpenSocket } from "./live-helpers";

async function connect(organizationId: number, token: string): Promise<OpenSocket> {
  const { socket, response } = await openSocket(organizationId, token);
  if (!socket) throw new Error(`socket refused: ${response.status} ${await response.text()}`);
  return socket;
}

const received = (s: OpenSocket) =>
  s.messages.filter((m): m is SocketMessageOf<"notification-received"> => m.action === "notification-received");
const reads = (s: OpenSocket) =>
  s.messages.filter((m): m is SocketMessageOf<"notifications-read"> => m.action === "notifications-read");

describe("notifications over the live socket", () => {
  it("only the recipient's sockets get notification-received, never another member's of the same room", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    // The user also belongs to the other organization and has a tab open there.
    await addMember(otherOrg.id, user, "user");
    const userSocket = await connect(org.id, user.token);
    const userOtherTab = await connect(otherOrg.id, (await newSession(user.id)).token);
    const ownerSocket = await connect(org.id, owner.token);
    const outsiderSocket = await connect(otherOrg.id, outsider.token);

    const res = await api<{ notification: { id: number } }>("/notification", {
      token: admin.token,
      body: {
        title: "Solo para vos",
        body: "Hola",
        link: "/tareas",
        channels: ["in_app"],
        audience: { kind: "users", ids: [user.id] },
      },
    });
    expect(res.status).toBe(201);
    await waitFor(() => received(userSocket).length === 1 && received(userOtherTab).length === 1, 2_000, "both tabs");
    expect(received(userSocket)[0]).toMatchObject({
      notification: {
        id: res.body.notification.id,
        title: "Solo para vos",
        body: "Hola",
        link: "/tareas",
        read_at: null,
      },
      unread: 1,
    });
    await settle();
    expect(received(userSocket)).toHaveLength(1);
    expect(ownerSocket.messages).toEqual([]);
    expect(outsiderSocket.messages).toEqual([]);

    // Marking it read tells the reader's other tab, and nobody else.
    await api(`/notification/${res.body.notification.id}/read`, { method: "POST", token: user.token });
    await waitFor(() => reads(userOtherTab).length === 1, 2_000, "notifications-read");
    expect(reads(userOtherTab)[0]).toMatchObject({ ids: [res.body.notification.id], unread: 0 });
    await settle();
    expect(ownerSocket.messages).toEqual([]);
    expect(outsiderSocket.messages).toEqual([]);
    for (const s of [userSocket, userOtherTab, ownerSocket, outsiderSocket]) s.ws.close();
  });

  it("an organization-wide notification gives each member their own unread count, and read-all says 'all'", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    const send = (title: string, ids: number[]) =>
      api("/notification", {
        token: admin.token,
        body: { title, channels: ["in_app"], audience: { kind: "users", ids } },
      });
    await send("Previa", [owner.id]);
    const ownerSocket = await connect(org.id, owner.token);
    const userSocket = await connect(org.id, user.token);
    const outsiderSocket = await connect(otherOrg.id, outsider.token);
    await api("/notification", {
      token: admin.token,
      body: { title: "A todos", channels: ["in_app", "email"], audience: { kind: "organizations", ids: [org.id] } },
    });
    await waitFor(() => received(ownerSocket).length === 1 && received(userSocket).length === 1, 2_000, "members");
    expect(received(ownerSocket)[0]!.unread).toBe(2);
    expect(received(userSocket)[0]!.unread).toBe(1);
    await settle();
    expect(outsiderSocket.messages).toEqual([]);
    await api("/notification/read-all", { method: "POST", token: owner.token });
    await waitFor(() => reads(ownerSocket).length === 1, 2_000, "read-all");
    expect(reads(ownerSocket)[0]).toMatchObject({ ids: "all", unread: 0 });
    await settle();
    expect(reads(userSocket)).toEqual([]);
    for (const s of [ownerSocket, userSocket, outsiderSocket]) s.ws.close();
  });
});
