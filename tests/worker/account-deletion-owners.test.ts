// Deleting an account never leaves an organization without an owner, whatever the interleaving:
// the "another owner remains" condition lives inside the deleting statements.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { organizations, userOrganizations } from "../../worker/db/schema";
import { addMember, api, db, makeOrg, makeUser, TEST_PASSWORD, type TestUser } from "./fixtures";
import { userRow } from "./auth-helpers";
import { openSocket, waitFor, type OpenSocket } from "./live-helpers";
import { SOCKET_CLOSE } from "../../worker/shared/socket-messages";

const del = (user: TestUser) =>
  api("/auth/delete-account", { method: "DELETE", token: user.token, body: { password: TEST_PASSWORD } });

const owners = (orgId: number) =>
  db()
    .select({ user_id: userOrganizations.user_id })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organization_id, orgId), eq(userOrganizations.role, "owner")));

async function twoOwnersAndAMember() {
  const [a, b, member] = [await makeUser(), await makeUser(), await makeUser()];
  const org = await makeOrg(a, "Dos dueños y un peón");
  await addMember(org.id, b, "owner");
  await addMember(org.id, member, "user");
  return { a, b, member, org };
}

describe("DELETE /auth/delete-account with co-owners", () => {
  it("two owners deleting at once: exactly one succeeds, the other gets 409 and stays owner", async () => {
    // The race does not show on every try, so it runs several times.
    for (let round = 0; round < 15; round++) {
      const { a, b, org } = await twoOwnersAndAMember();
      const results = await Promise.all([del(a), del(b)]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(loser.body.code).toBe("SOLE_OWNER");
      expect(loser.body.message).toContain("Dos dueños y un peón");
      const left = await owners(org.id);
      expect(left, `round ${round}`).toHaveLength(1);
      const survivor = results[0]!.status === 409 ? a : b;
      expect(left[0]!.user_id).toBe(survivor.id);
      expect(await userRow(survivor.id)).toBeDefined();
    }
  });

  it("one after the other: the first leaves, the second is now the sole owner and gets 409", async () => {
    const { a, b, member, org } = await twoOwnersAndAMember();
    expect((await del(a)).status).toBe(200);
    const second = await del(b);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("SOLE_OWNER");
    expect(await userRow(b.id)).toBeDefined();
    expect((await owners(org.id)).map((o) => o.user_id)).toEqual([b.id]);
    expect(await userRow(member.id)).toBeDefined();
  });

  it("an account owning two organizations, only one with another owner: 409 and nothing is deleted", async () => {
    const owner = await makeUser();
    const coOwner = await makeUser();
    const member = await makeUser();
    const shared = await makeOrg(owner, "Con socio");
    await addMember(shared.id, coOwner, "owner");
    const alone = await makeOrg(owner, "Sin socio");
    await addMember(alone.id, member, "admin");
    const solo = await makeOrg(owner, "Solo mía");
    const res = await del(owner);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("SOLE_OWNER");
    expect(res.body.message).toContain("Sin socio");
    expect(await userRow(owner.id)).toBeDefined();
    // No partial write: memberships and the organization only they use are all still there.
    expect((await owners(shared.id)).map((o) => o.user_id).sort()).toEqual([owner.id, coOwner.id].sort());
    expect((await owners(alone.id)).map((o) => o.user_id)).toEqual([owner.id]);
    expect(await db().select().from(organizations).where(eq(organizations.id, solo.id))).toHaveLength(1);
  });

  it("the co-owner of one organization and owner of another racing their co-owner: never ownerless", async () => {
    for (let round = 0; round < 10; round++) {
      const { a, b, org } = await twoOwnersAndAMember();
      const extra = await makeOrg(a, "Otra de A");
      await addMember(extra.id, await makeUser(), "user");
      await addMember(extra.id, b, "owner");
      const results = await Promise.all([del(a), del(b)]);
      expect(results.map((r) => r.status).sort(), `round ${round}`).toEqual([200, 409]);
      expect(await owners(org.id)).toHaveLength(1);
      expect(await owners(extra.id)).toHaveLength(1);
    }
  });

  it("a deletion closes the account's sockets; a refused one leaves them open", async () => {
    const { a, b, member, org } = await twoOwnersAndAMember();
    const connect = async (user: TestUser): Promise<OpenSocket> => (await openSocket(org.id, user.token)).socket!;
    const [socketA, socketB] = [await connect(a), await connect(b)];
    expect((await del(a)).status).toBe(200);
    expect((await socketA.closed).code).toBe(SOCKET_CLOSE.sessionEnded);
    expect((await del(b)).status).toBe(409);
    // A later change still reaches B's socket: the refused deletion closed nothing.
    const before = socketB.messages.length;
    const leave = await api(`/organization/user/${member.id}`, {
      method: "DELETE",
      token: member.token,
      body: { organization_id: org.id },
    });
    expect(leave.status).toBe(200);
    await waitFor(() => socketB.messages.length > before, 2_000, "the member's leaving on B's socket");
    expect(socketB.isClosed()).toBe(false);
    socketB.ws.close();
  });
});
