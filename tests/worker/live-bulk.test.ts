// Live messages of whole-list and bulk changes (docs/live-sync.md): categories-sync after a
// category rename, update-movements when one write logs several entries (a rodeo changing lot).
import { describe, expect, it } from "vitest";
import type { Category, Movement } from "../../worker/shared/herd-types";
import { DEFAULT_CATEGORIES } from "../../worker/shared/defaults";
import type { SocketMessageOf } from "../../worker/shared/socket-messages";
import { api } from "./fixtures";
import { categoryIds, createLot, ok, ranch, storedStock } from "./herd-helpers";
import { openSocket, settle, waitFor, type OpenSocket } from "./live-helpers";

async function connect(organizationId: number, token: string): Promise<OpenSocket> {
  const { socket, response } = await openSocket(organizationId, token);
  if (!socket) throw new Error(`socket refused: ${response.status} ${await response.text()}`);
  return socket;
}

const ofAction = (s: OpenSocket, action: string) => s.messages.filter((m) => m.action === action);

describe("categories-sync", () => {
  it("a rename sends every member the full category list; an EV change sends only that category", async () => {
    const { owner, user, org } = await ranch();
    const socket = await connect(org.id, user.token);
    const ids = await categoryIds(org.id, owner.token);

    const renamed = await api<{ category: Category }>(`/animal-categories/${org.id}/${ids.Vaca}`, {
      method: "PUT",
      token: owner.token,
      body: { name: "Vacas de cría" },
    });
    expect(renamed.status).toBe(200);
    await waitFor(() => ofAction(socket, "categories-sync").length === 1, 2_000, "categories-sync");
    const sync = ofAction(socket, "categories-sync")[0] as SocketMessageOf<"categories-sync">;
    const list = sync.categories as Category[];
    expect(list).toHaveLength(DEFAULT_CATEGORIES.length);
    // Shaped like GET /animal-categories/{org}: the renamed one with its head count, the rest unchanged.
    const listed = await ok<{ categories: Category[] }>(api(`/animal-categories/${org.id}`, { token: owner.token }));
    expect(list).toEqual(listed.categories);
    expect(list.find((c) => c.id === ids.Vaca)).toMatchObject({ name: "Vacas de cría", total: 50 });
    // Sent beside the list, so it may arrive after it: waited for, then counted once everything settled.
    await waitFor(() => ofAction(socket, "update-lots").length >= 1, 2_000, "update-lots");
    await settle();
    expect(ofAction(socket, "update-lots")).toHaveLength(1);

    const ev = await api(`/animal-categories/${org.id}/${ids.Toro}`, {
      method: "PUT",
      token: owner.token,
      body: { ev: 1.5 },
    });
    expect(ev.status).toBe(200);
    await waitFor(() => ofAction(socket, "category-updated").length === 1, 2_000, "category-updated");
    expect(ofAction(socket, "category-updated")[0]).toMatchObject({ category: { id: ids.Toro, ev: 1.5 } });
    await settle();
    expect(ofAction(socket, "categories-sync")).toHaveLength(1);
    socket.ws.close();
  });
});

describe("update-movements", () => {
  it("a rodeo changing lot logs two entries at once: one update-movements carries both", async () => {
    const { owner, user, org, cria } = await ranch();
    const otherLot = await createLot(owner.token, org.id, "Potrero 2");
    const stockBefore = await storedStock(org.id);
    const socket = await connect(org.id, user.token);

    const moved = await api(`/rodeo/${org.id}/${cria}`, {
      method: "PUT",
      token: owner.token,
      body: { name: "Cría", lot_id: otherLot },
    });
    expect(moved.status).toBe(200);
    await waitFor(() => ofAction(socket, "update-movements").length === 1, 2_000, "update-movements");
    const bulk = ofAction(socket, "update-movements")[0] as SocketMessageOf<"update-movements">;
    const entries = bulk.movements as Movement[];
    expect(entries.map((m) => m.type)).toEqual(["EDIT_RODEO", "TRANSFER"]);
    expect(entries[1]).toMatchObject({
      rodeoId: cria,
      lot_id: otherLot,
      animals: [],
      data: { lot_change: true, to_lot_id: otherLot },
    });
    // Shaped like GET /movement/{id}.
    const stored = await ok<{ movement: Movement }>(api(`/movement/${entries[1]!.id}`, { token: owner.token }));
    expect(entries[1]).toEqual(stored.movement);
    await settle();
    expect(ofAction(socket, "movement-created")).toEqual([]);
    // A change of lot moves no animal in or out.
    expect(await storedStock(org.id)).toEqual(stockBefore);

    // A rename alone logs one entry: a plain movement-created.
    await ok(api(`/rodeo/${org.id}/${cria}`, { method: "PUT", token: owner.token, body: { name: "Cría vieja" } }));
    await waitFor(() => ofAction(socket, "movement-created").length === 1, 2_000, "movement-created");
    expect(ofAction(socket, "movement-created")[0]).toMatchObject({ movement: { type: "EDIT_RODEO" } });
    expect(ofAction(socket, "update-movements")).toHaveLength(1);
    socket.ws.close();
  });
});
