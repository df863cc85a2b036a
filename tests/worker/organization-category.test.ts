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

describe("POST /animal-categories/{org}/reset-defaults", () => {
  type Cat = { id: number; name: string; ev: number; total: number };
  const reset = (token: string, orgId: number | string) =>
    api<{ categories: Cat[]; message: string }>(`/animal-categories/${orgId}/reset-defaults`, {
      token,
      method: "POST",
    });
  const list = async (token: string, orgId: number) =>
    (await api<{ categories: Cat[] }>(`/animal-categories/${orgId}`, { token })).body.categories;

  it("brings back a deleted default and the default EVs, keeps custom categories; the room hears the list", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const before = await list(owner.token, org.id);
    const toro = before.find((c) => c.name === "Toro")!;
    const vaca = before.find((c) => c.name === "Vaca")!;
    await api(`/animal-categories/${org.id}/${toro.id}`, { method: "DELETE", token: owner.token });
    await api(`/animal-categories/${org.id}/${vaca.id}`, { method: "PUT", token: owner.token, body: { ev: 1.4 } });
    expect((await create(owner.token, org.id, { name: "Torito", ev: 1.1 })).status).toBe(201);
    const { socket } = await openSocket(org.id, user.token);

    const res = await reset(admin.token, org.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Categorías predeterminadas restablecidas");
    const byName = new Map(res.body.categories.map((c) => [c.name, c]));
    expect(byName.get("Vaca")).toMatchObject({ id: vaca.id, ev: 1 });
    expect(byName.get("Toro")).toMatchObject({ ev: 1.3 });
    expect(byName.get("Torito")).toMatchObject({ ev: 1.1 });
    expect(res.body.categories).toHaveLength(before.length + 1);
    expect(await list(owner.token, org.id)).toEqual(res.body.categories);

    // Two broadcasts sent side by side: either may reach the socket first, so both are waited for.
    await waitFor(() => socket!.messages.some((m) => m.action === "categories-sync"), 2000, "categories-sync");
    await waitFor(() => socket!.messages.some((m) => m.action === "update-lots"), 2000, "update-lots");
    const sync = socket!.messages.find((m) => m.action === "categories-sync") as { categories: Cat[] };
    expect(sync.categories).toEqual(res.body.categories);
    socket!.ws.close();

    // Pressing it again changes nothing.
    expect((await reset(owner.token, org.id)).body.categories.map(({ id, name, ev }) => ({ id, name, ev }))).toEqual(
      res.body.categories.map(({ id, name, ev }) => ({ id, name, ev })),
    );
  });

  it("plain users and outsiders get 403 and nothing changes; a bad id is 400", async () => {
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    const vaca = (await list(owner.token, org.id)).find((c) => c.name === "Vaca")!;
    await api(`/animal-categories/${org.id}/${vaca.id}`, { method: "PUT", token: owner.token, body: { ev: 1.2 } });
    expect((await reset(user.token, org.id)).status).toBe(403);
    expect((await reset(outsider.token, org.id)).status).toBe(403);
    expect((await list(owner.token, org.id)).find((c) => c.id === vaca.id)?.ev).toBe(1.2);
    // The outsider's own organization is theirs to reset; it does not touch this one.
    expect((await reset(outsider.token, otherOrg.id)).status).toBe(200);
    expect((await list(owner.token, org.id)).find((c) => c.id === vaca.id)?.ev).toBe(1.2);
    expect((await reset(owner.token, "abc")).status).toBe(400);
    expect((await reset("", org.id)).status).toBe(401);
  });
});
