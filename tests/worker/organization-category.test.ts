import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { animalCategories } from "../../worker/db/schema";
import { api, db, makeTeam } from "./fixtures";
import { openSocket, waitFor } from "./live-helpers";

const create = (token: string, orgId: number | string, body: unknown) =>
  api<{ category: { id: number; name: string } }>(`/category/create/${orgId}`, { token, body });

async function named(orgId: number, name: string) {
  return db()
    .select()
    .from(animalCategories)
    .where(and(eq(animalCategories.organization_id, orgId), eq(animalCategories.name, name)));
}

describe("POST /category/create/{orgId}", () => {
  it("owners and admins create a category; the room hears category-created", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const { socket } = await openSocket(org.id, user.token);
    expect(socket).toBeDefined();
    const res = await create(owner.token, org.id, { name: " Vaca de cría " });
    expect(res.status).toBe(201);
    expect(res.body.category).toMatchObject({ name: "Vaca de cría", ev: 1 });
    expect((await create(admin.token, org.id, { name: "Toruno", ev: 1.1 })).status).toBe(201);
    await waitFor(() => socket!.messages.length >= 2, 2000, "category-created");
    expect(socket!.messages[0]).toMatchObject({ action: "category-created", category: { id: res.body.category.id } });
    socket!.ws.close();
  });

  it("a duplicate name in one organization is 409, in any case; another organization may reuse it", async () => {
    const { owner, outsider, org, otherOrg } = await makeTeam();
    expect((await create(owner.token, org.id, { name: "Vaquillona preñada" })).status).toBe(201);
    const dup = await create(owner.token, org.id, { name: "VAQUILLONA PREÑADA" });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe("CATEGORY_EXISTS");
    expect((await create(owner.token, org.id, { name: "vaca" })).status).toBe(409);
    expect((await create(outsider.token, otherOrg.id, { name: "Vaquillona preñada" })).status).toBe(201);
  });

  it("plain users and outsiders get 403 and nothing is created; bad input 400; no token 401", async () => {
    const { owner, user, outsider, org } = await makeTeam();
    expect((await create(user.token, org.id, { name: "Usuario" })).status).toBe(403);
    expect((await create(outsider.token, org.id, { name: "Intrusa" })).status).toBe(403);
    expect(await named(org.id, "Usuario")).toEqual([]);
    expect(await named(org.id, "Intrusa")).toEqual([]);
    const bad = await create(owner.token, org.id, { name: "", ev: "mucho" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.map((i) => i.path).sort()).toEqual(["ev", "name"]);
    expect((await create(owner.token, "abc", { name: "X" })).status).toBe(400);
    const none = await create("", org.id, { name: "X" });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("No authentication token");
  });
});
