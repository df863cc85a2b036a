// A category's own plural (plural_name): null means derived from the name; owners and admins write it on
// create and edit, empty goes back to derived; the room hears the new list.
import { describe, expect, it } from "vitest";
import type { Category } from "../../worker/shared/herd-types";
import { api, makeTeam } from "./fixtures";
import { openSocket, waitFor } from "./live-helpers";

const path = (orgId: number | string, id?: number) => `/animal-categories/${orgId}${id ? `/${id}` : ""}`;
const list = async (token: string, orgId: number) =>
  (await api<{ categories: Category[] }>(path(orgId), { token })).body.categories;

describe("categories' plural_name", () => {
  it("is null for the defaults and stored when given on create", async () => {
    const { owner, org } = await makeTeam();
    expect((await list(owner.token, org.id)).every((c) => c.plural_name === null)).toBe(true);
    const res = await api<{ category: Category }>(path(org.id), {
      token: owner.token,
      body: { name: "Vaca CUT", plural_name: " Vacas CUT ", ev: 0.9 },
    });
    expect(res.status).toBe(201);
    expect(res.body.category).toMatchObject({ name: "Vaca CUT", plural_name: "Vacas CUT" });
    const derived = await api<{ category: Category }>(`/category/create/${org.id}`, {
      token: owner.token,
      body: { name: "Capón" },
    });
    expect(derived.status).toBe(201);
    expect(derived.body.category.plural_name).toBeNull();
  });

  it("an edit sets it, an empty one goes back to derived; the room gets the whole list", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const toro = (await list(owner.token, org.id)).find((c) => c.name === "Toro")!;
    const { socket } = await openSocket(org.id, user.token);
    const set = await api<{ category: Category }>(path(org.id, toro.id), {
      method: "PUT",
      token: admin.token,
      body: { plural_name: "Toros padres" },
    });
    expect(set.status).toBe(200);
    expect(set.body.category).toMatchObject({ name: "Toro", plural_name: "Toros padres" });
    await waitFor(() => socket!.messages.some((m) => m.action === "categories-sync"), 2000, "categories-sync");
    const sync = socket!.messages.find((m) => m.action === "categories-sync") as { categories: Category[] };
    expect(sync.categories.find((c) => c.id === toro.id)?.plural_name).toBe("Toros padres");
    socket!.ws.close();

    // Only the EV: the plural stays.
    await api(path(org.id, toro.id), { method: "PUT", token: owner.token, body: { ev: 1.2 } });
    expect((await list(owner.token, org.id)).find((c) => c.id === toro.id)?.plural_name).toBe("Toros padres");
    const back = await api<{ category: Category }>(path(org.id, toro.id), {
      method: "PUT",
      token: owner.token,
      body: { plural_name: "" },
    });
    expect(back.body.category.plural_name).toBeNull();
  });

  it("bad input is 400 with the field named; a plain user 403; no token 401", async () => {
    const { owner, user, org } = await makeTeam();
    const vaca = (await list(owner.token, org.id)).find((c) => c.name === "Vaca")!;
    const tooLong = await api<{ issues?: Array<{ path: string }> }>(path(org.id, vaca.id), {
      method: "PUT",
      token: owner.token,
      body: { plural_name: "x".repeat(61) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues?.map((i) => i.path)).toEqual(["plural_name"]);
    const notText = await api(path(org.id), { token: owner.token, body: { name: "Torito", plural_name: 3 } });
    expect(notText.status).toBe(400);
    const plain = await api(path(org.id, vaca.id), {
      method: "PUT",
      token: user.token,
      body: { plural_name: "Vacas" },
    });
    expect(plain.status).toBe(403);
    expect((await api(path(org.id, vaca.id), { method: "PUT", body: { plural_name: "Vacas" } })).status).toBe(401);
    expect((await list(owner.token, org.id)).find((c) => c.id === vaca.id)?.plural_name).toBeNull();
  });

  it("two edits at once both answer and leave one of them", async () => {
    const { owner, admin, org } = await makeTeam();
    const novillo = (await list(owner.token, org.id)).find((c) => c.name === "Novillo")!;
    const [a, b] = await Promise.all([
      api(path(org.id, novillo.id), { method: "PUT", token: owner.token, body: { plural_name: "Novillos gordos" } }),
      api(path(org.id, novillo.id), { method: "PUT", token: admin.token, body: { plural_name: "Novillos flacos" } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const stored = (await list(owner.token, org.id)).find((c) => c.id === novillo.id)?.plural_name;
    expect(["Novillos gordos", "Novillos flacos"]).toContain(stored);
  });
});
