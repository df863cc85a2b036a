// Live sync of supplies (docs/supplies.md): every change of a supply reaches another member's open socket as
// asset-created / asset-updated / asset-deleted, the Supply shaped exactly as GET /asset/{org} lists it —
// including quantity changes made by movements (loads, consumptions, treatments, their edits and deletes,
// counts). Movements read the supplies back in their own batch: no extra statement per supply.
import { describe, expect, it } from "vitest";
import type { Movement } from "../../worker/shared/herd-types";
import type { SocketMessage } from "../../worker/shared/socket-messages";
import type { Supply } from "../../worker/shared/supply-types";
import { api, makeTeam } from "./fixtures";
import { createRodeo } from "./herd-helpers";
import { openSocket, settle, waitFor, type OpenSocket } from "./live-helpers";
import { remove, write } from "./supply-helpers";

type Created = { asset: Supply; movement: Movement | null };

const supplyMessages = (socket: OpenSocket) =>
  socket.messages.filter((m): m is Extract<SocketMessage, { action: `asset-${string}` }> =>
    m.action.startsWith("asset-"),
  );

/** Waits for `n` more asset messages after `from`, and returns them. */
async function next(socket: OpenSocket, from: number, n = 1) {
  await waitFor(() => supplyMessages(socket).length >= from + n, 2_000, `${n} asset message(s)`);
  return supplyMessages(socket).slice(from, from + n);
}

/** The supply as the list shows it now. */
async function listed(token: string, orgId: number, id: number) {
  const res = await api<{ assets: Supply[] }>(`/asset/${orgId}`, { token });
  return res.body.assets.find((a) => a.id === id);
}

describe("supply live messages", () => {
  it("create, edit, count and delete of a supply reach another member, shaped as the list", async () => {
    const { owner, user, org } = await makeTeam();
    const { socket } = await openSocket(org.id, user.token);
    const s = socket!;
    const created = await api<Created>("/asset", {
      method: "POST",
      token: owner.token,
      body: { organization_id: org.id, name: "Gasoil", unit: "litros", quantity: 100, unit_cost: 2 },
    });
    const id = created.body.asset.id;
    const [first] = await next(s, 0);
    expect(first).toEqual({ action: "asset-created", asset: await listed(owner.token, org.id, id) });

    await api(`/asset/${org.id}/${id}`, { method: "PUT", token: owner.token, body: { minimum: 150 } });
    const [edited] = await next(s, 1);
    expect(edited).toEqual({ action: "asset-updated", asset: await listed(owner.token, org.id, id) });
    expect(edited).toMatchObject({ asset: { low: true } });

    await api(`/asset/${org.id}/${id}/count`, { method: "POST", token: owner.token, body: { counted: 90 } });
    const [counted] = await next(s, 2);
    expect(counted).toEqual({ action: "asset-updated", asset: await listed(owner.token, org.id, id) });
    expect(counted).toMatchObject({ asset: { quantity: 90, value: 180 } });

    // A count equal to the stock changes nothing: no message.
    await api(`/asset/${org.id}/${id}/count`, { method: "POST", token: owner.token, body: { counted: 90 } });
    await api(`/asset/${org.id}/${id}`, { method: "DELETE", token: owner.token });
    const [deleted] = await next(s, 3);
    expect(deleted).toEqual({ action: "asset-deleted", assetId: id });
    await settle();
    expect(supplyMessages(s)).toHaveLength(4);
    s.ws.close();
  });

  it("movements that change quantities announce the supplies, new ones as created", async () => {
    const { owner, user, admin, org } = await makeTeam();
    const rodeo = await createRodeo(owner.token, org.id, { name: "Cría" });
    const { socket } = await openSocket(org.id, admin.token);
    const s = socket!;
    const t = owner.token;

    const load = await write(t, "load-asset", org.id, { name: "Vacuna", kind: "sanidad", unit: "dosis", quantity: 50 });
    const vacuna = load.body.movement.data.asset_id as number;
    expect((await next(s, 0))[0]).toMatchObject({ action: "asset-created", asset: { id: vacuna, quantity: 50 } });

    const batch = await api<{ assets: Supply[] }>(`/asset/${org.id}/batch`, {
      method: "POST",
      token: t,
      body: {
        items: [
          { asset_id: vacuna, quantity: 10 },
          { name: "Sal", unit: "kg", quantity: 5 },
        ],
      },
    });
    const batchMessages = await next(s, 1, 2);
    const sal = batch.body.assets.find((a) => a.name === "Sal")!;
    expect(batchMessages).toEqual(
      expect.arrayContaining([
        { action: "asset-updated", asset: await listed(t, org.id, vacuna) },
        { action: "asset-created", asset: await listed(t, org.id, sal.id) },
      ]),
    );

    // A plain user's consumption and treatment, their edits and deletes.
    const used = await write(user.token, "asset-consumption", org.id, { asset_id: sal.id, quantity: 2 });
    expect((await next(s, 3))[0]).toMatchObject({ action: "asset-updated", asset: { id: sal.id, quantity: 3 } });
    const treated = await write(user.token, "treatment", org.id, {
      rodeo_id: rodeo,
      product: "Vacuna",
      asset_id: vacuna,
      asset_quantity: 20,
    });
    expect((await next(s, 4))[0]).toMatchObject({ asset: { id: vacuna, quantity: 40 } });
    await write(user.token, "treatment", org.id, { rodeo_id: rodeo, product: "Vacuna" }, treated.body.movement.id);
    expect((await next(s, 5))[0]).toMatchObject({ action: "asset-updated", asset: { id: vacuna, quantity: 60 } });
    await remove(user.token, org.id, used.body.movement.id);
    expect((await next(s, 6))[0]).toEqual({ action: "asset-updated", asset: await listed(t, org.id, sal.id) });

    // A movement that changes no supply sends none; a refused one neither.
    await write(t, "treatment", org.id, { rodeo_id: rodeo, product: "Nada" });
    await write(t, "asset-consumption", org.id, { asset_id: sal.id, quantity: 999 });
    await settle();
    expect(supplyMessages(s)).toHaveLength(7);
    s.ws.close();
  });

  it("a load reads the supplies it announces in its own batch: only the inserts grow with the rows", async () => {
    const { owner, org } = await makeTeam();
    const few = await api(`/asset/${org.id}/batch`, {
      method: "POST",
      token: owner.token,
      body: { items: [{ name: "A", quantity: 1 }] },
    });
    const many = await api(`/asset/${org.id}/batch`, {
      method: "POST",
      token: owner.token,
      body: { items: Array.from({ length: 20 }, (_, i) => ({ name: `Insumo ${i}`, quantity: 1 })) },
    });
    expect(many.status).toBe(201);
    // One insert per new supply; the read that announces them all stays one statement.
    expect(Number(many.headers.get("x-db-queries")) - Number(few.headers.get("x-db-queries"))).toBe(19);
  });
});
